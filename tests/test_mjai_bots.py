"""MJAI both ways: our bots behind `shikitable mjai-bot`, and MJAI commands seated at our table."""

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
from shikitable.ai.mahjong.mjai_seat import MjaiBotFailed, MjaiSeatBot
from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS
from shikitable.session.simulate import play_match
from shikitable.session.watchdog import BotWatchdog

OUR_MJAI_BOT = [sys.executable, "-m", "shikitable", "mjai-bot", "--level", "heuristic", "--seed", "5"]

TSUMOGIRI_BOT = textwrap.dedent(
    """
    import json, sys
    me = int(sys.argv[1])
    for line in sys.stdin:
        events = json.loads(line)
        last = events[-1]
        answer = {"type": "none"}
        if last["type"] == "start_game":
            me = last.get("id", me)
        if last["type"] == "tsumo" and last["actor"] == me:
            answer = {"type": "dahai", "actor": me, "pai": last["pai"], "tsumogiri": True}
        print(json.dumps(answer), flush=True)
    """
)


def _heuristics_and(seat_bot: Bot, where: int) -> list[Bot]:
    bots: list[Bot] = [make_bot("riichi", "heuristic", 100 + s) for s in range(3)]
    bots.insert(where, seat_bot)
    return bots


class _Counting(MjaiSeatBot):
    """Counts the decisions it was asked."""

    decisions = 0

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        self.decisions += 1
        return super().choose(observation, legal)


def test_our_mjai_bot_plays_a_whole_hanchan_through_the_pipe() -> None:
    """`shikitable mjai-bot` as a child process, against three of our heuristics: every answer
    is legal (the watchdog replaced none) and it never lost track of the match (no complaint)."""
    seat = _Counting(OUR_MJAI_BOT)
    errors: list[str] = []
    final: list[int] = []
    result, _ = play_match(get_game("riichi"), _heuristics_and(seat, 1), 11, errors, BotWatchdog(10, 11),
                           listener=lambda events: final.extend(s for e in events if e.kind == "match_end"
                                                                 for s in e.data["scores"]))
    assert errors == []
    assert seat.complaints == []
    assert seat.decisions > 50
    assert len(result.seasons) >= 8 or min(final) < 0  # a whole hanchan (or a bust ended it)
    assert seat.child is None  # stopped at the end of the match


def test_a_tsumogiri_bot_written_here_plays_whole_matches(tmp_path: Path) -> None:
    script = tmp_path / "tsumogiri.py"
    script.write_text(TSUMOGIRI_BOT, encoding="utf-8")
    for seed, where in ((3, 0), (4, 2)):
        seat = MjaiSeatBot([sys.executable, str(script)])
        errors: list[str] = []
        result, _ = play_match(get_game("riichi"), _heuristics_and(seat, where), seed, errors, BotWatchdog(10, seed),
                               options={"length": "tonpuu"})
        assert errors == [] and seat.complaints == []
        # never calling, never winning: it must end below the heuristics on average
        assert result.points[where] < max(result.points)


