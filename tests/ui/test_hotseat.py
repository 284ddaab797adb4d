"""Two humans at one screen: a curtain between their turns, and no hidden card face up."""

from __future__ import annotations

from tests.ui.helpers import held_by, hot_seat_turns, make_table, visible_to


def test_curtain_between_two_human_seats(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic", "heuristic"], seed=3)
    curtains: list[int] = []
    adapter.curtain.connect(curtains.append)
    switches = 0
    # the table hidden by the curtain shows only the public view: no hand of either human face up
    for curtain, seat in hot_seat_turns(qtbot, adapter, table, hidden=lambda: held_by(host, [0, 1])):
        if curtain:
            switches += 1
            continue
        if switches >= 3:
            break
        other = 1 - seat
        obs = host.observation(seat)
        assert table.scene.obs["seat"] == seat
        assert table.scene.face_up_cards() <= visible_to(obs)
        assert not (table.scene.face_up_cards() & set(host.state.hands[other]))
        legal = table.legal
        discards = [a for a in legal if a.kind == "discard"]
        adapter.act(seat, discards[0] if discards else next(a for a in legal if a.kind == "pass"))
        if table.scene.obs["seat"] is None:  # after a move the hand is hidden at once
            assert not (table.scene.face_up_cards() & held_by(host, [0, 1]))
    assert curtains and switches >= 1
