"""A hint lights its first suggestion's cards in the player's hand (not just a line of text), and
the light goes with the prompt."""

from __future__ import annotations

from tests.ui.helpers import make_table


def lit_cards(table) -> set[int]:  # type: ignore[no-untyped-def]
    return {key for key, item in table.scene.cards.items() if isinstance(key, int) and item.suggested}


def test_the_suggested_cards_light_up_in_the_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic"], game_id="mokkaik")
    table.move_hints.seconds = 0.3
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0 and bool(table.legal), timeout=10000)
    answers: list[list] = []
    table.move_hints.ready.connect(lambda _seat, estimates: answers.append(estimates))
    table.suggest_moves()
    qtbot.waitUntil(lambda: bool(answers) and table.hint.text().startswith("Suggested:"), timeout=5000)
    best = set(answers[0][0].action.cards)
    assert best and lit_cards(table) == best
    assert best <= set(host.observation(0)["hand"])
    table._clear_prompt()  # the move is made (or the turn passed): the light goes out
    assert lit_cards(table) == set()
