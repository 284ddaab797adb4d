"""One language at a time: a match of every game, played to the end of its first season or hand
with a player at the screen, shows no Japanese in the English table, no English sentence in
the Japanese one, and in the Chinese one neither kana nor an English word (the table, the log,
the score panel, the buttons, the result sheet, the new-game and settings dialogs, a refused
move's reason). Tooltips are left out: they hold the
glossary (a term's Japanese name beside its English one)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from shikitable.ai import make_bot
from shikitable.core.actions import Action
from shikitable.games import GAMES, get_game
from shikitable.session.host import Seat
from shikitable.ui.net.menu import add_network_actions
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import GameSpec, NewGameDialog, SettingsDialog
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow
from shikitable.ui.words.game_names import game_name
from tests.ui.text_walk import JAPANESE, Shown, window_texts

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")  # names a player typed: any language may show them
# Latin words a Japanese table may show: names of things, keys, and the card faces' letters
ALLOWED_LATIN = {
    "AI", "MJAI", "shikitable", "Magic", "the", "Mahjong", "mahjong", "UNO", "OK",
    "Enter", "Shift", "Ctrl", "Esc", "PDF",
}
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
KANA = re.compile(r"[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]")


def foreign(shown: Shown, language: str) -> str | None:
    """What in this text belongs to the other language, or None."""
    text = shown.text
    for name in NAMES:
        text = text.replace(name, "")
    if language == "en":  # a game's one English name keeps its native name beside it: "Trick War (行戦)"
        for game in GAMES.values():
            text = text.replace(game_name(game, "en"), "")
        found = JAPANESE.findall(text)
        return "".join(found) if found else None
    words = [w for w in LATIN_WORD.findall(text) if w not in ALLOWED_LATIN]
    if language == "zh":
        words += KANA.findall(text)
    return " ".join(words) if words else None


def play_first_season(qtbot, window: MainWindow, game_id: str) -> list[Shown]:
    """Seat 0 is played by a bot through the table's own input, as a player would; every text
    on the screen is gathered at each of its turns and once the season has ended."""
    me = make_bot(game_id, "heuristic", 99)
    seen: list[Shown] = []
    refused = {"done": False}

    def ended() -> bool:
        return any(e.get("kind") == "season_end" for e in window.logged)

    def step() -> bool:
        adapter, host = window.adapter, window.host
        assert adapter is not None and host is not None
        if ended():
            return True
        if adapter.prompted == 0 and 0 in host.to_act():
            seen.extend(window_texts(window))
            if not refused["done"]:  # a move the rules refuse: its reason shows on the table
                refused["done"] = True
                assert not window.table.perform_action(Action("no such move"))
                seen.extend(window_texts(window))
            action = me.choose(host.observation(0), host.legal_actions(0))
            assert window.table.perform_action(action), action
        return False

    qtbot.waitUntil(step, timeout=60_000)
    seen.extend(window_texts(window))
    return seen


LANGUAGES = ("en", "ja", "zh")
# the usual suite plays every game once, the languages taken in turn down the registry (each
# language gets a mahjong: Magic in English, 四川 in Japanese, riichi in Chinese); every game in
# every language runs with -m slow
CASES = [
    pytest.param(game_id, language, id=f"{game_id}-{language}",
                 marks=[] if language == LANGUAGES[index % len(LANGUAGES)] else [pytest.mark.slow])
    for index, game_id in enumerate(GAMES)
    for language in LANGUAGES
]


@pytest.mark.parametrize(("game_id", "language"), CASES)
def test_every_text_is_in_the_chosen_language(qtbot, game_id, language):
    app = QApplication.instance()
    install_translator(app, language)
    game = get_game(game_id)
    players = game.default_players
    window = MainWindow(Settings(language=language, animation_speed="instant", bot_delay_ms=0), demo=True,
                        game_menu_extras=(add_network_actions,))  # the Game menu as the application has it
    qtbot.addWidget(window)
    window.demo_season_pause_ms = 0
    window.resize(1280, 800)
    window.show()
    try:
        seats = [Seat(NAMES[s], "human" if s == 0 else "heuristic") for s in range(players)]
        window.start(GameSpec(game_id, players, seats, {}), seed=5)
        seen = play_first_season(qtbot, window, game_id)
        ended = [e for e in window.logged if e.get("kind") == "season_end"][-1]
        sheet = window.season_dialog(ended.get("record") or {}, list(ended.get("scores") or [0] * players), True)
        qtbot.addWidget(sheet)
        sheet.show()
        seen += window_texts(sheet)
        assert sheet.view.horizontalScrollBar().maximum() == 0, "the result sheet scrolls sideways"
        new_game = NewGameDialog(GAMES, window.settings, window)
        qtbot.addWidget(new_game)
        new_game.show()
        seen += window_texts(new_game)
        settings = SettingsDialog(window.settings, window)
        qtbot.addWidget(settings)
        settings.show()
        seen += window_texts(settings)
        wrong = sorted({f"{s.where}: {s.text[:100]!r} ({foreign(s, language)})" for s in seen if foreign(s, language)})
        assert not wrong, f"{len(wrong)} texts in the other language:\n" + "\n".join(wrong[:40])
    finally:
        if window.adapter is not None:
            window.adapter.close()
        install_translator(app, "en")
