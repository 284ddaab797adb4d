"""Screenshots of the Magic: the Mahjong table at a moment worth judging: you (East, a human)
hold cards, a talisman (結界) lies by the North seat, South has just declared 透視 at its draw
and the table asks you whether to counter it with 打ち消し, the countdown running.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/magic_table_screenshot.py OUT.png [WxH] [ja|en] [large]

With `large`, the card you may declare is also shown large (as on hover, or the key V).

The position is reached by simple play (keep cards, pass windows, discard the drawn tile) from
seed 5 with chosen card hands; South's bot is scripted to declare 透視 when it may."""

from __future__ import annotations

import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shikitable.ai.base import Bot  # noqa: E402
from shikitable.core.actions import Action  # noqa: E402


class Declares(Bot):
    """Declares `card` when it is offered; otherwise passes or discards the drawn tile."""

    def __init__(self, card: str) -> None:
        super().__init__(0)
        self.card = card

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return next((a for a in legal if a.kind == "card" and a.arg == self.card), None) or simple(legal)


def simple(legal: Sequence[Action], drawn: int | None = None) -> Action:
    kinds = {a.kind for a in legal}
    if "keep" in kinds:
        return Action("keep")
    if "pass" in kinds:
        return Action("pass")
    discards = [a for a in legal if a.kind == "discard"]
    return next((a for a in discards if a.cards == (drawn,)), discards[-1])


def give(state: Any, seat: int, wanted: list[str]) -> None:
    """The seat's card hand becomes `wanted` (cards come from the deck; the old ones go back)."""
    cards = state.cards
    cards.deck.extend(cards.hands[seat])
    cards.hands[seat] = []
    for card in wanted:
        cards.deck.remove(card)
        cards.hands[seat].append(card)
    state.version += 1
    state.legal_cache = None


def main() -> int:
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/magic.png"
    width, height = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1024x700").split("x"))
    language = sys.argv[3] if len(sys.argv) > 3 else "ja"
    from PySide6.QtWidgets import QApplication

    from shikitable.games import get_game
    from shikitable.session.host import MatchHost, Seat
    from shikitable.ui.windows.app import install_translator, make_application
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    app = make_application([sys.argv[0]])
    seats = [Seat("東 あなた", "human"), Seat("南 (AI)", "heuristic"), Seat("西 (AI)", "heuristic"),
             Seat("北 (AI)", "heuristic")]
    host = MatchHost(get_game("magic"), 4, 5, {"card_reset": False}, seats)
    for seat, wanted in enumerate((["negate", "guard", "one_shot_riichi"], ["clairvoyance"], ["hold"], ["barrier"])):
        give(host.state, seat, wanted)

    def offered(seat: int, card: str) -> bool:
        return seat in host.to_act() and Action("card", arg=card) in host.legal_actions(seat)

    def drawn(seat: int) -> int | None:
        hands = host.state.riichi.hands
        return hands[seat].drawn if seat < len(hands) else None

    def play_until(done: Any) -> None:
        for _ in range(400):
            if done():
                return
            seat = host.to_act()[0]
            host.submit(seat, simple(host.legal_actions(seat), drawn(seat)))
        raise SystemExit("the position was not reached")

    play_until(lambda: offered(3, "barrier"))
    host.submit(3, Action("card", arg="barrier"))  # North lays 結界 (a talisman for the whole hand)
    play_until(lambda: host.state.window is None and 0 in host.to_act() and host.state.riichi.phase == "turn")
    settings = Settings(language=language, animation_speed="normal", bot_delay_ms=300, card_pause_s=9)
    install_translator(app, language)
    window = MainWindow(settings, demo=True)
    window.resize(width, height)
    window.show()
    window.start(GameSpec("magic", 4, seats, {"card_reset": False}), loaded=host)
    assert window.adapter is not None
    window.adapter.bots[1] = Declares("clairvoyance")
    table = window.table
    deadline = time.time() + 60
    while time.time() < deadline:  # play on (you discard your drawn tile) until South declares
        app.processEvents()
        if table.seat == 0 and table.legal and not table.scene.steps.lines:  # type: ignore[union-attr]
            legal = table.legal
            table.perform_action(simple(legal, drawn(0)))
        steps = table.scene.steps  # type: ignore[union-attr]
        if table.seat == 0 and steps.prompt and steps.lines and not steps.busy:
            break
    settle = time.time() + 1.2
    while time.time() < settle:
        app.processEvents()
    if "large" in sys.argv[4:] and table.scene is not None and table.scene.pictures is not None:
        table.hand_row.picked = next(iter(table.hand_row.declarable()), None)
        table.hand_row.refresh()
        table.scene.pictures.toggle_large()
        app.processEvents()
    if not window.grab().save(out, "PNG"):
        print(f"cannot write {out}", file=sys.stderr)
        return 1
    window.close()
    QApplication.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
