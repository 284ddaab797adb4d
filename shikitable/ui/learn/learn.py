"""Where a learner finds the tutorials: Help → Learn to play, the welcome on a first start
(no match played yet), and the rule viewer's button for its chapter's game."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from shikitable.games import get_game
from shikitable.session.host import Seat
from shikitable.session.tutorial import LANGS, TutorialError, available, load
from shikitable.ui.words.game_names import game_name

if TYPE_CHECKING:
    from shikitable.ui.learn.tutorial import TutorialWindow
    from shikitable.ui.windows.frame import WindowFrame



def add_learn_menu(window: WindowFrame, help_menu: QMenu) -> QMenu:
    """Help → Learn to play → one entry per game with a tutorial."""
    menu = help_menu.addMenu(QCoreApplication.translate("Learn", "&Learn to play"))
    for game_id in available():
        text = QCoreApplication.translate("Learn", "Learn to play {0}")
        action = QAction(text.replace("{0}", game_name(game_id, window.settings.language)), window)
        action.triggered.connect(lambda _checked=False, g=game_id: open_tutorial(window, g))
        menu.addAction(action)
    return menu


def open_tutorial(window: WindowFrame, game_id: str) -> TutorialWindow | None:
    """The game's lesson in a window of its own, in the interface's language; its last button
    starts a real match against easy bots in the main window."""
    from shikitable.ui.learn.tutorial import TutorialWindow

    lang = window.settings.language if window.settings.language in LANGS else "en"
    try:
        scenario = load(game_id)
        lesson = TutorialWindow(scenario, lang, window.settings.bot_delay_ms, window)
    except (TutorialError, ValueError) as error:
        QMessageBox.warning(window, QCoreApplication.translate("Learn", "Learn to play"), str(error))
        return None
    lesson.setWindowFlag(Qt.WindowType.Window)
    lesson.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    lesson.play_match.connect(lambda g: start_easy_match(window, g))
    match = window.adapter
    if match is not None and not match.paused:  # the match at the main table waits for the lesson
        match.pause()
        lesson.closed.connect(lambda: match.resume() if match is window.adapter else None)
    lesson.show()
    window.tutorial_window = lesson  # type: ignore[attr-defined]  # kept for tests and so it lives
    return lesson


def start_easy_match(window: WindowFrame, game_id: str) -> None:
    """A real match of the lesson's game: the learner against easy bots."""
    from shikitable.ui.windows.dialogs import default_spec

    if not window.keeper.may_leave(QCoreApplication.translate("Learn", "start a new match")):
        return
    game = get_game(game_id)
    spec = default_spec(game, window.settings)
    spec.seats = [Seat(spec.seats[0].name if spec.seats else "You", "human")] + [
        Seat(seat.name, "easy") for seat in spec.seats[1:]
    ]
    spec.options = window.keeper.usable_options(spec)
    window.start(spec)
    window.raise_()


def first_start(window: WindowFrame) -> bool:
    """No match has been played here yet (the history is empty)."""
    store = window.keeper.store
    try:
        return store is not None and not store.matches()
    except Exception:  # noqa: BLE001 - a damaged history is reported elsewhere; it is no first start
        return False


# the welcome's picture for each game: a card of its own deck ("" = the deck's card with this id)
WELCOME_CARD: dict[str, tuple[str, int]] = {
    "taxot": ("", 3), "mokkaik": ("", 10), "makkaik": ("", 17), "niekhi": ("", 24), "nine": ("", 31),
    "makhup": ("", 38), "namto": ("", 45), "sichuan": ("", 72), "riichi": ("", 108),
    "magic": ("barrier.svg", 0), "nippachi": ("", 7),
}
# about how long a match of the default length takes a newcomer against bots at the default speed
WELCOME_MINUTES = {"taxot": 20, "mokkaik": 15, "makkaik": 15, "niekhi": 10, "nine": 10, "makhup": 15,
                   "namto": 20, "sichuan": 25, "riichi": 30, "magic": 35, "nippachi": 15}
SUGGESTED_FIRST = "taxot"  # draw-and-discard like mahjong, taught to the win: the gentlest start


def welcome_picture(game_id: str, height: int) -> QPixmap:
    from shikitable.ui.layouts import layout_for
    from shikitable.ui.table.art import card_art

    art = layout_for(game_id).art
    own_file, card = WELCOME_CARD.get(game_id, ("", 0))
    if own_file:  # a picture card of the game's own (Magic's cheat cards)
        return card_art("magic").pixmap(own_file, height, 5 / 7)
    return card_art(art.folder).pixmap(art.file_of(card), height, art.aspect)


def players_text(game_id: str) -> str:
    game = get_game(game_id)
    if game.min_players == game.max_players:
        return QCoreApplication.translate("Learn", "{0} players").replace("{0}", str(game.min_players))
    text = QCoreApplication.translate("Learn", "{0}–{1} players").replace("{0}", str(game.min_players))
    return text.replace("{1}", str(game.max_players))


def description(game_id: str, lang: str) -> str:
    game = get_game(game_id)
    return str(getattr(game, f"description_{lang.split('_')[0]}", None) or game.description_en)


