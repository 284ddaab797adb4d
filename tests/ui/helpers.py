"""Building a table bound to a match, for the tests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence

from PySide6.QtCore import QRectF, Qt

from shikitable.ai import make_bot
from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.table.cards import CARD_HEIGHT
from shikitable.ui.table.table import TableWidget
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow


def make_table(qtbot, kinds: Sequence[str], seed: int = 7, game_id: str = "taxot", options=None):
    """A table for a match whose seats are `kinds` ("human" or a bot level); instant animation,
    no bot delay."""
    game = get_game(game_id)
    seats = [Seat(f"P{i}", kind) for i, kind in enumerate(kinds)]
    host = MatchHost(game, len(kinds), seed, options, seats)
    bots = {i: make_bot(game_id, kind, seed + i) for i, kind in enumerate(kinds) if kind != "human"}
    adapter = MatchAdapter(host, bots, bot_delay_ms=0)
    table = TableWidget()
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.bind(adapter, layout_for(game_id), game, [s.name for s in seats], factor=0.0)
    table.show()
    return host, adapter, table


def quick_main_window(qtbot) -> MainWindow:
    """A main window in English that animates instantly, lets bots move at once and saves
    nothing; shown. Its Game menu has the network room's Host / Join, as the application's has."""
    from shikitable.ui.net.menu import add_network_actions

    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False,
                        game_menu_extras=(add_network_actions,))
    qtbot.addWidget(window)
    window.show()
    return window


def card_rect(placement, aspect: float) -> QRectF:
    """Where a placed card (or tile) of this width-to-height `aspect` lies on the table."""
    w, h = CARD_HEIGHT * aspect * placement.scale, CARD_HEIGHT * placement.scale
    if round(placement.rotation) % 180 != 0:
        w, h = h, w
    c = placement.center
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def hot_seat_turns(
    qtbot, adapter, table, limit: int = 200, timeout: int = 5000, hidden: Callable[[], set[int]] | None = None
) -> Iterator[tuple[bool, int]]:
    """Starts a match of two humans sharing the screen and plays until the first season is over
    (the adapter pauses there) or `limit` steps: yields (True, seat) while the curtain hides the
    table before `seat`'s turn (none of the cards `hidden()` names shows face up; the caller may
    check more; then the curtain is lifted and that seat's prompt awaited), and (False, seat) at
    a human's turn (the caller moves)."""
    adapter.season_over.connect(lambda *args: adapter.pause())
    adapter.start()
    for _ in range(limit):
        qtbot.waitUntil(lambda: table.seat is not None or table.curtain.isVisible() or adapter.paused, timeout=timeout)
        if adapter.paused:
            return
        if table.curtain.isVisible():
            assert table.scene.obs["seat"] is None  # the hidden table shows only the public view
            if hidden is not None:
                assert not table.scene.face_up_cards() & hidden(), "a hidden card shows behind the curtain"
            seat = table.curtain.seat
            yield True, seat
            qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
            assert not table.curtain.isVisible()
            qtbot.waitUntil(lambda seat=seat: table.seat == seat, timeout=2000)
            continue
        yield False, table.seat


def held_by(host, seats: Iterable[int]) -> set[int]:
    """Every card in these seats' hands."""
    return {card for seat in seats for card in host.state.hands[seat]}


def first_season_turns(qtbot, adapter, table, seasons: list[dict], timeout: int = 5000) -> Iterator[dict]:
    """Starts the match and yields the observation of seat 0 (the human) at each of its turns
    until the first season ends; `seasons` collects the season records."""
    adapter.season_over.connect(lambda record, scores, over: seasons.append(record))
    adapter.start()
    while True:
        qtbot.waitUntil(lambda: table.seat == 0 or bool(seasons), timeout=timeout)
        if seasons:
            return
        yield adapter.host.observation(0)


def play_through_the_buttons(qtbot, table, host, action) -> None:
    """Make seat 0's `action` as a player would: click its cards, press its button (its road or
    target, when the button offers several), and check the host got exactly that move."""
    table.selected = set()  # nothing left picked from an earlier turn
    for card in action.cards:
        table.click_card(card)
    before = len(host.log)
    assert table.perform(action.kind, action.arg) if action.cards else table.perform(action.kind)
    qtbot.waitUntil(lambda: len(host.log) > before, timeout=3000)
    assert host.log[before] == (0, action)


def visible_to(obs: dict) -> set[int]:
    """Every card the observation shows (its own hand and the public zones of 終季)."""
    cards = set(obs.get("hand", [])) | set(obs.get("hikari", []))
    for river in obs.get("rivers", []):
        cards |= set(river)
    for melds in obs.get("melds", []):
        for meld in melds:
            cards |= set(meld)
    return cards
