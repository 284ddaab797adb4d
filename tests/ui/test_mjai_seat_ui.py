"""An MJAI bot as a seat kind: offered by the new-game dialog for riichi and Magic, kept in the
settings, and played at the table through the adapter for a whole match."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QApplication

from shikitable.ai import make_bot
from shikitable.ai.mahjong.mjai_seat import MjaiSeatBot
from shikitable.ai.mahjong.mjai_seats import make_seat_bot
from shikitable.games import GAMES, get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import NewGameDialog
from shikitable.ui.windows.mjai_bots import MjaiBotsDialog, check_bots
from shikitable.ui.windows.settings import Settings, load_settings, save_settings

OUR_BOT = f"{sys.executable} -m shikitable mjai-bot --level heuristic"


def test_the_new_game_dialog_offers_saved_mjai_bots_for_riichi_and_magic_only(qtbot) -> None:
    install_translator(QApplication.instance(), "en")
    settings = Settings(last_game="riichi", mjai_bots={"Ours": OUR_BOT})
    dialog = NewGameDialog(GAMES, settings)
    qtbot.addWidget(dialog)
    _, combo = dialog.seat_rows[1]
    found = combo.findData("mjai:Ours")
    assert found >= 0 and combo.itemText(found) == "MJAI: Ours"
    combo.setCurrentIndex(found)
    dialog._accept()
    assert dialog.spec is not None and dialog.spec.seats[1].kind == "mjai:Ours"
    dialog.picker.setCurrentRow(list(GAMES).index("taxot"))
    assert all(combo.findData("mjai:Ours") < 0 for _, combo in dialog.seat_rows)
    assert dialog.mjai_button.isHidden()
    dialog.picker.setCurrentRow(list(GAMES).index("magic"))
    assert all(combo.findData("mjai:Ours") >= 0 for _, combo in dialog.seat_rows)
    assert not dialog.mjai_button.isHidden()


def test_mjai_bots_are_kept_in_the_settings_and_bad_rows_are_refused(qtbot, config_dir) -> None:
    settings = Settings(mjai_bots={"Mortal": "python mortal.py"})
    assert save_settings(settings) is None
    loaded, _ = load_settings()
    assert loaded.mjai_bots == {"Mortal": "python mortal.py"}
    assert check_bots([("A", "run-a"), ("", ""), ("B", "run 'b")]) == ({"A": "run-a"}, ("command", 3, "B"))
    assert check_bots([("A", "x"), ("A", "y")])[1] == ("taken", 2, "A")
    assert check_bots([("", "x")])[1] == ("no_name", 1, "")
    dialog = MjaiBotsDialog({"Mortal": "python mortal.py"})
    qtbot.addWidget(dialog)
    assert dialog.rows() == [("Mortal", "python mortal.py")]


def test_a_seat_kind_naming_no_saved_bot_is_a_clear_error() -> None:
    try:
        make_seat_bot("riichi", "mjai:Gone", 1, {})
    except KeyError as error:
        assert "Gone" in str(error)
    else:
        raise AssertionError("an unknown MJAI bot must not be seated")
    try:
        make_seat_bot("taxot", "mjai:Ours", 1, {"Ours": OUR_BOT})
    except KeyError as error:
        assert "riichi" in str(error)
    else:
        raise AssertionError("MJAI bots play riichi and Magic only")


@pytest.mark.parametrize(("game_id", "length"), [("riichi", "hanchan"), ("magic", "tonpuu")])
def test_an_mjai_seat_plays_a_whole_match_at_the_table(qtbot, game_id: str, length: str) -> None:
    """`shikitable mjai-bot` seated at the table through the adapter: a whole riichi hanchan, and a
    whole Magic tonpuu (the seat passing its card windows), with no move failed or replaced."""
    game = get_game(game_id)
    host = MatchHost(game, 4, 9, {"length": length}, [Seat(f"P{i}", "heuristic") for i in range(4)])
    seat_bot = make_seat_bot(game_id, "mjai:Ours", 9, {"Ours": OUR_BOT})
    assert isinstance(seat_bot, MjaiSeatBot)
    # the protocol at the table is tested here, not the clock: on a loaded machine the child's
    # Python may take longer than the usual 5 s to start and answer its first question
    seat_bot.answer_seconds = 60
    bots = {0: make_bot(game_id, "heuristic", 1), 1: seat_bot, 2: make_bot(game_id, "heuristic", 2),
            3: make_bot(game_id, "heuristic", 3)}
    adapter = MatchAdapter(host, bots, bot_delay_ms=0)
    adapter.bot_time_limit_s = 90
    failures: list[str] = []
    adapter.bot_error.connect(lambda seat, message: failures.append(f"{seat}: {message}"))
    adapter.start()
    qtbot.waitUntil(lambda: host.over, timeout=240_000)
    adapter.close()
    assert failures == []
    assert seat_bot.complaints == []
    assert any(seat == 1 for seat, _ in host.log)  # it played
    result = game.result(host.state)
    busted = min(game.observation(host.state, None)["scores"]) < 0  # tobi ends a match early
    assert result is not None and (len(result.seasons) >= (8 if length == "hanchan" else 4) or busted)
    if game_id == "magic":  # the reset offer before each hand: the seat kept its cards, unasked
        assert any(seat == 1 and action.kind == "keep" for seat, action in host.log)
