"""Bad bots, bad arguments, bad files: each gets a clear message and loses nothing."""

from __future__ import annotations

import json
import os
import random
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from shikitable.__main__ import main
from shikitable.ai.base import Bot, RandomBot
from shikitable.core.actions import Action
from shikitable.games import GAMES, get_game
from shikitable.session import BadSave, MatchHost, read_save, write_save
from shikitable.session.simulate import play_match
from shikitable.session.watchdog import BotWatchdog
from shikitable.ui.windows.settings import Settings, load_settings, save_settings

# --- the bot watchdog -----------------------------------------------------------------------


class RaisingBot(Bot):
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        raise ZeroDivisionError("oops")


class StrangerBot(Bot):
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return Action("resign")


class TupleBot(Bot):
    """Answers with a plain tuple equal to a legal move: not an Action, so refused."""

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return tuple(legal[0])  # type: ignore[return-value]


class MutatingBot(Bot):
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        choice = legal[0]
        legal.clear()  # type: ignore[attr-defined]
        return choice


class SlowBot(Bot):
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:  # thinks far too long (sleeping, to spare the machine)
            time.sleep(0.01)
        return legal[0]


@pytest.mark.parametrize(
    ("bot", "complaint"),
    [
        (RaisingBot(), "raised ZeroDivisionError"),
        (StrangerBot(), "not a legal move"),
        (TupleBot(), "not an action"),
        (MutatingBot(), "changed the list"),
    ],
)
def test_a_broken_bot_is_replaced_by_a_random_legal_move(bot: Bot, complaint: str) -> None:
    game = get_game("taxot")
    errors: list[str] = []
    result, actions = play_match(game, [bot, RandomBot(1), RandomBot(2), RandomBot(3)], seed=4, errors=errors)
    assert result is not None and actions > 0  # the match went on to its end
    assert errors and all(complaint in e for e in errors) and all(e.startswith("seat 0") for e in errors)


def test_the_legal_list_stays_intact_for_the_engine() -> None:
    """A bot that empties its list must not empty the game's cached list."""
    game = get_game("taxot")
    state = game.setup(4, None, 1)
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    before = list(legal)
    BotWatchdog(seed=1).choose(seat, MutatingBot(), game.observation(state, seat), legal)
    assert legal == before and game.legal_actions(state, seat) == before


def test_a_bot_that_thinks_too_long_is_stopped_on_the_main_thread() -> None:
    game = get_game("taxot")
    state = game.setup(4, None, 1)
    seat = game.to_act(state)[0]
    watchdog = BotWatchdog(time_limit_s=0.2, seed=1)
    started = time.monotonic()
    choice = watchdog.choose(seat, SlowBot(), game.observation(state, seat), game.legal_actions(state, seat))
    assert time.monotonic() - started < 5
    assert choice in game.legal_actions(state, seat)
    assert watchdog.failures and "longer than 0.2 s" in watchdog.failures[0]


def test_a_bot_that_thinks_too_long_is_abandoned_off_the_main_thread() -> None:
    game = get_game("taxot")
    state = game.setup(4, None, 1)
    seat = game.to_act(state)[0]
    watchdog = BotWatchdog(time_limit_s=0.2, seed=1)
    answers: list[Action] = []
    worker = threading.Thread(
        target=lambda: answers.append(
            watchdog.choose(seat, SlowBot(), game.observation(state, seat), game.legal_actions(state, seat))
        )
    )
    started = time.monotonic()
    worker.start()
    worker.join(5)
    assert answers and answers[0] in game.legal_actions(state, seat) and time.monotonic() - started < 5
    assert "longer than 0.2 s" in watchdog.failures[0]


# --- the command line -------------------------------------------------------------------------

