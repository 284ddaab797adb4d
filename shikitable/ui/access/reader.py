"""The table for screen readers, and an announcement of every move.

Cards on the table are graphics items, which Qt's accessibility layer does not see. So the table
is mirrored in a list (`TableMirror`): one row for every seat's plate, every pile and label, and
every card or tile, each named as a player would say it ("5 of hearts, your hand, playable").
The list's current row follows the keyboard cursor (shikitable/ui/table/keyboard.py), so a reader
says the card under the cursor as it moves.

`Narrator` speaks each move and whose turn it is: the game log's line for every event and "Your
turn" / "Bot 2's turn". It posts each line as an accessibility announcement (Qt 6.8 and later;
older Qt: the line's name changes, which readers follow) and shows the latest in a line under
the table when the player turns the announcement line on (Settings)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QWidget

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

try:  # Qt 6.8 and later: a line for the reader to say, whatever has the focus
    from PySide6.QtGui import QAccessibleAnnouncementEvent as Announcement
except ImportError:  # pragma: no cover (older Qt)
    Announcement = None  # type: ignore[assignment,misc]

if TYPE_CHECKING:
    from shikitable.ui.table.table import TableWidget
    from shikitable.ui.windows.frame import WindowFrame

SPOKEN_KEEP = 200  # the lines kept for "what was said" (tests, the announcement line's tooltip)


def zone_word(zone: str, table: TableWidget | None = None) -> str:
    """A zone as a reader says it, in the interface's language: the words of the common zones,
    else the label the game's layout gives the zone (Community cards, Out, Down…), else "cards"."""
    translate = QCoreApplication.translate
    known = {
        "hand": translate("access", "hand"),
        "river": translate("access", "discards"),
        "melds": translate("access", "melds"),
        "stock": translate("access", "stock"),
        "dead_wall": translate("access", "dead wall"),
        "trick": translate("access", "trick"),
        "won": translate("access", "won cards"),
        "pile": translate("access", "pile"),
    }
    if zone in known:
        return known[zone]
    layout = getattr(table, "layout_decl", None)
    for declared in (*getattr(layout, "seat_zones", ()), *getattr(layout, "central_zones", ())):
        label = getattr(declared, "label", "")
        if declared.name == zone and label and "{" not in label:
            return translate("shikitable", label)
    return translate("access", "cards")


def card_words(table: TableWidget, key: object, lang: str | None = None) -> str:
    """A card as a reader says it: its name, or "face-down card"."""
    scene, game = table.scene, table.game
    item = scene.cards.get(key) if scene is not None and isinstance(key, int | tuple) else None
    if isinstance(key, int) and game is not None and item is not None and item.face_up_target:
        return game.card_name(key, lang or _language())
    return QCoreApplication.translate("access", "face-down card")


def place_words(table: TableWidget, zone: str, seat: int, viewer: int | None) -> str:
    if seat < 0:
        return QCoreApplication.translate("access", "table, {0}").replace("{0}", zone_word(zone, table))
    if seat == viewer:
        return QCoreApplication.translate("access", "your {0}").replace("{0}", zone_word(zone, table))
    name = table.names[seat] if 0 <= seat < len(table.names) else "?"
    whose = QCoreApplication.translate("access", "{0}'s {1}")
    return whose.replace("{0}", name).replace("{1}", zone_word(zone, table))


def pile_words(table: TableWidget, name: str, points: int, label: str) -> str:
    """A pile of point sticks as a sentence: "Ben has 49 points", "Ben has staked 1 point",
    "The pot holds 4 points" (never a bare number: a reader would not know whose it is)."""
    translate = QCoreApplication.translate
    zone, _, seat_text = name.partition(":")
    amount = (translate("access", "1 point") if points == 1
              else translate("access", "{0} points").replace("{0}", str(points)))
    if not seat_text.isdigit():
        if zone == "pot":
            return translate("access", "The pot holds {0}").replace("{0}", amount)
        return translate("access", "{0} on the table: {1}").replace("{0}", label or zone).replace("{1}", amount)
    seat = int(seat_text)
    viewer = table.scene.obs.get("seat") if table.scene is not None and table.scene.obs is not None else None
    who = (translate("access", "You") if seat == viewer else
           table.names[seat] if 0 <= seat < len(table.names) else "?")
    if zone == "stack":
        phrase = translate("access", "{0} has {1}") if seat != viewer else translate("access", "{0} have {1}")
    elif zone == "stake":
        phrase = (translate("access", "{0} has staked {1}") if seat != viewer
                  else translate("access", "{0} have staked {1}"))
    else:
        phrase = translate("access", "{0}, {2}: {1}").replace("{2}", label or zone)
    return phrase.replace("{0}", who).replace("{1}", amount)


