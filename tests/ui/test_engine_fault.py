"""A game that fails on a move (a bug) does not freeze the table: the move is refused with a
message, the table stays as it was, and play goes on (issue #29)."""

from __future__ import annotations

import json
from typing import Any

from shikitable.ai import make_bot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games.nincetkaik.taxot import Taxot, TaxotState
from shikitable.session.host import MatchHost
from shikitable.ui.table.adapter import MatchAdapter


class FailsAtFirst(Taxot):
    """終季 whose first `failures` moves change the table a little and then fail."""

    def __init__(self, failures: int) -> None:
        super().__init__()  # the phases 終季 declares
        self.failures = failures

    def apply_admitted(self, state: TaxotState, seat: int, action: Action) -> tuple[TaxotState, list[Event]]:
        # the host's gate admits a move and the engine carries it out here (one check per move)
        if self.failures:
            self.failures -= 1
            state.scores[seat] += 99  # half a move, as a bug would leave it
            raise RuntimeError("a bug in the middle of a move")
        return super().apply_admitted(state, seat, action)


def table_text(host: MatchHost) -> str:
    return json.dumps(host.game.state_to_json(host.state), sort_keys=True)


def test_a_players_move_the_game_fails_on_is_refused_with_a_message(qtbot: Any) -> None:
    host = MatchHost(FailsAtFirst(1), 4, seed=3)
    adapter = MatchAdapter(host, {}, bot_delay_ms=0)
    said: list[str] = []
    adapter.illegal.connect(lambda seat, reason: said.append(reason))
    seat = host.to_act()[0]
    move = host.legal_actions(seat)[0]
    before = table_text(host)
    assert adapter.act(seat, move) is False
    assert said and "could not carry out" in said[0]
    assert table_text(host) == before and host.log == []
    assert adapter.act(seat, move) is True  # the same move, now that the game carries it out
    assert host.log == [(seat, move)]


def test_a_bots_move_the_game_fails_on_is_reported_and_play_goes_on(qtbot: Any) -> None:
    host = MatchHost(FailsAtFirst(2), 4, seed=3)
    bots = {seat: make_bot("taxot", "random", seat) for seat in range(4)}
    adapter = MatchAdapter(host, bots, bot_delay_ms=0)
    reported: list[str] = []
    adapter.bot_error.connect(lambda seat, message: reported.append(message))
    adapter.advance()
    qtbot.waitUntil(lambda: len(host.log) >= 3, timeout=10_000)
    assert len(reported) == 2 and all("could not carry out" in m for m in reported)
    adapter.close()
    sound = MatchHost(Taxot(), 4, seed=3)  # the same moves on a sound game: no half move was kept
    for seat, action in host.log:
        sound.submit(seat, action)
    assert table_text(sound) == table_text(host)