BAD_ARGUMENTS = [
    (["simulate", "--game", "taxot", "--games", "0"], "--games"),
    (["simulate", "--game", "taxot", "--games", "many"], "--games"),
    (["simulate", "--game", "taxot", "--players", "9"], "players, not 9"),
    (["simulate", "--game", "taxot", "--players", "1"], "players"),
    (["simulate", "--game", "chess"], "unknown game"),
    (["simulate", "--game", "taxot", "--bots", "genius,random"], "genius"),
    (["simulate", "--game", "taxot", "--players", "3", "--bots", "random,random"], "--bots"),
    (["simulate", "--game", "taxot", "--time-limit", "-1"], "--time-limit"),
    (["bench", "--game", "taxot", "--seconds", "0"], "--seconds"),
    (["bench", "--game", "taxot", "--seconds", "nan"], "--seconds"),
    (["bench", "--game", "taxot", "--seconds", "-3"], "--seconds"),
    (["bench", "--game", "mokkaik", "--players", "7"], "players"),
    (["rules", "--game", "taxot", "--pdf", "/no/such/folder/out.pdf"], "does not exist"),
    (["rules", "--game", "chess", "--pdf", "out.pdf"], "unknown game"),
    (["rules", "--game", "taxot", "--lang", "fr", "--pdf", "out.pdf"], "--lang"),
    (["export", "abc", "out.json"], "whole number"),
    (["export", "0", "out.json"], "1 or more"),
    (["export", "7", "out.json"], "no match with id 7"),
    (["resume", "7"], "no match with id 7"),
    (["export", "99999999999999999999", "out.json"], "no match with id"),
    (["history", "--jsn"], "unrecognized"),
    (["arena", "--game", "taxot", "--bots", "random,heuristic", "--deals", "0"], "--deals"),
    (["arena", "--game", "taxot", "--bots", "random,heuristic", "--jobs", "-2"], "--jobs"),
    (["arena", "--game", "taxot", "--bots", "random,heuristic", "--players", "12"], "players, not 12"),
    (["--demo", "chess"], "unknown game"),
    (["--demo", "taxot", "--measure-lag", "0"], "--measure-lag"),
    (["--screenshot", "x.png"], "--demo"),
    (["frobnicate"], "unknown command"),
]


@pytest.mark.parametrize(("argv", "message"), BAD_ARGUMENTS)
def test_bad_arguments_get_one_line_and_exit_code_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit) as stopped:
        code = main(argv)
        raise SystemExit(code)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1, err


def test_rules_into_a_folder_that_cannot_be_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if os.geteuid() == 0:
        target = tmp_path / "is_a_folder.pdf"
        target.mkdir()
    else:
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        target = locked / "out.pdf"
    with pytest.raises(SystemExit) as stopped:
        main(["rules", "--game", "taxot", "--pdf", str(target)])
    assert stopped.value.code == 2 and len(capsys.readouterr().err.strip().splitlines()) == 1


