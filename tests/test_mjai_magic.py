"""An MJAI bot in a Magic: the Mahjong seat: it plays the tiles, the seat answers the card windows,
and a card that changes its hand or the points is told to it as the hand afresh."""

from __future__ import annotations

import json
import sys
import textwrap
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.ai.mahjong.mjai_client import MjaiClient
from shikitable.ai.mahjong.mjai_magic import MagicMjaiSeatBot
from shikitable.ai.mahjong.mjai_seat import MjaiBotFailed
from shikitable.ai.mahjong.mjai_seats import make_seat_bot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games import get_game
from shikitable.games.mahjong.magic import MagicGame
from shikitable.games.mahjong.magic.state import MagicState
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS
from shikitable.session.simulate import play_match
from shikitable.session.watchdog import BotWatchdog
from tests.magic_helpers import do, fresh, pass_windows, set_cards, touch
from tests.riichi_helpers import give

MAGIC = get_game("magic")

# Keeps its hand from the events alone and discards its lowest tile: a picture that is wrong
# (a tile it no longer holds) makes its discard illegal, which the match logs as an error.
HAND_KEEPER_BOT = textwrap.dedent(
    """
    import json, sys
    me = int(sys.argv[1])
    hand = []
    for line in sys.stdin:
        answer = {"type": "none"}
        for event in json.loads(line):
            kind = event["type"]
            if kind == "start_game":
                me = event.get("id", me)
            elif kind == "start_kyoku":
                hand = list(event["tehais"][me])
            elif kind == "tsumo" and event["actor"] == me:
                hand.append(event["pai"])
            elif kind == "dahai" and event["actor"] == me:
                hand.remove(event["pai"])
        last = json.loads(line)[-1]
        if last["type"] == "tsumo" and last["actor"] == me:
            low = min(hand)
            answer = {"type": "dahai", "actor": me, "pai": low, "tsumogiri": low == last["pai"]}
        print(json.dumps(answer), flush=True)
    """
)


class _Attacker(Bot):
    """A Magic heuristic that declares Hand Break and Stick Raid at the MJAI seat whenever it may."""

    def __init__(self, victim: int, seed: int) -> None:
        super().__init__(seed)
        self.victim = victim
        self.inner = make_bot("magic", "heuristic", seed)

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        for action in legal:
            if action.kind == "card" and str(action.arg) in (f"hand_break:{self.victim}", "stick_raid"):
                return action
        return self.inner.choose(observation, legal)


class _Rigged(MagicGame):
    """Magic in which the MJAI seat's neighbours start holding the cards aimed at it."""

    def __init__(self, victim: int) -> None:
        super().__init__()
        self.victim = victim

    def setup(self, players: int, options: Mapping[str, Any] | None, seed: int,
              decks: Sequence[Sequence[int]] | None = None) -> MagicState:
        ms = super().setup(players, options, seed, decks)
        set_cards(ms, (self.victim + 1) % 4, ["hand_break"])
        set_cards(ms, (self.victim + 2) % 4, ["stick_raid"])
        return ms


def _table(seat_bot: Bot, where: int) -> list[Bot]:
    bots: list[Bot] = [_Attacker(where, 100 + s) for s in range(3)]
    bots.insert(where, seat_bot)
    return bots


TONPUU = {"length": "tonpuu", "card_reset": False}


class _CountingSwaps(MagicMjaiSeatBot):
    swaps = 0

    def _swap_in_history(self, out: int, incoming: int) -> None:
        self.swaps += 1
        super()._swap_in_history(out, incoming)


def test_a_bot_written_here_plays_whole_magic_matches(tmp_path: Path) -> None:
    """A child-process bot keeping its hand from MJAI alone plays whole matches with every
    answer legal, a Hand Break on its hand included (a wrong picture would discard a tile it lost)."""
    script = tmp_path / "keeper.py"
    script.write_text(HAND_KEEPER_BOT, encoding="utf-8")
    swaps = 0
    for seed, where in ((31, 0), (32, 1), (33, 3)):
        seat = _CountingSwaps([sys.executable, str(script)])
        errors: list[str] = []
        result, _ = play_match(_Rigged(where), _table(seat, where), seed, errors, BotWatchdog(10, seed),
                               options=TONPUU)
        assert errors == [] and seat.complaints == []
        assert len(result.seasons) >= 4  # a whole tonpuu
        assert seat.child is None  # stopped at the end of the match
        swaps += seat.swaps
    assert swaps > 0