class GameCard(QFrame):
    """One game on the welcome: its picture, name, what kind of game it is, players and minutes,
    and Learn / Play."""

    def __init__(self, game_id: str, lang: str, suggested: bool) -> None:
        super().__init__()
        self.game_id = game_id
        self.setObjectName("suggested" if suggested else "game")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("QFrame#suggested { border: 2px solid #2e7d32; border-radius: 6px; }")
        grid = QGridLayout(self)
        picture = QLabel()
        picture.setPixmap(welcome_picture(game_id, 72))
        picture.setAccessibleName(game_name(game_id, lang))
        grid.addWidget(picture, 0, 0, 3, 1, Qt.AlignmentFlag.AlignTop)
        name = QLabel(f"<b>{html.escape(game_name(game_id, lang))}</b>")
        grid.addWidget(name, 0, 1, 1, 2)
        line = QLabel(description(game_id, lang))
        line.setWordWrap(True)
        grid.addWidget(line, 1, 1, 1, 2)
        facts = QCoreApplication.translate("Learn", "{0} · about {1} minutes a match")
        facts = facts.replace("{0}", players_text(game_id)).replace("{1}", str(WELCOME_MINUTES.get(game_id, 20)))
        if suggested:
            facts += " · " + QCoreApplication.translate("Learn", "a good first game")
        grid.addWidget(QLabel(facts), 2, 1, 1, 2)
        self.learn = QPushButton(QCoreApplication.translate("Learn", "Learn"))
        self.play = QPushButton(QCoreApplication.translate("Learn", "Play"))
        self.learn.setAccessibleName(QCoreApplication.translate("Learn", "Learn to play {0}").replace(
            "{0}", game_name(game_id, lang)))
        self.play.setAccessibleName(QCoreApplication.translate("Learn", "Play {0}").replace(
            "{0}", game_name(game_id, lang)))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.learn)
        buttons.addWidget(self.play)
        grid.addLayout(buttons, 3, 0, 1, 3)
        grid.setColumnStretch(1, 1)


class Welcome(QDialog):
    """The first start: a card for each game (picture, name, what kind of game, players, minutes,
    Learn and Play), the suggested first game first; nothing is dealt until the player chooses."""

    CARD_WIDTH = 340  # a card's room: its picture, a line of description, Learn and Play

    def __init__(self, window: WindowFrame) -> None:
        super().__init__(window)
        self.window_ = window
        self.chosen = False
        self.setWindowTitle(QCoreApplication.translate("Learn", "Welcome to shikitable"))
        lang = window.settings.language
        column = QVBoxLayout(self)
        intro = QLabel(
            QCoreApplication.translate(
                "Learn",
                "Eleven card and tile games at one table. Seven are played with the 紙机戦 deck and "
                "until now lived only on rule sheets; 四川麻将 and riichi are mahjong as millions play "
                "it; Magic: the Mahjong adds a box of cheat cards to riichi; にっぱち comes from a "
                "1994 DOS game. Each has a short guided hand: learn one in a few minutes, or play "
                "against the computer straight away.",
            )
        )
        intro.setWordWrap(True)
        column.addWidget(intro)
        screen = window.screen().availableGeometry() if window.screen() is not None else None
        room_w, room_h = (screen.width(), screen.height()) if screen is not None else (1024, 640)
        if window.isVisible():  # beside its window, no wider than it
            room_w, room_h = min(room_w, window.width()), min(room_h, window.height())
        width, height = min(1100, room_w - 40), min(760, room_h - 40)
        columns = max(1, min(3, (width - 40) // self.CARD_WIDTH))
        games = sorted(available(), key=lambda g: g != SUGGESTED_FIRST)
        holder = QWidget()
        grid = QGridLayout(holder)
        self.cards: dict[str, GameCard] = {}
        self.learn_buttons: dict[str, QPushButton] = {}
        self.new_buttons: dict[str, QPushButton] = {}
        for index, game_id in enumerate(games):
            card = GameCard(game_id, lang, game_id == SUGGESTED_FIRST)
            card.learn.clicked.connect(lambda _c=False, g=game_id: self._learn(g))
            card.play.clicked.connect(lambda _c=False, g=game_id: self._new(g))
            grid.addWidget(card, index // columns, index % columns)
            self.cards[game_id] = card
            self.learn_buttons[game_id], self.new_buttons[game_id] = card.learn, card.play
        for index in range(columns):
            grid.setColumnStretch(index, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(holder)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        column.addWidget(scroll, 1)
        close = QPushButton(QCoreApplication.translate("Learn", "Close"))
        close.clicked.connect(self.reject)
        column.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        self.resize(width, height)

    def _learn(self, game_id: str) -> None:
        self.chosen = True
        self.accept()
        open_tutorial(self.window_, game_id)

    def _new(self, game_id: str) -> None:
        from shikitable.ui.windows.dialogs import default_spec

        self.chosen = True
        self.accept()
        spec = default_spec(get_game(game_id), self.window_.settings)
        spec.options = self.window_.keeper.usable_options(spec)
        self.window_.start(spec)


def offer_welcome(window: WindowFrame, first: bool) -> Welcome | None:
    """Show the welcome when this is the first start (`first` is read before any match is kept).
    No match is dealt behind it: a game chosen there starts; closed without a choice, the table
    waits empty and the status bar says where to start one."""
    if not first:
        return None
    welcome = Welcome(window)

    def closed() -> None:
        if not welcome.chosen and window.adapter is None:
            window.statusBar().showMessage(QCoreApplication.translate(
                "Learn", "Choose a game: Game → New game…, or Help → Learn to play."))

    welcome.finished.connect(closed)
    welcome.open()
    window.welcome = welcome  # type: ignore[attr-defined]
    return welcome