def test_history_export_and_replay_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from shikitable.session.store import MatchStore

    store = MatchStore()
    host = MatchHost(get_game("taxot"), 4, seed=8)
    match_id = host.keep_in(store)
    for _ in range(30):
        seat = host.to_act()[0]
        host.submit(seat, host.legal_actions(seat)[0])
    store.close()
    assert main(["history", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert listed[0]["id"] == match_id and listed[0]["actions"] == 30 and listed[0]["finished"] is None
    assert main(["history"]) == 0
    assert "unfinished" in capsys.readouterr().out
    out = tmp_path / "m.json"
    assert main(["export", str(match_id), str(out)]) == 0
    assert main(["replay", str(out)]) == 0
    replayed = json.loads(capsys.readouterr().out.split("\n", 1)[1])
    assert replayed["actions"] == 30 and replayed["scores"] == list(host.state.scores)


# --- save files -------------------------------------------------------------------------------


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=2)
    path = tmp_path / "bom.json"
    write_save(path, host.save_data())
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    assert read_save(path).seed == 2


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as stream:
        stream.truncate(21 * 1024 * 1024)
    with pytest.raises(BadSave, match="too large"):
        read_save(path)


def test_deep_nesting_is_refused_quickly(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    started = time.monotonic()
    with pytest.raises(BadSave, match="nested too deeply"):
        read_save(path)
    assert time.monotonic() - started < 2


def test_a_failed_write_keeps_the_old_file_and_leaves_no_temporary(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=2)
    path = tmp_path / "match.json"
    write_save(path, host.save_data())
    old = path.read_bytes()

    def broken_replace(*_args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError, match="No space"):
        write_save(path, host.save_data())
    assert path.read_bytes() == old
    assert [p.name for p in tmp_path.iterdir()] == ["match.json"]


# --- settings -----------------------------------------------------------------------------------


def test_malformed_fields_fall_back_and_the_file_is_kept(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_text(
        json.dumps({"last_seats": ["x"], "last_options": {"taxot": 5}, "bot_delay_ms": 300}), encoding="utf-8"
    )
    loaded, problem = load_settings()
    assert problem and "last_seats" in problem and "last_options" in problem and "kept as" in problem
    assert loaded.last_seats == [] and loaded.last_options == {} and loaded.bot_delay_ms == 300
    assert len(list(config_dir.glob("settings.json.bad-*"))) == 1


@pytest.mark.parametrize(
    "field_value",
    [
        {"undo_against_bots": "yes"},
        {"bot_time_limit_s": -5},
        {"bot_time_limit_s": True},
        {"last_players": 2.5},
        {"window_geometry": "not hex"},
        {"last_options": {"taxot": {"hikari": True}, "mokkaik": []}},
    ],
)
def test_each_field_is_checked(config_dir: Path, field_value: dict[str, Any]) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(json.dumps(field_value), encoding="utf-8")
    loaded, problem = load_settings()
    name = next(iter(field_value))
    assert problem and name in problem
    assert getattr(loaded, name) == getattr(Settings(), name)


def test_settings_with_a_byte_order_mark_load(config_dir: Path) -> None:
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_bytes(b"\xef\xbb\xbf" + json.dumps({"bot_delay_ms": 42}).encode())
    loaded, problem = load_settings()
    assert problem is None and loaded.bot_delay_ms == 42


def test_a_settings_write_failure_is_reported(config_dir: Path) -> None:
    config_dir.parent.mkdir(parents=True, exist_ok=True)
    config_dir.write_text("a file where the folder should be", encoding="utf-8")
    problem = save_settings(Settings())
    assert problem and "Cannot save settings" in problem
    assert [p.name for p in config_dir.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_resume_opens_the_table_on_the_stored_match(monkeypatch: pytest.MonkeyPatch) -> None:
    from shikitable.session.store import MatchStore
    from shikitable.ui.windows import app

    store = MatchStore()
    host = MatchHost(get_game("mokkaik"), 3, seed=8)
    match_id = host.keep_in(store)
    store.close()
    opened: list[int | None] = []
    monkeypatch.setattr(app, "run_app", lambda argv, resume_id=None: opened.append(resume_id) or 0)
    assert main(["resume", str(match_id)]) == 0
    assert opened == [match_id]


def test_history_of_an_empty_store(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history"]) == 0
    assert "no matches yet" in capsys.readouterr().out
    assert main(["history", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


FUZZ_VALUES = [None, True, 0, -1, 2, 10**30, 1.5, "", "x", "taxot", [], [1], [[1, 2]], {}, {"kind": 1},
               {"kind": "discard", "cards": [True]}, [0, {"kind": "pass"}], [[0, {"kind": "x"}]]]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_save_content_gives_anything_but_a_clear_refusal(game_id: str, tmp_path: Path) -> None:
    """Saves with fields, actions and options replaced at random: each either loads or is
    refused with BadSave, never another exception."""
    game = get_game(game_id)
    host = MatchHost(game, game.default_players, seed=3)
    rng = random.Random(game_id)
    for _ in range(25):
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    base = host.save_data().to_json()
    path = tmp_path / "fuzzed.json"
    for _ in range(150):
        data = json.loads(json.dumps(base))
        for _ in range(rng.randint(1, 3)):
            key = rng.choice([*data, "decks", "seat_kinds", "extra"])
            if key == "actions" and isinstance(data["actions"], list) and data["actions"] and rng.random() < 0.7:
                index = rng.randrange(len(data["actions"]))
                entry = data["actions"][index]
                if rng.random() < 0.5 or not (isinstance(entry, list) and len(entry) == 2
                                              and isinstance(entry[1], dict)):
                    data["actions"][index] = rng.choice(FUZZ_VALUES)
                else:
                    entry[1][rng.choice(["kind", "cards", "arg"])] = rng.choice(FUZZ_VALUES)
            elif key == "options" and isinstance(data["options"], dict) and rng.random() < 0.7:
                data["options"][rng.choice([o.name for o in game.options] + ["unknown"])] = rng.choice(FUZZ_VALUES)
            else:
                data[key] = rng.choice(FUZZ_VALUES)
        path.write_text(json.dumps(data), encoding="utf-8")
        try:
            MatchHost.from_save(read_save(path))
        except BadSave as refusal:
            assert str(refusal)
