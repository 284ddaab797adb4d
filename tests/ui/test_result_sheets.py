"""The result sheets (#33 deliver 9): a riichi win sheet shows every row at 1280×800 without a
scrollbar, wins read green and losses red in every theme, and a 四川 sheet reads as a player's
sentence ("Bot 4 pays 3", no "[ ]" around melds, no line starting with a stray "; ")."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QColor, QTextDocument
from PySide6.QtWidgets import QWidget

from shikitable.ai import make_bot
from shikitable.games import GAMES
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.art import card_art
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import SeasonDialog
from shikitable.ui.windows.results import CARD_IMAGE_H, cards_in, match_html, season_html
from shikitable.ui.windows.theme import THEMES, apply_theme

NAMES = ["Player 1", "Bot 2", "Bot 3", "Bot 4"]


def first_won_hand(game_id: str, seed: int) -> tuple[MatchHost, dict]:
    """Heuristic bots play until a hand ends with a winner; that hand's record."""
    host = MatchHost(GAMES[game_id], 4, seed, None, [Seat(n, "heuristic") for n in NAMES])
    bots = [make_bot(game_id, "heuristic", seed + s) for s in range(4)]
    while host.to_act():
        seat = host.to_act()[0]
        host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
        if host.state.records and host.state.records[-1].winner is not None:
            return host, host.state.records[-1].to_json()
    raise AssertionError("no hand was won")


def plain(html_text: str) -> str:
    document = QTextDocument()
    document.setHtml(html_text)
    return document.toPlainText()


def coloured_numbers(html_text: str) -> dict[str, set[str]]:
    """Each signed number the sheet shows ("+8", "-8") and the colours it is drawn in."""
    document = QTextDocument()
    document.setHtml(html_text)
    found: dict[str, set[str]] = {}
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            if re.fullmatch(r"[+-]\d+", fragment.text()):
                brush = fragment.charFormat().foreground()
                found.setdefault(fragment.text(), set()).add(brush.color().name() if brush.style() else "none")
            it += 1
        block = block.next()
    return found


@pytest.fixture(scope="module")
def riichi_win():
    return first_won_hand("riichi", 11)


@pytest.mark.parametrize("theme", sorted(THEMES))
def test_wins_read_green_and_losses_red_in_every_theme(qapp, riichi_win, theme) -> None:
    host, record = riichi_win
    chosen = apply_theme(theme)
    try:
        shown = coloured_numbers(season_html(layout_for("riichi"), host.game, record, NAMES, [0] * 4, "en"))
    finally:
        apply_theme("light")
    gains = {text: colours for text, colours in shown.items() if text.startswith("+")}
    losses = {text: colours for text, colours in shown.items() if text.startswith("-")}
    assert gains and losses, shown
    assert all(colours == {QColor(chosen.good_text).name()} for colours in gains.values()), shown
    assert all(colours == {QColor(chosen.bad_text).name()} for colours in losses.values()), shown


def sheet_of(qtbot, game_id: str, host, record: dict, size: tuple[int, int], hands_before: int):  # type: ignore[no-untyped-def]
    """The result sheet of `record` in a window of `size` (both returned: the window must live as
    long as its sheet); with `hands_before`, the match's end with that many hands beside it."""
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    layout = layout_for(game_id)
    art = card_art(layout.art.folder)
    images = {c: art.pixmap(layout.art.file_of(c), CARD_IMAGE_H, layout.art.aspect) for c in cards_in(record)}
    text = season_html(layout, host.game, record, NAMES, list(host.state.scores), "en")
    summary = match_html([record] * hands_before, NAMES, list(host.state.scores), layout, "en") if hands_before else ""
    dialog = SeasonDialog(text, bool(hands_before), window, images, summary)
    qtbot.addWidget(dialog)
    return window, dialog


@pytest.mark.parametrize("match_over", [False, True])
def test_the_riichi_win_sheet_shows_every_row_without_a_scrollbar_at_1280x800(qtbot, riichi_win, match_over) -> None:
    install_translator(qtbot_app(), "en")
    host, record = riichi_win
    # a long match's end: sixteen hands in the summary beside the last hand's sheet
    _window, dialog = sheet_of(qtbot, "riichi", host, record, (1280, 800), 16 if match_over else 0)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 800
    assert dialog.view.verticalScrollBar().maximum() == 0, "the sheet scrolls"
    assert dialog.view.horizontalScrollBar().maximum() == 0


