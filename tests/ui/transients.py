"""The table with everything that comes and goes shown on it, and where each thing lies: for the
layout test of transients and the screenshot script (tools/table_screens.py).

`prompted_window` deals a match and lets quick bots play until the human at seat 0 must move,
with a claim on offer where the game has claims; `show_transients` then puts up a three-line
hint, a call-out at every seat (tile games, and card games with calls of their own), a
resolution with its countdown in the card panel (Magic); `transient_rects` and `fixed_rects`
say where the transients and the things they must not cover lie, in the view's pixels."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QRect, QRectF
from PySide6.QtWidgets import QApplication, QGraphicsPathItem

from shikitable.ai import make_bot
from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts.magic import card_name as magic_card_name
from shikitable.ui.table.cards import CARD_HEIGHT, CardItem

HINT = {
    "en": "Suggested: 1. Play the first of these — keeps the most choices (best)\n"
          "2. Play the second — nearly as good\n3. Play the third — gives the next player a chance",
    "ja": "おすすめ：1. これを出す — 選択肢がいちばん残る（最善）\n"
          "2. これを出す — ほぼ同じ\n3. これを出す — 次の人に機会を与える",
    "zh": "建议：1. 出这张 — 留下的选择最多（最佳）\n2. 出这张 — 差不多一样好\n3. 出这张 — 给下家机会",
}
CALLS = ("pon", "chi", "riichi", "kan", "win")  # one per seat, in turn (tile games call them out)


@dataclass(frozen=True)
class Spot:
    """A thing on the screen: what it is and its box in the view's pixels."""

    what: str
    rect: QRect


def prompted_window(qtbot, game_id: str, players: int, size: tuple[int, int], language: str = "en",
                    seed: int = 5, claim_within: int = 300):  # type: ignore[no-untyped-def]
    """A main window (nothing saved; kept by `qtbot` if given) at `size`, seat 0 a human at its move: the first move of
    seat 0 after a few moves at which a claim can be passed, within `claim_within` moves; else
    its first move after the deal."""
    from shikitable.ui.windows.app import install_translator
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    game = get_game(game_id)
    app = QApplication.instance()
    install_translator(app, language)
    settings = Settings(animation_speed="instant", bot_delay_ms=10**6, language=language)
    window = MainWindow(settings, demo=True)
    if qtbot is not None:
        qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    seats = [Seat("You" if s == 0 else f"Bot {s}", "human" if s == 0 else "random") for s in range(players)]
    chosen = _prompt_moves(game, players, seed, seats, claim_within)
    host = MatchHost(game, players, seed, {}, seats)
    _play(host, game_id, seed, chosen)
    window.start(GameSpec(game_id, players, seats, {}), loaded=host)
    wait_until(lambda: window.table.seat == 0 and bool(window.table.legal), 10_000)
    settle(window)
    return window