class _InProcess(MagicMjaiSeatBot):
    """The seat speaking to an MjaiClient in this process; at every decision the client's picture,
    rebuilt from MJAI alone, is compared with the engine's observation (`_Compared`)."""

    def __init__(self) -> None:
        super().__init__(["in-process"])
        self.inner = make_bot("riichi", "heuristic", 7)
        self.client = MjaiClient(_Compared(self))
        self.engine_view: Mapping[str, Any] = {}
        self.compared = self.compared_after_swap = self.compared_after_points = 0
        self.swapped = self.points_moved = False

    def _swap_in_history(self, out: int, incoming: int) -> None:
        self.swapped = True
        super()._swap_in_history(out, incoming)

    def _move_points_in_history(self, scores: list[int]) -> None:
        self.points_moved = self.points_moved or scores != self.scores
        super()._move_points_in_history(scores)

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        self.engine_view = observation
        return super().choose(observation, legal)

    def _ask(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        return self.client.react(json.loads(json.dumps(events)))


class _Compared(Bot):
    """The client's bot: checks the picture MJAI gave it against the engine's, then plays."""

    def __init__(self, seat: _InProcess) -> None:
        super().__init__(None)
        self.seat = seat

    def choose(self, seen: Mapping[str, Any], mirrored: Sequence[Action]) -> Action:
        seat, engine = self.seat, self.seat.engine_view
        reds = RED_FIVE_SETS[engine["red_fives"]]

        def faces(tiles: Sequence[int]) -> list[tuple[int, bool]]:
            return sorted((t >> 2, t in reds) for t in tiles)

        first = engine["first_dealer"]
        assert faces(seen["hand"]) == faces(engine["hand"])
        assert seen["scores"] == [engine["scores"][(a + first) % 4] for a in range(4)]
        assert faces(seen["dora_indicators"]) == faces(engine["dora_indicators"])
        assert seen["wall_remaining"] == engine["wall_remaining"]
        seat.compared += 1
        seat.compared_after_swap += seat.swapped
        seat.compared_after_points += seat.points_moved
        return seat.inner.choose(seen, mirrored)


@pytest.mark.parametrize("seed", [42, 43])
def test_after_a_card_changes_its_hand_the_bots_picture_is_the_engines(seed: int) -> None:
    """Hand Break swaps a tile of the MJAI seat's hand with the wall, Stick Raid moves points:
    the bot hears the hand afresh, and at every later decision its hand, the scores, the dora
    and the wall it rebuilt from MJAI alone are the engine's."""
    where = seed % 4
    seat = _InProcess()
    errors: list[str] = []
    play_match(_Rigged(where), _table(seat, where), seed, errors, BotWatchdog(10, seed), options=TONPUU)
    assert errors == []
    assert seat.compared > 50
    assert seat.compared_after_swap > 0 and seat.compared_after_points > 0


def test_card_windows_are_answered_by_the_seat_not_the_bot() -> None:
    """At the reset offer and in a card window the seat keeps and passes without asking the bot
    (a command that cannot even start is never run)."""
    state = MAGIC.setup(4, None, 5)
    seat_number = MAGIC.to_act(state)[0]
    assert state.window is not None and state.window.kind == "reset"
    bot = MagicMjaiSeatBot(["/nonexistent/mjai-bot"])
    legal = MAGIC.legal_actions(state, seat_number)
    assert bot.choose(MAGIC.observation(state, seat_number), legal) == Action("keep")
    assert bot.child is None


def test_magic_seats_are_offered_mjai_bots() -> None:
    seat = make_seat_bot("magic", "mjai:Ours", 1, {"Ours": "run-ours"})
    assert isinstance(seat, MagicMjaiSeatBot)


class _Scripted(MagicMjaiSeatBot):
    """Answers from a list, recording what it was sent; an unexpected question fails the test."""

    def __init__(self, answers: list[dict[str, Any]]) -> None:
        super().__init__(["scripted"])
        self.answers = answers
        self.sent_lines: list[list[dict[str, Any]]] = []

    def _ask(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        self.sent_lines.append(events)
        if not self.answers:
            raise AssertionError(f"the bot was asked, unexpectedly: {events[-1:]}")
        return self.answers.pop(0)


def _dealer_turn(hand: str, drawn: str) -> tuple[MagicState, int]:
    ms = fresh(3)
    seat = ms.riichi.current
    give(ms.riichi, seat, hand, drawn=drawn)
    touch(ms)
    return ms, seat


def test_a_forced_tsumogiri_discards_the_drawn_tile_whatever_the_bot_chose() -> None:
    ms, seat = _dealer_turn("19m19p19s1234567z", "5m")
    ms.cards.tsumogiri_turns[seat] = 1  # Hold on this seat: it must let its draw go
    touch(ms)
    bot = _Scripted([{"type": "dahai", "actor": 0, "pai": "1m", "tsumogiri": False}])
    chosen = bot.choose(MAGIC.observation(ms, seat), MAGIC.legal_actions(ms, seat))
    assert chosen == Action("discard", (ms.riichi.hands[seat].drawn,))
    assert len(bot.card_forced) == 1  # noted as the card's doing, not the bot's failure


def test_a_tsumo_taken_back_by_a_card_lets_the_drawn_tile_go_without_asking_the_bot() -> None:
    ms, seat = _dealer_turn("123m456p789s1122z", "1z")
    ms.no_tsumo = seat  # a card took the win back
    touch(ms)
    bot = _Scripted([])
    drawn = ms.riichi.hands[seat].drawn
    chosen = bot.choose(MAGIC.observation(ms, seat), MAGIC.legal_actions(ms, seat))
    assert chosen == Action("discard", (drawn,))  # still waiting on 1z/2z
    assert bot.sent_lines == []


def test_a_forbidden_riichi_is_the_same_discard_and_the_bot_hears_the_hand_afresh() -> None:
    ms, seat = _dealer_turn("123m456p789s1122z", "3z")
    assert any(a.kind == "riichi" for a in MAGIC.legal_actions(ms, seat))
    ms.riichi.barred = {"riichi": [seat]}  # Binding on this seat
    touch(ms)
    bot = _Scripted([{"type": "reach", "actor": 0}, {"type": "dahai", "actor": 0, "pai": "W", "tsumogiri": True}])
    chosen = bot.choose(MAGIC.observation(ms, seat), MAGIC.legal_actions(ms, seat))
    assert chosen.kind == "discard" and chosen.cards == (ms.riichi.hands[seat].drawn,)  # the west, no riichi
    assert bot.resync  # it was told its reach came back: its next line retells the hand


def test_a_ron_in_the_furiten_a_taken_back_ron_left_is_a_pass() -> None:
    """Ron Repel took back a ron of the MJAI seat: the engine counts it a passed win (furiten),
    which MJAI cannot tell the bot. When the bot tries that ron again the seat passes for it;
    without a ron taken back, the same answer is the bot's own mistake and fails."""
    ms = fresh(3)
    dealer = ms.riichi.current
    seat = (dealer + 1) % 4
    give(ms.riichi, seat, "23m456p789s11122z")  # waits on 1m-4m with a triplet of East; may chi 1m
    give(ms.riichi, dealer, "19p19s1234567z55p", drawn="1m")
    ms.riichi.hands[seat].temporary_furiten = True  # as the taken-back ron left it
    do(ms, dealer, "discard", (ms.riichi.hands[dealer].drawn,))  # type: ignore[arg-type]
    pass_windows(ms)
    legal = MAGIC.legal_actions(ms, seat)
    assert {a.kind for a in legal} == {"pass", "chi"}
    hora = {"type": "hora", "actor": 1, "target": 0, "pai": "1m"}
    repelled = _Scripted([hora])
    repelled.see([Event("card_effect", {"card": "ron_repel", "seat": dealer, "op": "cancel_win", "target": seat})])
    assert repelled.choose(MAGIC.observation(ms, seat), legal) == Action("pass")
    own_mistake = _Scripted([hora])
    with pytest.raises(MjaiBotFailed, match="not a legal move"):
        own_mistake.choose(MAGIC.observation(ms, seat), legal)