def test_a_short_sheet_makes_a_short_dialog(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    dialog = SeasonDialog("<h2>Season 1</h2><p>No winner this season.</p>", False, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() < 400


def test_a_sichuan_sheet_reads_as_sentences(qapp) -> None:
    install_translator(qapp, "en")
    host, record = first_won_hand("sichuan", 5)
    assert any(isinstance(line.get("payments"), dict) for line in record["lines"])  # the case once misread
    html_text = season_html(layout_for("sichuan"), host.game, record, NAMES, [0] * 4, "en")
    text = plain(html_text).replace("\ufffc", "")  # the tiles' pictures
    assert "paid by" not in text and "[" not in text and "]" not in text, text
    assert not re.search(r"(^|\n)\s*;", text), text
    assert not re.search(r"no fan 0", text), text
    assert re.search(r"Bot \d pays \d+|Player 1 pays \d+", text), text


def qtbot_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


def hand_won_by(players: int, seeds: range = range(40)) -> tuple[MatchHost, dict]:
    """A 四川 hand (blood battle: play goes on after a win) that `players` seats won."""
    from shikitable.ui.words.mahjong_words import winners_of

    for seed in seeds:
        host = MatchHost(GAMES["sichuan"], 4, seed, None, [Seat(n, "heuristic") for n in NAMES])
        bots = [make_bot("sichuan", "heuristic", seed + s) for s in range(4)]
        while host.to_act() and len(host.state.records) < 3:
            seat = host.to_act()[0]
            host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
            if host.state.records and len(winners_of(host.state.records[-1].to_json())) == players:
                return host, host.state.records[-1].to_json()
    raise AssertionError(f"no hand won by {players} players")


def sheet_problems(dialog: SeasonDialog) -> list[str]:
    """What is wrong with a shown sheet: it scrolls, or a line of text or pictures runs past its
    cell, or two cells (hands, tables, text) lie over each other."""
    problems = []
    if dialog.view.verticalScrollBar().maximum() or dialog.view.horizontalScrollBar().maximum():
        problems.append("the sheet scrolls")
    document = dialog.view.document()
    laid = document.documentLayout()
    width = dialog.view.viewport().width()
    blocks = []
    block = document.begin()
    while block.isValid():
        if block.text().strip():
            rect = laid.blockBoundingRect(block)
            lines = block.layout()
            widest = max(lines.lineAt(i).naturalTextWidth() for i in range(lines.lineCount()))
            if widest > rect.width() + 1 or rect.right() > width + 1:
                problems.append(f"{block.text()[:20]!r} runs past its room ({widest:.0f} px in {rect})")
            blocks.append((rect.adjusted(1, 1, -1, -1), block.text()[:20]))
        block = block.next()
    for index, (rect, text) in enumerate(blocks):
        problems += [f"{text!r} lies over {other!r}" for later, other in blocks[index + 1:] if rect.intersects(later)]
    return problems


@pytest.mark.parametrize(("winners", "lang", "size"), [(3, "en", (1024, 640)), (3, "ja", (1024, 640)),
                                                       (3, "zh", (1024, 640)), (3, "en", (1280, 800)),
                                                       (2, "en", (1024, 640)), (2, "zh", (1024, 640))])
def test_a_sichuan_sheet_of_several_winners_fits_1024x640_without_a_scrollbar(qtbot, winners, lang, size) -> None:
    """Blood battle: three players win one hand (or two, and the other two show ready hands at
    the draw). Their hands, every scoring line and the scores show at once in a 1024×640
    window, nothing over anything, the words at full size."""
    from PySide6.QtWidgets import QApplication

    from shikitable.ui.windows.demo import demo_window

    host, record = hand_won_by(winners)
    window = demo_window("sichuan", 4, size, bot_delay_ms=10**6, speed="instant", language=lang)
    assert window is not None
    qtbot.addWidget(window)
    try:
        window.names = list(NAMES)
        dialog = window.season_dialog(record, list(host.state.scores), False)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        QApplication.processEvents()
        assert dialog.height() <= window.height() and dialog.width() <= window.width()
        assert not sheet_problems(dialog), sheet_problems(dialog)
        text = dialog.text()
        assert all(f"{name}" in text for name in NAMES)
        assert dialog.view.fontInfo().pixelSize() >= 11  # the words keep their size: the tiles gave way
    finally:
        window.adapter.close()
        window.close()
        install_translator(QApplication.instance(), "en")


def test_a_sichuan_match_end_with_three_winners_fits_1024x640(qtbot) -> None:
    """The match's end: its eight hands' standing beside a last hand three players won, at once."""
    install_translator(qtbot_app(), "en")
    host, record = hand_won_by(3)
    _window, dialog = sheet_of(qtbot, "sichuan", host, record, (1024, 640), 8)  # a 四川 match: eight hands
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 640 and dialog.width() <= 1024
    assert not sheet_problems(dialog), sheet_problems(dialog)