def wait_until(condition, timeout_ms: int) -> None:  # type: ignore[no-untyped-def]
    """Process events until `condition` holds (an AssertionError when it never does)."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(timeout_ms)
    while not condition():
        if deadline.hasExpired():
            raise AssertionError("the table did not reach the moment in time")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def _play(host: MatchHost, game_id: str, seed: int, moves: int) -> None:
    bots = [make_bot(game_id, "random", seed + s) for s in range(host.players)]
    for _ in range(moves):
        seat = host.to_act()[0]
        host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))


def _prompt_moves(game, players: int, seed: int, seats, limit: int) -> int:  # type: ignore[no-untyped-def]
    """How many bot moves lead to the moment shown: seat 0 to act, with a pass on offer if one comes."""
    host = MatchHost(game, players, seed, {}, seats)
    bots = [make_bot(game.id, "random", seed + s) for s in range(players)]
    first = None
    for moves in range(limit):
        waiting = host.to_act()
        if not waiting:
            break
        seat = waiting[0]
        legal = host.legal_actions(seat)
        if seat == 0 and moves >= 4:
            first = moves if first is None else first
            if any(a.kind == "pass" for a in legal) and len({a.kind for a in legal}) > 1:
                return moves
        host.submit(seat, bots[seat].choose(host.observation(seat), legal))
    return first if first is not None else 0


def settle(window) -> None:  # type: ignore[no-untyped-def]
    for _ in range(5):
        QApplication.processEvents()
    scene = window.table.scene
    if scene is not None:
        scene.finish_animations()
    QApplication.processEvents()


def show_transients(window, language: str = "en", calls: bool = True) -> None:  # type: ignore[no-untyped-def]
    """Everything transient at once: the hint, a call-out at every seat, the card panel's steps
    and countdown (Magic); the action bar is up already (seat 0's move)."""
    table = window.table
    scene = table.scene
    table.set_hint(HINT[language])
    settle(window)
    if calls and (scene.tiles or scene.layout.calls):
        call_every_seat(scene)
    if scene.steps is not None:
        scene.steps.add_steps([(line, None, None) for line in card_steps(language)], fresh=True)
        declare = QCoreApplication.translate("TableWidget", "You may declare: {0}")
        scene.steps.set_prompt(declare.replace("{0}", magic_card_name("negate", language)))
        scene.steps.skip()
    settle(window)


def card_steps(language: str) -> list[str]:
    """A card's course as the card panel tells it, in the table's words: declared, resolved, its effect."""
    name = magic_card_name("clairvoyance", language)
    lines = ("{seat} declares {name}.", "{name} resolves.", "{seat} draws {count} card(s).")
    return [QCoreApplication.translate("shikitable", line).replace("{seat}", "Bot 1").replace("{name}", name)
            .replace("{count}", "1") for line in lines]


def call_every_seat(scene, seats=None) -> None:  # type: ignore[no-untyped-def]
    """A call by each seat (or those named), as the table shows a game's events."""
    players = int(scene.obs.get("players", 0))
    buttons = {b.kind for b in scene.layout.buttons}  # the calls this game has (四川: no chii, no riichi)
    kinds = tuple(k for k in CALLS if k in buttons or k == "win") if scene.tiles else tuple(scene.layout.calls)
    for seat in range(players) if seats is None else seats:
        kind = kinds[seat % len(kinds)]
        event = {"kind": kind, "seat": seat, "by": "ron", "from": (seat + 1) % players}
        scene._announce([event], scene.laid)


def _to_view(view, rect: QRectF) -> QRect:
    return view.mapFromScene(rect).boundingRect()


def transient_rects(window) -> list[Spot]:  # type: ignore[no-untyped-def]
    """Where each transient lies: the action bar, its claimable card, the call-outs, the card panel."""
    table = window.table
    view, scene = table.view, table.scene
    found: list[Spot] = []
    bar = table.action_bar
    if bar.isVisible():
        found.append(Spot("the action bar", bar.geometry()))
    for seat, item in scene.announcer.items.items():
        if item.isVisible():
            found.append(Spot(f"seat {seat}'s call-out {item.text()!r}", _to_view(view, item.sceneBoundingRect())))
    if scene.steps is not None and scene.steps.isVisible():
        found.append(Spot("the card panel", _to_view(view, scene.steps.sceneBoundingRect())))
    return found


def fixed_rects(window) -> list[Spot]:  # type: ignore[no-untyped-def]
    """What the transients must leave in view: every card where it lies, the plates, labels,
    piles, the centre panel, pictures and the banner."""
    table = window.table
    view, scene = table.view, table.scene
    transient = {id(i) for i in scene.announcer.items.values()}
    if scene.steps is not None:
        transient.add(id(scene.steps))
    if scene.pictures is not None:
        transient.add(id(scene.pictures.large))  # the large card: shown on hover, over everything
    aspect = scene.layout.art.aspect
    found: list[Spot] = []
    for key, item in scene.cards.items():
        target = item.target
        if target is None:
            continue
        w, h = CARD_HEIGHT * aspect * target.scale, CARD_HEIGHT * target.scale
        if round(target.rotation) % 180:
            w, h = h, w
        rect = QRectF(target.center.x() - w / 2, target.center.y() - h / 2, w, h)
        zone = item.target_zone
        found.append(Spot(f"card {key} ({zone})", _to_view(view, rect)))
    for item in scene.items():
        if item.parentItem() is not None or not item.isVisible() or isinstance(item, CardItem | QGraphicsPathItem):
            continue
        if id(item) in transient or item.sceneBoundingRect().isEmpty():
            continue
        text = getattr(item, "text", None)
        name = text() if callable(text) else getattr(item, "name", "")
        found.append(Spot(f"{type(item).__name__} {str(name)[:24]!r}", _to_view(view, item.sceneBoundingRect())))
    return found


def overlap(a: QRect, b: QRect) -> bool:
    """More than 2 px of each other in both directions."""
    shared = a.intersected(b)
    return shared.width() > 2 and shared.height() > 2


def covering(window) -> list[str]:  # type: ignore[no-untyped-def]
    """Every transient over a fixed thing or over another transient, and a hint cut short."""
    moving, fixed = transient_rects(window), fixed_rects(window)
    found = [f"{t.what} {t.rect.getRect()} covers {f.what} {f.rect.getRect()}"
             for t in moving for f in fixed if overlap(t.rect, f.rect)]
    found += [f"{a.what} and {b.what} lie on each other"
              for i, a in enumerate(moving) for b in moving[i + 1:] if overlap(a.rect, b.rect)]
    hint = window.table.hint
    if hint.text() and hint.heightForWidth(hint.width()) > hint.height() + 2:
        found.append(f"the hint needs {hint.heightForWidth(hint.width())} px, its strip gives {hint.height()}")
    return found


def small_texts(window, smallest: float = 11.0) -> list[str]:  # type: ignore[no-untyped-def]
    """Transient texts set smaller than `smallest` px."""
    table = window.table
    scene = table.scene
    found = []
    for button in table.action_bar.buttons():
        if button.fontInfo().pixelSize() < smallest:
            found.append(f"button {button.text()!r}: {button.fontInfo().pixelSize()} px")
    if table.hint.text() and table.hint.fontInfo().pixelSize() < smallest:
        found.append(f"hint: {table.hint.fontInfo().pixelSize()} px")
    for item in scene.announcer.items.values():
        if item.isVisible() and item.font().pixelSize() < smallest:
            found.append(f"call-out {item.text()!r}: {item.font().pixelSize()} px")
    if scene.steps is not None and scene.steps.isVisible() and scene.steps._px() < smallest:
        found.append(f"card panel: {scene.steps._px()} px")
    return found