class _InProcess(MjaiSeatBot):
    """The seat speaking to an MjaiClient in this process, checking at every decision that the
    moves the client rebuilt from MJAI alone are the moves the engine offers."""

    def __init__(self, level: str) -> None:
        super().__init__(["in-process"])
        self.client = MjaiClient(make_bot("riichi", level, 7))
        self.inner = self.client.bot
        self.compared = 0
        self.offered: Sequence[Action] = ()

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        reds = RED_FIVE_SETS[observation["red_fives"]]
        drawn = observation["drawn"]

        def faces(moves: Sequence[Action], hand_drawn: int | None) -> set[Any]:
            return {(a.kind, tuple(sorted((t >> 2, t in reds) for t in a.cards)),
                     bool(a.cards) and a.cards[0] == hand_drawn) for a in moves}

        inner = self.inner
        outer = self

        class Checking(Bot):
            def choose(self, obs: Mapping[str, Any], mirrored: Sequence[Action]) -> Action:
                assert faces(mirrored, obs["drawn"]) == faces(legal, drawn)
                assert sorted(obs["hand"]) and len(obs["hand"]) == len(observation["hand"])
                assert obs["wall_remaining"] == observation["wall_remaining"]
                assert obs["scores"] == [observation["scores"][(a + outer.writer.first) % 4]  # type: ignore[union-attr]
                                         for a in range(4)]
                outer.compared += 1
                return inner.choose(obs, mirrored)

        self.client.bot = Checking()
        return super().choose(observation, legal)

    def _ask(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        return self.client.react(json.loads(json.dumps(events)))


@pytest.mark.parametrize("seed", [21, 22])
def test_the_moves_rebuilt_from_mjai_are_the_engines(seed: int) -> None:
    seat = _InProcess("heuristic")
    errors: list[str] = []
    play_match(get_game("riichi"), _heuristics_and(seat, seed % 4), seed, errors, BotWatchdog(10, seed))
    assert errors == []
    assert seat.compared > 50


def test_a_bot_that_answers_nonsense_gets_a_legal_move_played_for_it_and_logged() -> None:
    silly = [sys.executable, "-c", "import sys\nfor line in sys.stdin: print('{\"type\":\"pon\"}', flush=True)"]
    seat = MjaiSeatBot(silly)
    errors: list[str] = []
    result, _ = play_match(get_game("riichi"), _heuristics_and(seat, 0), 5, errors, BotWatchdog(10, 5),
                           options={"length": "tonpuu"})
    assert result.seasons  # the match went on to its end
    assert errors and all("not a legal move" in e for e in errors)


def test_a_bot_that_does_not_answer_in_time_fails_that_move_and_starts_afresh() -> None:
    mute = [sys.executable, "-c", "import sys\nfor line in sys.stdin: pass"]
    game = get_game("riichi")
    state = game.setup(4, None, 3)
    seat_number = game.to_act(state)[0]
    seat = MjaiSeatBot(mute, answer_seconds=0.2)
    seat.see([e.seen_by(seat_number) for e in state.opening_events])
    legal = game.legal_actions(state, seat_number)
    with pytest.raises(MjaiBotFailed, match="no answer within"):
        seat.choose(game.observation(state, seat_number), legal)
    assert seat.child is None and seat.restart  # the next question goes to a fresh process, whole match first
    assert seat._pending()[0]["type"] == "start_game"


def test_a_command_that_cannot_start_is_a_clear_failure() -> None:
    game = get_game("riichi")
    state = game.setup(4, None, 3)
    seat_number = game.to_act(state)[0]
    seat = MjaiSeatBot(["/nonexistent/mjai-bot"])
    seat.see([e.seen_by(seat_number) for e in state.opening_events])
    with pytest.raises(MjaiBotFailed, match="cannot start"):
        seat.choose(game.observation(state, seat_number), game.legal_actions(state, seat_number))
    with pytest.raises(ValueError, match="empty"):
        MjaiSeatBot("  ")


def test_mjai_bot_answers_every_line_and_names_what_it_cannot_read() -> None:
    import io

    from shikitable.ai.mahjong.mjai_client import serve

    hidden = ["?"] * 13
    start = [
        {"type": "start_game", "id": 0},
        {"type": "start_kyoku", "bakaze": "E", "dora_marker": "2s", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0,
         "scores": [25000] * 4,
         "tehais": [["1m", "2m", "3m", "4p", "5pr", "6p", "7s", "8s", "9s", "E", "E", "C", "C"],
                    hidden, hidden, hidden]},
        {"type": "tsumo", "actor": 0, "pai": "N"},
    ]
    lines = [
        json.dumps(start),
        json.dumps([{"type": "reach", "actor": 0}]),
        "not json",
        json.dumps([{"type": "dahai", "actor": 0, "pai": "N", "tsumogiri": True},
                    {"type": "tsumo", "actor": 1, "pai": "?"},
                    {"type": "dahai", "actor": 1, "pai": "C", "tsumogiri": True}]),
    ]
    out, err = io.StringIO(), io.StringIO()
    assert serve("heuristic", 0, io.StringIO("\n".join(lines) + "\n"), out, err, seed=1) == 0
    answers = [json.loads(line) for line in out.getvalue().splitlines()]
    assert answers[0] == {"type": "reach", "actor": 0}  # ready after letting the north go
    assert answers[1] == {"type": "dahai", "actor": 0, "pai": "N", "tsumogiri": True}
    assert answers[2] == {"type": "none"} and "not JSON" in err.getvalue()
    assert answers[3] == {"type": "hora", "actor": 0, "target": 1, "pai": "C"}  # ron on the red dragon


@pytest.mark.parametrize(("events", "reason"), [
    ([{"type": "tsumo", "actor": 0, "pai": "1m"}], "before any start_kyoku"),
    ([{"type": "start_game", "id": 9}], "not 0-3"),
    ([{"type": "start_kyoku", "bakaze": "E"}], "lacks its 'kyoku'"),
])
def test_mjai_the_bot_cannot_follow_is_named(events: list[dict[str, Any]], reason: str) -> None:
    from shikitable.games.mahjong.riichi.mjai_mirror import MjaiError, MjaiMirror

    mirror = MjaiMirror(0)
    with pytest.raises(MjaiError, match=reason):
        for event in events:
            mirror.feed(event)


REACHER_BOT = textwrap.dedent(
    """
    import json, sys
    log = open(sys.argv[1], "a")
    first = True
    for line in sys.stdin:
        events = json.loads(line)
        if first:
            log.write(events[0]["type"] + " " + str(len(events)) + "\\n")
            log.flush()
            first = False
        last = events[-1]
        answer = {"type": "none"}
        if last["type"] == "tsumo" and last["actor"] == int(sys.argv[2]):
            answer = {"type": "reach", "actor": last["actor"]}
        elif last["type"] == "reach":
            answer = {"type": "dahai", "actor": last["actor"], "pai": "?", "tsumogiri": False}
        print(json.dumps(answer), flush=True)
    """
)


def test_a_riichi_that_goes_wrong_restarts_the_bot_with_the_whole_match(tmp_path: Path) -> None:
    """Told its reach stood, the bot names no tile to lay sideways: another move is played for
    it, so its picture is wrong; it is started afresh and told the match from the beginning."""
    script, starts = tmp_path / "reacher.py", tmp_path / "starts.txt"
    script.write_text(REACHER_BOT, encoding="utf-8")
    game = get_game("riichi")
    state = game.setup(4, None, 8)
    heuristics = [make_bot("riichi", "heuristic", s) for s in range(4)]
    seen: list[Any] = list(state.opening_events)
    while True:  # heuristics play until one of them may declare riichi
        seat_number = game.to_act(state)[0]
        legal = game.legal_actions(state, seat_number)
        if any(a.kind == "riichi" for a in legal):
            break
        _, events = game.apply(state, seat_number, heuristics[seat_number].choose(
            game.observation(state, seat_number), legal))
        seen.extend(events)
    seat = MjaiSeatBot([sys.executable, str(script), str(starts), "{id}"])
    seat.see([e.seen_by(seat_number) for e in seen])
    observation = game.observation(state, seat_number)
    with pytest.raises(MjaiBotFailed, match="unknown tile"):
        seat.choose(observation, legal)
    assert seat.restart and seat.child is None
    with pytest.raises(MjaiBotFailed):
        seat.choose(observation, legal)  # the fresh process asks for riichi again, as badly
    seat.close()
    lines = starts.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2 and lines[0] == lines[1]  # both heard the whole match from start_game
    assert lines[0].startswith("start_game ") and int(lines[0].split()[1]) > 10
