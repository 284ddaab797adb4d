"""The screenshot set: every game at 1024x640, 1280x800 and 1920x1080, in English and Japanese,
each at the moment the human at seat 0 must move (a claim on offer where the game has claims),
with the action bar, a call-out at every seat (the games that call out) and the search's three
suggestions (Play -> Hint) showing. Written as small PNGs (at most 960 px wide, 256 colours) to docs/screens/, named
GAME-WIDTHxHEIGHT-LANG.png, with an index (docs/screens/tables.md).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/table_screens.py [GAME ...] [--sizes 1280x800,...]

Runs one window at a time, a few seconds each (about three minutes for the whole set)."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screens"
SIZES = ((1024, 640), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "ja")
MAX_WIDTH = 960


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    if not (width.isdigit() and height.isdigit()):
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT")
    return int(width), int(height)


def shoot(game_id: str, size: tuple[int, int], language: str) -> Path:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from shikitable.games import get_game
    from shikitable.ui.windows.app import install_translator
    from tests.ui.transients import prompted_window, show_transients

    window = prompted_window(None, game_id, get_game(game_id).default_players, size, language)
    try:
        show_transients(window, language)
        real_hint(window)
        QApplication.processEvents()
        image = window.grab().toImage()
    finally:
        if window.adapter is not None:
            window.adapter.close()
        window.close()
        install_translator(QApplication.instance(), "en")
    if image.width() > MAX_WIDTH:
        image = image.scaledToWidth(MAX_WIDTH, Qt.TransformationMode.SmoothTransformation)
    small = image.convertToFormat(QImage.Format.Format_Indexed8, palette(image), Qt.ImageConversionFlag.ThresholdDither)
    target = OUT / f"{game_id}-{size[0]}x{size[1]}-{language}.png"
    if not small.save(str(target), "PNG", 9):
        raise SystemExit(f"cannot write {target}")
    return target


def real_hint(window) -> None:  # type: ignore[no-untyped-def]
    """The search's own three suggestions for the seat's move (Play -> Hint), in place of the
    layout test's stand-in lines: what a player would read there."""
    import time

    from PySide6.QtWidgets import QApplication

    table = window.table
    stand_in = table.hint.text()
    table.suggest_moves()
    thinking = table.hint.text()
    deadline = time.monotonic() + 60
    while table.hint.text() in (stand_in, thinking) and time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.02)
    if table.hint.text() in (stand_in, thinking):
        raise SystemExit(f"no suggestion came for {window.windowTitle()}")
    if window.table.scene is not None:
        window.table.scene.finish_animations()


def palette(image) -> list[int]:  # type: ignore[no-untyped-def]
    """The image's 256 commonest colours (5 bits a channel): Qt's own 8-bit conversion snaps to a
    fixed cube of colours, which turns the felt's soft light into a flat disc."""
    from collections import Counter

    from PySide6.QtGui import QImage

    rgb = image.convertToFormat(QImage.Format.Format_RGB32)
    data = bytes(rgb.constBits())
    counts: Counter[int] = Counter()
    for offset in range(0, len(data), 4 * 3):  # every third pixel is plenty
        b, g, r = data[offset], data[offset + 1], data[offset + 2]
        counts[((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)] += 1
    table = []
    for key, _ in counts.most_common(256):
        r, g, b = (key >> 10) & 31, (key >> 5) & 31, key & 31
        table.append(0xFF000000 | ((r << 3 | r >> 2) << 16) | ((g << 3 | g >> 2) << 8) | (b << 3 | b >> 2))
    return table


def write_index(shots: list[Path]) -> None:
    from shikitable.games import get_game

    lines = ["# The table, every game", "",
             "Written by `tools/table_screens.py`: seat 0 (a human) at its move, with the action bar, the",
             "call-outs (where the game calls out) and a three-line hint showing. Scaled to 960 px wide.", ""]
    for shot in sorted(shots):
        game_id = shot.name.split("-")[0]
        game = get_game(game_id)
        lines.append(f"- [{game.name_en} / {game.name_ja} — {shot.stem.split('-', 1)[1]}]({shot.name})")
    (OUT / "tables.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (all when none)")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from shikitable.games import GAMES
    from shikitable.ui.windows.app import make_application

    unknown = [g for g in args.games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)}; known: {', '.join(GAMES)}")
    try:
        sizes = [parse_size(s) for s in args.sizes.split(",")]
    except argparse.ArgumentTypeError as error:
        parser.error(str(error))
    make_application([sys.argv[0]])
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in args.games or list(GAMES):
        for size in sizes:
            for language in LANGUAGES:
                print(shoot(game_id, size, language).relative_to(ROOT), flush=True)
    write_index(sorted(p for p in OUT.glob("*.png") if p.name.split("-")[0] in GAMES))  # not zh_screens.py's
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
