"""The match host, the save/replay format and its refusals, and the CLI."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from shikitable.core import Action, IllegalAction
from shikitable.games import get_game
from shikitable.session import BadSave, MatchHost, SaveData, read_save, write_save
from shikitable.session.simulate import simulate


def play_some(host: MatchHost, steps: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        waiting = host.to_act()
        if not waiting:
            return
        seat = waiting[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))


def test_save_and_load_give_the_same_match(tmp_path: Path) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=11, options={"hikari": True})
    play_some(host, 150)
    path = tmp_path / "match.json"
    write_save(path, host.save_data())
    again = MatchHost.from_save(read_save(path))
    assert again.game.state_to_json(again.state) == host.game.state_to_json(host.state)
    assert again.options["hikari"] is True


def test_explicit_deck_order_is_used_for_the_first_season() -> None:
    order = list(range(48))
    host = MatchHost(get_game("taxot"), 2, seed=3, decks=[order])
    dealt = sorted(c for hand in host.state.hands for c in hand)
    # ten cards dealt from the top, and the first draw from the bottom of the stock
    assert set(range(10)) <= set(dealt)


def test_each_seat_sees_only_its_own_secrets() -> None:
    host = MatchHost(get_game("taxot"), 3, seed=5)
    views = {seat: host.events_for(seat) for seat in range(3)}
    for seat, events in views.items():
        for event in events:
            if event["kind"] == "deal":
                assert ("cards" in event) == (event["seat"] == seat)


def test_illegal_submission_is_refused_and_not_logged() -> None:
    host = MatchHost(get_game("taxot"), 3, seed=5)
    waiting = host.to_act()[0]
    other = (waiting + 1) % 3
    with pytest.raises(IllegalAction):
        host.submit(other, Action("discard", (host.state.hands[other][0],)))
    assert host.log == [] and host.version == 0


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "not a shikitable save"),
        ('{"format": "chess-pgn"}', "not a shikitable save"),
        ('{"format": "shikitable-match", "version": 99}', "version 99"),
        (
            '{"format": "shikitable-match", "version": 1, "game": "go", "players": 2, "seed": 1,'
            ' "options": {}, "actions": []}',
            "unknown game",
        ),
        (
            '{"format": "shikitable-match", "version": 1, "game": "taxot", "players": 4, "seed": 1,'
            ' "options": {"colour": "blue"}, "actions": []}',
            "unknown option",
        ),
        (
            '{"format": "shikitable-match", "version": 1, "game": "taxot", "players": 4, "seed": 1,'
            ' "options": {}, "actions": [[0, {"kind": "fly"}]]}',
            "action 1",
        ),
    ],
)
def test_broken_or_foreign_saves_are_refused_clearly(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(BadSave, match=message):
        MatchHost.from_save(read_save(path))
    assert path.read_text(encoding="utf-8") == content  # the file is kept as it was


def test_heuristic_beats_random_at_taxot() -> None:
    summary = simulate(get_game("taxot"), ["heuristic", "random", "random", "random"], 60, seed=2)
    means = [s["mean_points"] for s in summary["seats"]]
    assert all(means[0] > m for m in means[1:]), means


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shikitable", *args], capture_output=True, text=True, timeout=120)


def test_cli_games_lists_the_game_ids() -> None:
    out = run_cli("games")
    assert out.returncode == 0
    assert "taxot" in out.stdout and "mokkaik" in out.stdout


def test_cli_simulate_prints_seats_in_order() -> None:
    out = run_cli(
        "simulate",
        "--game",
        "taxot",
        "--players",
        "3",
        "--games",
        "5",
        "--seed",
        "1",
        "--bots",
        "heuristic,random,random",
    )
    assert out.returncode == 0, out.stderr
    summary = json.loads(out.stdout)
    assert [s["bot"] for s in summary["seats"]] == ["heuristic", "random", "random"]
    assert summary["games_per_s"] > 0 and summary["actions_per_s"] > 0


def test_cli_replay_prints_the_result_and_refuses_bad_files(tmp_path: Path) -> None:
    host = MatchHost(get_game("taxot"), 3, seed=8)
    play_some(host, 100_000)
    assert host.over
    good = tmp_path / "good.json"
    write_save(good, host.save_data())
    out = run_cli("replay", str(good))
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["result"]["points"] == host.result().points  # type: ignore[union-attr]
    bad = tmp_path / "bad.json"
    bad.write_text("garbage", encoding="utf-8")
    out = run_cli("replay", str(bad))
    assert out.returncode != 0 and "not valid JSON" in out.stderr


def test_save_data_round_trips_through_json() -> None:
    save = SaveData("taxot", 4, 9, {"hikari": True}, [(0, Action("discard", (3,)))], decks=[list(range(48))])
    assert SaveData.from_json(json.loads(json.dumps(save.to_json()))) == save


def test_a_crashing_bot_does_not_end_the_match() -> None:
    from shikitable.ai.base import Bot, RandomBot
    from shikitable.session.simulate import play_match

    class Broken(Bot):
        def choose(self, observation, legal):  # type: ignore[no-untyped-def]
            raise RuntimeError("boom")

    errors: list[str] = []
    result, actions = play_match(get_game("taxot"), [Broken(), RandomBot(1), RandomBot(2)], seed=4, errors=errors)
    assert actions > 0 and sum(result.points) == 0
    assert errors and all("boom" in e for e in errors)


def test_engine_layers_do_not_import_qt() -> None:
    """core, games, ai, session and net run without Qt (CLI, worker threads, the network server)."""
    root = Path(__file__).resolve().parent.parent / "shikitable"
    offenders = []
    for layer in ("core", "games", "ai", "session", "net"):
        for path in (root / layer).rglob("*.py"):
            for line in path.read_text(encoding="utf-8").splitlines():
                words = line.split()
                if words[:1] in (["import"], ["from"]) and len(words) > 1 and words[1].split(".")[0] in (
                    "PySide6", "qasync", "shiboken6"
                ):
                    offenders.append(f"{path.name}: {line.strip()}")
    assert not offenders
