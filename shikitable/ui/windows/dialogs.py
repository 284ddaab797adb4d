"""Dialogs: new game (game picker, seats, rule options built from the declarations),
settings, and the end of a season or match."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import unquote

from PySide6.QtCore import QCoreApplication, QSize, QUrl
from PySide6.QtGui import QCursor, QPixmap, QShowEvent, QTextDocument
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from shikitable.ai.mahjong.mjai_seats import MJAI_GAMES, MJAI_KIND
from shikitable.core.game import Game
from shikitable.core.options import Option
from shikitable.games.words_zh import choice_labels, game_description, game_gloss, option_text
from shikitable.session.host import Seat
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.windows.look_settings import add_look_rows, apply_look
from shikitable.ui.windows.results import ABREAST, ABREAST_WIDTH
from shikitable.ui.windows.settings import ANIMATION_SPEEDS, LANGUAGES, WAITS_HINTS, Settings, save_settings
from shikitable.ui.words.game_names import game_name
from shikitable.ui.words.mahjong_words import CARD_WORDS, Words
from shikitable.ui.words.mahjong_words import tr as words_tr

SEAT_KINDS = ("human", "heuristic", "easy", "normal", "strong", "random")  # AI levels: shikitable.ai.LEVELS


@dataclass
class GameSpec:
    game_id: str
    players: int
    seats: list[Seat]
    options: dict[str, Any] = field(default_factory=dict)


def default_spec(game: Game, settings: Settings) -> GameSpec:
    """The last game played, or one human against heuristic bots."""
    players = settings.last_players if game.min_players <= settings.last_players <= game.max_players else 0
    players = players or game.default_players
    saved = settings.last_seats if settings.last_game == game.id else []
    seats = []
    for seat in range(players):
        entry = saved[seat] if seat < len(saved) else {}
        saved_kind = entry.get("kind")
        known = saved_kind in SEAT_KINDS or saved_kind in mjai_kinds(game.id, settings)
        kind = saved_kind if known and saved_kind else ("human" if seat == 0 else "heuristic")
        name = entry.get("name") or ""
        if not name or is_default_name(name, seat):  # ours, perhaps from an older version ("You")
            name = default_name(seat, kind)
        seats.append(Seat(name, kind))
    declared = {o.name for o in game.options}
    options = {k: v for k, v in settings.last_options.get(game.id, {}).items() if k in declared}
    return GameSpec(game.id, players, seats, options)


def mjai_kinds(game_id: str, settings: Settings) -> list[str]:
    """The seat kinds of the MJAI bots the user added (for the games that speak MJAI)."""
    if game_id not in MJAI_GAMES:
        return []
    return [MJAI_KIND + name for name in settings.mjai_bots]


def default_name(seat: int, kind: str) -> str:
    """A name that reads in any sentence ("Player 1 wins", "Bot 2 discards"): never "You", and
    never a wind (a mahjong table shows each seat's real wind beside its name)."""
    if kind == "human":
        return QCoreApplication.translate("shikitable", "Player {0}").replace("{0}", str(seat + 1))
    return QCoreApplication.translate("shikitable", "Bot {0}").replace("{0}", str(seat + 1))


def is_default_name(name: str, seat: int) -> bool:
    """Whether `name` is one we gave (in either language, in this version or an older one), so a
    change of seat kind may replace it."""
    bot_mark = (" (bot)", "（AI）", QCoreApplication.translate("shikitable", " (bot)"))
    human = {f"Player {seat + 1}", f"プレーヤー{seat + 1}", default_name(seat, "human"), "You", "あなた"}
    bots = {f"Bot {seat + 1}", f"AI {seat + 1}", default_name(seat, "heuristic")}
    wind = ("東", "南", "西", "北", "春", "秋")[seat % 6]  # the names older versions gave bots
    return name in human or name in bots or any(name == wind + mark for mark in bot_mark)


class NewGameDialog(QDialog):
    def __init__(self, games: dict[str, Game], settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.games = games
        self.lang = settings.language
        self.settings = settings
        self.picker = QListWidget()
        self.picker.setAccessibleName(self.tr("Games"))
        self.picker.setMinimumWidth(300)
        for game in games.values():
            name = game_name(game, self.lang)
            # the tooltip: the name in another language, for the glossary (zh: what a kept name means)
            other = {"ja": game.name_en, "zh": game_gloss(game) or game.name_en}.get(self.lang, game.name_ja)
            if game.min_players == game.max_players:
                players = self.tr("{0} players").replace("{0}", str(game.min_players))
            else:
                players = self.tr("{0}–{1} players").replace("{0}", str(game.min_players))
                players = players.replace("{1}", str(game.max_players))
            description = game_description(game, self.lang)
            item = QListWidgetItem(f"{name}\n{players} · {description}")
            item.setData(256, game.id)
            item.setToolTip(f"{other}: {description}")  # the name in the other language, for the glossary
            self.picker.addItem(item)
        self.picker.setWordWrap(True)
        self.players = QSpinBox()
        self.players.valueChanged.connect(self._build_seats)
        self.players.valueChanged.connect(self._show_setup_note)
        self.seat_box = QGroupBox(self.tr("Seats"))
        self.seat_grid = QGridLayout()
        seat_column = QVBoxLayout(self.seat_box)
        seat_column.addLayout(self.seat_grid)
        self.mjai_button = QPushButton(self.tr("MJAI bots…"))
        self.mjai_button.setToolTip(self.tr("Add outside riichi AIs (Mortal, akochan, mjai.app bots) as seat kinds"))
        self.mjai_button.clicked.connect(self._edit_mjai_bots)
        seat_column.addWidget(self.mjai_button)
        self.option_box = QGroupBox(self.tr("Rules"))
        self.option_form = QFormLayout(self.option_box)
        self.setup_note = QLabel()  # how this many players are dealt, where the table departs from the seed
        self.setup_note.setWordWrap(True)
        self.seat_rows: list[tuple[QLineEdit, QComboBox]] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.spec: GameSpec | None = None

        right = QVBoxLayout()
        players_row = QFormLayout()
        players_row.addRow(self.tr("Players"), self.players)
        right.addLayout(players_row)
        right.addWidget(self.seat_box)
        right.addWidget(self.option_box)
        right.addWidget(self.setup_note)
        right.addStretch()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        right.addWidget(buttons)
        layout = QHBoxLayout(self)
        layout.addWidget(self.picker)
        layout.addLayout(right, 1)
        self.picker.currentRowChanged.connect(self._on_game)
        ids = list(games)
        self.picker.setCurrentRow(ids.index(settings.last_game) if settings.last_game in ids else 0)

    @property
    def game(self) -> Game:
        return list(self.games.values())[max(0, self.picker.currentRow())]

    def _on_game(self) -> None:
        game = self.game
        spec = default_spec(game, self.settings)
        self._spec_seats = spec.seats
        self.players.blockSignals(True)
        self.players.setRange(game.min_players, game.max_players)
        self.players.setValue(spec.players)
        self.players.blockSignals(False)
        self.mjai_button.setVisible(game.id in MJAI_GAMES)
        self._build_seats()
        self._build_options(game, spec.options)

    def _build_seats(self) -> None:
        old = [(name.text(), kind.currentData()) for name, kind in self.seat_rows]
        while self.seat_grid.count():
            taken = self.seat_grid.takeAt(0)
            widget = taken.widget() if taken is not None else None
            if widget is not None:
                widget.deleteLater()
        self.seat_rows = []
        labels = {
            "human": self.tr("Human"),
            "heuristic": self.tr("AI (heuristic)"),
            "easy": self.tr("AI (easy)"),
            "normal": self.tr("AI (search, normal)"),
            "strong": self.tr("AI (search, strong)"),
            "random": self.tr("AI (random)"),
        }
        for seat in range(self.players.value()):
            if seat < len(old):
                name, kind = old[seat]
            elif seat < len(self._spec_seats):
                name, kind = self._spec_seats[seat].name, self._spec_seats[seat].kind
            else:
                kind = "heuristic"
                name = default_name(seat, kind)
            edit = QLineEdit(name)
            combo = QComboBox()
            for value in SEAT_KINDS:
                combo.addItem(labels[value], value)
            for value in mjai_kinds(self.game.id, self.settings):
                combo.addItem(self.tr("MJAI: {0}").replace("{0}", value[len(MJAI_KIND):]), value)
            found = combo.findData(kind)
            combo.setCurrentIndex(found if found >= 0 else 1)
            combo.currentIndexChanged.connect(
                lambda _index, seat=seat, edit=edit, combo=combo: self._kind_changed(seat, edit, combo)
            )
            self.seat_grid.addWidget(QLabel(self.tr("Seat {0}").replace("{0}", str(seat + 1))), seat, 0)
            self.seat_grid.addWidget(edit, seat, 1)
            self.seat_grid.addWidget(combo, seat, 2)
            self.seat_rows.append((edit, combo))

    def _edit_mjai_bots(self) -> None:
        from shikitable.ui.windows.mjai_bots import MjaiBotsDialog

        dialog = MjaiBotsDialog(self.settings.mjai_bots, self)
        if dialog.exec():
            self.settings.mjai_bots = dialog.bots
            problem = save_settings(self.settings)
            if problem:
                QMessageBox.warning(self, self.tr("MJAI bots"), problem)
            self._build_seats()

    def _kind_changed(self, seat: int, edit: QLineEdit, combo: QComboBox) -> None:
        """A seat switched between human and AI keeps a name the player typed, but a name we
        gave follows the kind ("東 (bot)" becomes "Player 1")."""
        if not edit.text().strip() or is_default_name(edit.text().strip(), seat):
            edit.setText(default_name(seat, combo.currentData()))

    def _build_options(self, game: Game, values: dict[str, Any]) -> None:
        while self.option_form.rowCount():
            self.option_form.removeRow(0)
        self.option_widgets = {}
        for option in game.options:
            widget = option_widget(option, values.get(option.name, option.default), self.lang)
            label = option_text(option.label_en, option.label_ja, self.lang) or option.name
            help_text = option_text(option.help_en, option.help_ja, self.lang)
            widget.setToolTip(help_text)
            self.option_form.addRow(label, widget)
            self.option_widgets[option.name] = widget
            for changed in (getattr(widget, "valueChanged", None), getattr(widget, "currentIndexChanged", None)):
                if changed is not None:
                    changed.connect(self._show_setup_note)
        presets = getattr(game, "option_presets", None)  # a game with rule sets (四川麻将)
        chooser = self.option_widgets.get("preset")
        if presets and isinstance(chooser, QComboBox):
            chooser.activated.connect(lambda _index: self._apply_preset(game, presets))
        self._show_setup_note()

    def _show_setup_note(self) -> None:
        game = self.game
        options = {o.name: option_value(o, self.option_widgets[o.name]) for o in game.options
                   if o.name in self.option_widgets}
        note = game.setup_note(self.players.value(), options, self.lang)
        self.setup_note.setText(note)
        self.setup_note.setVisible(bool(note))

    def _apply_preset(self, game: Game, presets: dict[str, dict[str, Any]]) -> None:
        """A rule set chosen: every switch moves to its value (or its default), and may then be
        changed one by one; the match length stays as it was."""
        chosen = option_value(next(o for o in game.options if o.name == "preset"), self.option_widgets["preset"])
        values = presets.get(chosen, {})
        for option in game.options:
            if option.name not in ("preset", "hands"):
                set_option_widget(option, self.option_widgets[option.name], values.get(option.name, option.default))

    def _accept(self) -> None:
        game = self.game
        seats = [
            Seat(edit.text().strip() or default_name(i, combo.currentData()), combo.currentData())
            for i, (edit, combo) in enumerate(self.seat_rows)
        ]
        options = {o.name: option_value(o, self.option_widgets[o.name]) for o in game.options}
        self.spec = GameSpec(game.id, len(seats), seats, options)
        self.accept()


def option_widget(option: Option, value: Any, lang: str) -> QWidget:
    if option.choices:
        combo = QComboBox()
        labels = choice_labels(option, lang)
        for index, choice in enumerate(option.choices):
            combo.addItem(labels[index] if index < len(labels) else str(choice), choice)
        if value in option.choices:
            combo.setCurrentIndex(option.choices.index(value))
        return combo
    if isinstance(option.default, bool):
        box = QCheckBox()
        box.setChecked(bool(value))
        return box
    if isinstance(option.default, int):
        spin = QSpinBox()
        spin.setRange(
            option.minimum if option.minimum is not None else -9999,
            option.maximum if option.maximum is not None else 9999,
        )
        spin.setValue(int(value))
        return spin
    edit = QLineEdit(str(value))
    return edit


def set_option_widget(option: Option, widget: QWidget, value: Any) -> None:
    if isinstance(widget, QComboBox) and value in option.choices:
        widget.setCurrentIndex(option.choices.index(value))
    elif isinstance(widget, QCheckBox):
        widget.setChecked(bool(value))
    elif isinstance(widget, QSpinBox):
        widget.setValue(int(value))
    elif isinstance(widget, QLineEdit):
        widget.setText(str(value))


def option_value(option: Option, widget: QWidget) -> Any:
    if isinstance(widget, QComboBox):
        return widget.currentData()
    if isinstance(widget, QCheckBox):
        return widget.isChecked()
    if isinstance(widget, QSpinBox):
        return widget.value()
    assert isinstance(widget, QLineEdit)
    return widget.text()


class SettingsDialog(QDialog):
    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Settings"))
        self.language = QComboBox()
        # each language by its own name (and, after it, in the interface's), so anyone finds theirs
        names = {
            "ja": self.tr("日本語 (Japanese)"),
            "zh": self.tr("简体中文 (Simplified Chinese)"),
            "en": self.tr("English"),
        }
        for code in LANGUAGES:
            self.language.addItem(names[code], code)
        self.language.setCurrentIndex(LANGUAGES.index(settings.language))
        self.speed = QComboBox()
        speeds = {
            "instant": self.tr("Instant"),
            "fast": self.tr("Fast"),
            "normal": self.tr("Normal"),
            "slow": self.tr("Slow"),
        }
        for code in ANIMATION_SPEEDS:
            self.speed.addItem(speeds[code], code)
        self.speed.setCurrentIndex(list(ANIMATION_SPEEDS).index(settings.animation_speed))
        self.delay = QSpinBox()
        self.delay.setRange(0, 5000)
        self.delay.setSingleStep(100)
        self.delay.setSuffix(" ms")
        self.delay.setValue(settings.bot_delay_ms)
        self.waits = QComboBox()
        for code, text in (
            ("off", self.tr("Off")),
            ("request", self.tr("On request (Play → Show waits)")),
            ("always", self.tr("Always")),
        ):
            self.waits.addItem(text, code)
        self.waits.setCurrentIndex(max(0, WAITS_HINTS.index(settings.waits_hint)))
        self.waits.setToolTip(self.tr("The cards that would complete your hand (to end the season)"))
        self.auto_pass = QCheckBox(self.tr("Pass claims for me unless I can win"))
        self.auto_pass.setChecked(settings.auto_pass)
        self.auto_win = QCheckBox(self.tr("Declare a win for me as soon as I can"))
        self.auto_win.setChecked(settings.auto_win)
        form = QFormLayout(self)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Animation speed"), self.speed)
        form.addRow(self.tr("Bot delay"), self.delay)
        form.addRow(self.tr("Waits hint"), self.waits)
        form.addRow(self.tr("Auto-pass"), self.auto_pass)
        form.addRow(self.tr("Auto-declare"), self.auto_win)
        self.four_colours = QCheckBox(self.tr("Four-colour playing cards (from the next match)"))
        self.four_colours.setChecked(settings.four_colour_cards)
        form.addRow(self.four_colours)
        self.time_limit = QDoubleSpinBox()  # a bot thinking longer plays a random legal move instead
        self.time_limit.setRange(0.5, 600.0)
        self.time_limit.setSuffix(" s")
        self.time_limit.setValue(settings.bot_time_limit_s)
        form.addRow(self.tr("AI time limit"), self.time_limit)
        self.card_pause = QSpinBox()  # Magic: how long a card window waits for you before passing
        self.card_pause.setRange(0, 60)
        self.card_pause.setSuffix(self.tr(" s"))
        self.card_pause.setSpecialValueText(self.tr("Off (wait for me)"))
        self.card_pause.setValue(settings.card_pause_s)
        self.card_pause.setToolTip(self.tr(
            "Magic: the Mahjong: when a card is declared (or a card window opens) and you hold a card you may "
            "declare, you have this long to declare it or counter; then the table passes for you. "
            "Off: the table waits for your answer."))
        form.addRow(self.tr("Card pause"), self.card_pause)
        add_look_rows(self, form, settings)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def apply_to(self, settings: Settings) -> None:
        settings.language = self.language.currentData()
        settings.animation_speed = self.speed.currentData()
        settings.bot_delay_ms = self.delay.value()
        settings.waits_hint = self.waits.currentData()
        settings.auto_pass = self.auto_pass.isChecked()
        settings.auto_win = self.auto_win.isChecked()
        settings.four_colour_cards = self.four_colours.isChecked()
        settings.bot_time_limit_s = self.time_limit.value()
        settings.card_pause_s = self.card_pause.value()
        apply_look(self, settings)


class SeasonDialog(QDialog):
    """The scoring breakdown; "Next season" (or, at the end, the match summary and "New match").
    `images` are the card pictures the HTML refers to as card:ID."""

    NEXT, NEW_MATCH, REVIEW = 1, 2, 3

    def __init__(
        self,
        html_text: str,
        match_over: bool,
        parent: QWidget | None = None,
        images: dict[int, QPixmap] | None = None,
        match_text: str = "",
        words: Words = CARD_WORDS,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match over") if match_over else words_tr(words.over))
        self.resize(700, 620 if match_over else 560)
        self.choice = 0
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        self.view.highlighted.connect(self._show_tip)  # scoring terms are links to their explanation
        document = self.view.document()
        for card, pixmap in (images or {}).items():
            document.addResource(QTextDocument.ResourceType.ImageResource.value, QUrl(f"card:{card}"), pixmap)
        self.side_by_side = bool(match_text)
        self.abreast = ABREAST in html_text
        if match_text:  # the match's standing beside the last hand, so both fit a laptop's screen
            left = 34 if self.abreast else 40  # several hands abreast want the room
            html_text = (f"<table width='100%' cellspacing=0 cellpadding=0><tr><td width='{left}%' valign=top>"
                         + match_text + f"</td><td width='2%'></td><td width='{98 - left}%' valign=top>" + html_text
                         + "</td></tr></table>")
        self.view.setHtml(html_text)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        row = QHBoxLayout()
        row.addStretch()
        if match_over:
            review = QPushButton(self.tr("Re&view…"))  # the match's replay with the review over it
            review.clicked.connect(lambda: self._done(self.REVIEW))
            row.addWidget(review)
            new = QPushButton(self.tr("New match"))
            new.clicked.connect(lambda: self._done(self.NEW_MATCH))
            close = QPushButton(self.tr("Close"))
            close.clicked.connect(lambda: self._done(self.NEXT))
            row.addWidget(new)
            row.addWidget(close)
            new.setDefault(True)
        else:
            nxt = QPushButton(words_tr(words.next))  # "Next season", a mahjong game's "Next hand"
            nxt.clicked.connect(lambda: self._done(self.NEXT))
            nxt.setDefault(True)
            row.addWidget(nxt)
        layout.addLayout(row)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt API)
        """As wide as the widest line (a hand of fourteen tiles, a long table) needs, so
        nothing scrolls sideways (within the screen)."""
        super().showEvent(event)
        if self.abreast:  # several winners' hands side by side: wide enough for two, within the window
            self.resize(max(self.width(), min(ABREAST_WIDTH, self._room().width())), self.height())
        if self.side_by_side:  # two columns: as wide as the room allows, then only as wide as they need
            self.resize(max(self.width(), min(1400, self._room().width())), self.height())
            measure = self.view.document().clone(self)
            measure.setTextWidth(-1)  # unwrapped: the width the two columns need side by side
            wanted = math.ceil(measure.idealWidth()) + self.width() - self.view.viewport().width() + 4
            self.resize(max(700, min(self.width(), wanted)), self.height())
        for _ in range(3):  # each widening re-wraps the text: settle in a few steps
            extra = self.view.horizontalScrollBar().maximum()
            if extra <= 0 or self.width() >= 1500:
                break
            self.resize(min(1500, self.width() + extra + 24), self.height())
            layout = self.layout()
            if layout is not None:
                layout.activate()
        self._fit_height()
        widest = min(1400, self._room().width())
        if self.side_by_side and self.view.verticalScrollBar().maximum() > 0 and self.width() < widest:
            self.resize(widest, self.height())  # too tall for the room: wider columns wrap less
            self._fit_height()

    def _fit_height(self) -> None:
        """As tall as the sheet (every row of the scores in view), within the window it belongs
        to (or the screen): a short sheet makes a short dialog, a long one scrolls only past that."""
        self.view.document().setTextWidth(self.view.viewport().width())
        needed = self.height() - self.view.viewport().height() + math.ceil(self.view.document().size().height()) + 6
        self.resize(self.width(), max(200, min(needed, self._room().height())))
        layout = self.layout()
        if layout is not None:
            layout.activate()

    def _room(self) -> QSize:
        """The space the dialog may take: its window's (or, alone, the screen's)."""
        owner = self.parentWidget()
        if owner is not None:
            return owner.window().size()
        screen = self.screen()
        return screen.availableGeometry().size() if screen is not None else QSize(1500, 1000)

    def text(self) -> str:
        return self.view.toPlainText()

    def _show_tip(self, url: QUrl) -> None:
        if url.scheme() == "tip":
            QToolTip.showText(QCursor.pos(), unquote(url.path()), self.view)
        else:
            QToolTip.hideText()

    def _done(self, choice: int) -> None:
        self.choice = choice
        self.accept()
