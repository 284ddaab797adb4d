"""Where a learner finds the tutorials: Help → Learn to play, the welcome on a first start
(no match played yet), and the rule viewer's button for its chapter's game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QGridLayout, QLabel, QMenu, QMessageBox, QPushButton, QVBoxLayout

from shikitable.games import get_game
from shikitable.session.host import Seat
from shikitable.session.tutorial import TutorialError, available, load
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

    lang = window.settings.language if window.settings.language in ("ja", "en") else "en"
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


class Welcome(QDialog):
    """The first start: each game with "Learn to play" beside "New game"."""

    def __init__(self, window: WindowFrame) -> None:
        super().__init__(window)
        self.window_ = window
        self.setWindowTitle(QCoreApplication.translate("Learn", "Welcome to shikitable"))
        lang = window.settings.language
        column = QVBoxLayout(self)
        intro = QLabel(
            QCoreApplication.translate(
                "Learn",
                "Ten of these eleven games you will not find anywhere else. Each has a short guided hand: "
                "learn one in a few minutes, or start a match straight away.",
            )
        )
        intro.setWordWrap(True)
        column.addWidget(intro)
        grid = QGridLayout()
        self.learn_buttons: dict[str, QPushButton] = {}
        self.new_buttons: dict[str, QPushButton] = {}
        for row, game_id in enumerate(available()):
            grid.addWidget(QLabel(game_name(game_id, lang)), row, 0)
            learn = QPushButton(QCoreApplication.translate("Learn", "Learn to play"))
            learn.clicked.connect(lambda _c=False, g=game_id: self._learn(g))
            new = QPushButton(QCoreApplication.translate("Learn", "New game"))
            new.clicked.connect(lambda _c=False, g=game_id: self._new(g))
            grid.addWidget(learn, row, 1)
            grid.addWidget(new, row, 2)
            self.learn_buttons[game_id], self.new_buttons[game_id] = learn, new
        column.addLayout(grid)
        close = QPushButton(QCoreApplication.translate("Learn", "Close"))
        close.clicked.connect(self.reject)
        column.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)

    def _learn(self, game_id: str) -> None:
        self.accept()
        open_tutorial(self.window_, game_id)

    def _new(self, game_id: str) -> None:
        from shikitable.ui.windows.dialogs import default_spec

        self.accept()
        spec = default_spec(get_game(game_id), self.window_.settings)
        spec.options = self.window_.keeper.usable_options(spec)
        self.window_.start(spec)


def offer_welcome(window: WindowFrame, first: bool) -> Welcome | None:
    """Show the welcome when this is the first start (`first` is read before any match is kept)."""
    if not first:
        return None
    welcome = Welcome(window)
    welcome.open()
    window.welcome = welcome  # type: ignore[attr-defined]
    return welcome