class TableMirror(QListWidget):
    """Everything on the table as a list a screen reader can read (and a sighted player skim)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # long rows wrap in the narrow side panel rather than scroll it sideways
        self.setWordWrap(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAccessibleName(QCoreApplication.translate("access", "On the table"))
        self.setAccessibleDescription(QCoreApplication.translate(
            "access", "Every seat, pile and card on the table; the current row is the card under the keyboard cursor."))
        self.rows: dict[object, int] = {}  # a card's key (or "plate:N", "label:NAME") -> its row
        self.keys: list[object] = []  # the rows' keys, in order

    def mirror(self, table: TableWidget) -> None:
        """Bring the rows up to the table as it is now: rows whose text changed are rewritten in
        place (a reader keeps its place), the list is rebuilt only when things came or went."""
        entries = self._entries(table)
        keys = [key for key, _text, _what in entries]
        if keys != self.keys:
            self.clear()
            for _key, text, what in entries:
                row = QListWidgetItem(text)
                row.setData(Qt.ItemDataRole.AccessibleDescriptionRole, what)
                self.addItem(row)
            self.keys = keys
            self.rows = {key: index for index, key in enumerate(keys)}
        else:
            for index, (_key, text, _what) in enumerate(entries):
                row = self.item(index)
                if row.text() != text:
                    row.setText(text)
        self.follow(table.card_cursor.spot)

    def _entries(self, table: TableWidget) -> list[tuple[object, str, str]]:
        """(key, name, what it is) for every plate, pile, counter and card on the table."""
        scene = table.scene
        if scene is None or scene.laid is None or scene.obs is None:
            return []
        translate = QCoreApplication.translate
        entries: list[tuple[object, str, str]] = []
        viewer = scene.obs.get("seat")
        plate_what, to_play = translate("access", "a player's name plate"), translate("access", " (to play)")
        for seat, plate in sorted(scene.plates.items()):
            if not plate.isVisible():
                continue
            text = ", ".join([plate.name, *plate.lines]) if plate.lines else plate.name
            if plate.active:
                text += to_play
            entries.append((f"plate:{seat}", translate("access", "Seat: {0}").replace("{0}", text), plate_what))
        label_what = translate("access", "a pile or counter on the table")
        for name, label in scene.labels.items():
            if label.isVisible() and label.text():
                entries.append((f"label:{name}", label.text(), label_what))
        for name, pile in scene.piles.items():
            if pile.isVisible() and pile.text():
                entries.append((f"sticks:{name}", pile_words(table, name, pile.points, pile.label),
                                translate("access", "point sticks")))
        if scene.panel is not None and scene.panel.isVisible():
            texts = [t for t in scene.panel.texts() if t]
            if texts:
                what = translate("access", "the round, its counters and the seats' points")
                entries.append(("panel", ", ".join(texts), what))
        origin = scene.laid.origin
        own = [k for k in scene.laid.placements if origin[k] == ("hand", viewer)]
        mine = set(own)
        card_what = translate("access", "a card or tile")
        selected, playable = translate("access", "selected"), translate("access", "playable")
        places: dict[tuple[str, int], str] = {}
        lang = _language()
        for key in [*own, *(k for k in scene.laid.placements if k not in mine)]:
            zone, seat = origin[key]
            if (zone, seat) not in places:
                places[(zone, seat)] = place_words(table, zone, seat, viewer)
            item = scene.cards.get(key)
            words = [card_words(table, key, lang), places[(zone, seat)]]
            if item is not None and item.selected:
                words.append(selected)
            if item is not None and item.playable:
                words.append(playable)
            entries.append((key, ", ".join(words), card_what))
        if scene.pictures is not None:  # Magic's cheat cards: your own by name, the others' as a count
            entries.extend(picture_entries(table, viewer, lang))
        return entries

    def follow(self, spot: object) -> None:
        """Make the card under the keyboard cursor the current row."""
        row = self.rows.get(spot)
        if row is not None:
            self.setCurrentRow(row)

    def names(self) -> list[str]:
        return [self.item(i).text() for i in range(self.count())]


def picture_entries(table: TableWidget, viewer: object, lang: str) -> list[tuple[object, str, str]]:
    """The picture cards (a layout's second deck): each face-up one by its name, each seat's backs
    once, with how many it holds. A held card's key is its id, so the keyboard ring finds it."""
    scene = table.scene
    assert scene is not None and scene.pictures is not None
    translate = QCoreApplication.translate
    spec = scene.pictures.spec
    what = translate("access", "a picture card")
    entries: list[tuple[object, str, str]] = []
    backs: dict[int, int] = {}
    for (kind, seat, _card, _index), item in scene.pictures.items.items():
        if item.card is None:
            backs[seat] = backs.get(seat, 0) + 1
            continue
        owner = (translate("access", "yours") if seat == viewer else
                 table.names[seat] if 0 <= seat < len(table.names) else translate("access", "table"))
        marks = [translate("access", "may be declared")] if item.lit else []
        if item.selected:
            marks.append(translate("access", "selected"))
        key: object = item.card if kind == "held" else ("picture", kind, seat, item.card)
        entries.append((key, ", ".join([spec.name_of(item.card, lang), owner, *marks]), what))
    for seat, drawn in sorted(backs.items()):
        held = len([c for c in spec.held(scene.obs or {}, seat)]) if scene.obs is not None else drawn
        name = table.names[seat] if 0 <= seat < len(table.names) else "?"
        text = translate("access", "{0} face-down picture cards, {1}'s").replace("{0}", str(held)).replace("{1}", name)
        entries.append((("picture backs", seat), text, what))
    return entries


class Narrator(QObject):
    """Says each move and whose turn it is; keeps the table mirror in step."""

    def __init__(self, window: WindowFrame, panel_layout: Any) -> None:
        super().__init__(window)
        self.window = window
        self.spoken: list[str] = []
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setAccessibleName(QCoreApplication.translate("access", "Announcements"))
        self.line.setObjectName("announcements")
        self.mirror = TableMirror()
        self.mirror.setMaximumHeight(140)
        self.heading = QLabel()
        self.heading.setBuddy(self.mirror)
        panel_layout.addWidget(self.line)
        panel_layout.addWidget(self.heading)
        panel_layout.addWidget(self.mirror)
        self.turn: tuple[int, ...] = ()
        table = window.table
        table.card_cursor.moved.connect(self._cursor_moved)
        self.show_line(window.settings.show_announcements)
        self.show_list(window.settings.show_table_list)
        self.retranslate()
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def retranslate(self) -> None:
        view = self.window.table.view
        self.heading.setText(QCoreApplication.translate("access", "On the table"))
        self.line.setAccessibleName(QCoreApplication.translate("access", "Announcements"))
        self.mirror.setAccessibleName(QCoreApplication.translate("access", "On the table"))
        self.mirror.setAccessibleDescription(QCoreApplication.translate(
            "access", "Every seat, pile and card on the table; the current row is the card under the keyboard cursor."))
        view.setAccessibleName(QCoreApplication.translate("access", "Card table"))
        view.viewport().setAccessibleName(QCoreApplication.translate("access", "Card table"))
        view.setAccessibleDescription(QCoreApplication.translate(
            "access", "Arrow keys move through your cards, Space picks one, Enter plays; "
                      "each move's key is shown on its button."))

    def show_line(self, on: bool) -> None:
        self.line.setVisible(on)

    def show_list(self, asked: bool) -> None:
        """The list is for screen readers: shown when one is running (Qt says so) or when the
        player asks for it in Settings; otherwise the side panel keeps its room for the log."""
        on = asked or QAccessible.isActive()
        self.heading.setVisible(on)
        self.mirror.setVisible(on)

    def bind(self) -> None:
        """A match started: follow its adapter."""
        adapter = self.window.adapter
        if adapter is None:
            return
        self.turn = ()
        adapter.events_ready.connect(self._events)
        adapter.observation_ready.connect(self._observed)
        adapter.prompt.connect(lambda _seat, _legal: self.say(QCoreApplication.translate("access", "Your turn.")))

    def say(self, text: str) -> None:
        self.spoken.append(text)
        del self.spoken[: max(0, len(self.spoken) - SPOKEN_KEEP)]
        self.line.setText(text)
        if Announcement is not None:
            QAccessible.updateAccessibility(Announcement(self.line, text))
        else:  # Qt before 6.8: the line's new name is what readers pick up
            QAccessible.updateAccessibility(QAccessibleEvent(self.line, QAccessible.Event.NameChanged))

    def _events(self, _viewer: object, events: list[dict[str, Any]]) -> None:
        if self.window.host is None:
            return
        for event in events:
            line = self.window.log_line(event)
            if line:
                self.say(line)

    pending = False  # a mirror update is due on the next pass of the event loop

    def _observed(self, _seat: object, obs: Mapping[str, Any]) -> None:
        table = self.window.table
        if not self.pending:  # bots may send many tables in one pass: the mirror follows the last
            self.pending = True
            QTimer.singleShot(0, self._refresh)
        waiting = tuple(s for s in obs.get("to_act") or () if isinstance(s, int))
        if waiting == self.turn:
            return
        self.turn = waiting
        viewer = obs.get("seat")
        others = [s for s in waiting if s != viewer]
        if len(waiting) == 1 and others:
            name = table.names[others[0]] if others[0] < len(table.names) else "?"
            self.say(QCoreApplication.translate("access", "{0}'s turn.").replace("{0}", name))

    def _refresh(self) -> None:
        self.pending = False
        if self.mirror.isHidden() and QAccessible.isActive():  # a screen reader started meanwhile
            self.show_list(True)
        self.mirror.mirror(self.window.table)

    def _cursor_moved(self, spot: object) -> None:
        table = self.window.table
        self.mirror.mirror(table)  # selection marks changed with the pick
        self.mirror.follow(spot)
        row = self.mirror.rows.get(spot)
        if row is not None:
            text = self.mirror.item(row).text()
            table.view.setAccessibleDescription(text)
            QAccessible.updateAccessibility(QAccessibleEvent(table.view, QAccessible.Event.DescriptionChanged))


def _language() -> str:
    from shikitable.ui.words.language import interface_language

    return interface_language()
