"""Screenshots of 四川麻将 and riichi in Simplified Chinese at 1280x800, for docs/screens/.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/zh_screens.py [--out docs/screens]

For each game: the table a few turns into a hand, the call bar (the first time the player at
the bottom may claim a discard), the first hand's result sheet, and the rule viewer on the
game's chapter (in Chinese once the rule book has a zh text; otherwise skipped with a note).
The player at the bottom is played by the heuristic bot through the table's own input, as the
language test does. The PNGs are written with a 256-colour palette: a fifth of the size."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QImage  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from tools.table_screens import palette  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1280, 800)
CALLS = {"pon", "chi", "kan", "daiminkan", "ron"}
NAMES = ("张伟", "王芳", "李娜", "刘洋")


def save(widget: QWidget, path: Path) -> None:
    QApplication.processEvents()
    image = widget.grab().toImage()
    # the image's own 256 colours (as tools/table_screens.py): Qt's fixed colour cube bands the gradients
    image = image.convertToFormat(QImage.Format.Format_Indexed8, palette(image), Qt.ImageConversionFlag.ThresholdDither)
    image.save(str(path), "PNG", 9)
    print(f"{path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}: {path.stat().st_size // 1024} KB")


def pump(until, limit: int = 200_000) -> bool:  # type: ignore[no-untyped-def]
    for _ in range(limit):
        QApplication.processEvents()
        if until():
            return True
    return False


def shoot(game_id: str, out: Path, seed: int) -> None:
    from shikitable.ai import make_bot
    from shikitable.session.host import Seat
    from shikitable.ui.windows.app import install_translator, make_application
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    app = make_application(sys.argv[:1])
    install_translator(app, "zh")
    window = MainWindow(Settings(language="zh", animation_speed="instant", bot_delay_ms=0), demo=True)
    window.demo_season_pause_ms = 0
    window.resize(*SIZE)
    window.show()
    seats = [Seat(NAMES[s], "human" if s == 0 else "heuristic") for s in range(4)]
    window.start(GameSpec(game_id, 4, seats, {}), seed=seed)
    me = make_bot(game_id, "heuristic", 99)
    turns = {"mine": 0, "table": False, "call": False}

    def ended() -> bool:
        return any(e.get("kind") == "season_end" for e in window.logged)

    def step() -> bool:
        adapter, host = window.adapter, window.host
        assert adapter is not None and host is not None
        if ended():
            return True
        if adapter.prompted == 0 and 0 in host.to_act():
            legal = host.legal_actions(0)
            kinds = {a.kind for a in legal}
            if not turns["call"] and kinds & CALLS:
                turns["call"] = True
                save(window, out / f"zh-callbar-{game_id}.png")
            if not turns["table"] and "discard" in kinds:
                turns["mine"] += 1
                if turns["mine"] == 6:
                    turns["table"] = True
                    save(window, out / f"zh-table-{game_id}.png")
            action = me.choose(host.observation(0), legal)
            window.table.perform_action(action)
        return False

    if not pump(step):
        raise SystemExit(f"{game_id}: the first hand did not end")
    if not turns["call"]:
        print(f"{game_id}: no call came to the bottom seat this hand (seed {seed}); try another seed")
    last = [e for e in window.logged if e.get("kind") == "season_end"][-1]
    sheet = window.season_dialog(last.get("record") or {}, list(last.get("scores") or [0] * 4), False)
    sheet.resize(SIZE[0] * 3 // 4, SIZE[1] * 7 // 8)
    sheet.show()
    save(sheet, out / f"zh-result-{game_id}.png")
    sheet.close()
    if window.adapter is not None:
        window.adapter.close()
    window.close()

    from shikitable.ui.book import rulebook
    from shikitable.ui.book.rule_viewer import RuleViewer

    if "zh" not in rulebook.LANGS:
        print(f"{game_id}: the rule book has no zh text in this checkout; no rule viewer screenshot")
        return
    viewer = RuleViewer("zh", game_id)
    viewer.resize(*SIZE)
    viewer.show()
    save(viewer, out / f"zh-rules-{game_id}.png")
    viewer.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "screens")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for game_id in ("sichuan", "riichi"):
        shoot(game_id, args.out, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
