"""换三张 (passing three tiles of one suit before 定缺), the heuristic's choices around it and
after a kong, and the two- and three-player tables."""

from __future__ import annotations

import pytest

from shikitable.ai.mahjong.sichuan_bot import SichuanBot
from shikitable.core.actions import Action
from shikitable.core.errors import BadOption, IllegalAction
from shikitable.games.mahjong.sichuan_swap import direction_by_dice
from shikitable.games.mahjong.tiles import KIND_OF, kinds_from_text
from tests.sichuan_helpers import GAME


def swapped(direction: str, players: int = 4, seed: int = 5):
    state = GAME.setup(players, {"hands": 1, "swap": direction}, seed)
    before = [sorted(h) for h in state.hands]
    passed = {}
    events = []
    for seat in range(players):
        action = GAME.legal_actions(state, seat)[-1]
        passed[seat] = list(action.cards)
        events += GAME.apply(state, seat, action)[1]
    return state, before, passed, events


@pytest.mark.parametrize(("direction", "step"), [("counter", 1), ("clockwise", 3), ("across", 2)])
def test_three_tiles_go_the_chosen_way(direction: str, step: int) -> None:
    state, before, passed, events = swapped(direction)
    for seat in range(4):
        giver = (seat - step) % 4
        expected = sorted(t for t in before[seat] if t not in passed[seat]) + passed[giver]
        assert sorted(state.hands[seat]) == sorted(expected)
        assert GAME.observation(state, seat)["swap"]["received"] == sorted(passed[giver])
    assert state.phase == "void" and [len(h) for h in state.hands] == [len(h) for h in before]
    done = next(e for e in events if e.kind == "swap_done")
    assert done.data["direction"] == direction
    received = [e for e in events if e.kind == "swap_received"]
    assert received[1].view_for(1)["cards"] == sorted(passed[(1 - step) % 4])
    assert "cards" not in received[1].view_for(2)  # only the receiver sees what came in


def test_by_dice_the_direction_is_rolled_once_all_have_chosen() -> None:
    state, _, _, _ = swapped("dice", seed=11)
    assert len(state.swap_dice) == 2
    assert state.swap_direction == direction_by_dice(tuple(state.swap_dice), 4)
    assert [direction_by_dice((a, b), 4) for a, b in ((1, 3), (1, 4), (3, 3))] == ["clockwise", "counter", "across"]
    assert {direction_by_dice((a, 1), 3) for a in range(1, 7)} == {"clockwise", "counter"}


def test_a_choice_stays_hidden_until_everyone_has_chosen() -> None:
    state = GAME.setup(4, {"hands": 1, "swap": "across"}, 2)
    action = GAME.legal_actions(state, 0)[0]
    GAME.apply(state, 0, action)
    assert GAME.to_act(state) == (1, 2, 3)
    assert GAME.observation(state, 0)["swap"]["mine"] == list(action.cards)
    assert GAME.observation(state, 1)["swap"]["mine"] == []
    assert set(action.cards) <= set(state.hands[0])  # still held until the exchange


def test_a_bad_pass_is_refused_and_changes_nothing() -> None:
    state = GAME.setup(4, {"hands": 1, "swap": "counter"}, 4)
    hand = state.hands[0]
    mixed = next((a, b, c) for a in hand for b in hand for c in hand
                 if len({KIND_OF[a] // 9, KIND_OF[b] // 9, KIND_OF[c] // 9}) > 1 and len({a, b, c}) == 3)
    before = GAME.state_to_json(state)
    for cards, reason in ((mixed, "one suit"), (tuple(hand[:2]), "three tiles"), ((), "three tiles")):
        with pytest.raises(IllegalAction, match=reason):
            GAME.apply(state, 0, Action("swap", cards))
    with pytest.raises(IllegalAction, match="换三张"):
        GAME.apply(state, 0, Action("void_m"))
    assert GAME.state_to_json(state) == before


def test_across_needs_four_players() -> None:
    with pytest.raises(BadOption, match="four players"):
        GAME.setup(3, {"swap": "across"}, 1)


def tiles(text: str) -> list[int]:
    used: set[int] = set()
    found = []
    for kind in kinds_from_text(text):
        tile = next(kind * 4 + c for c in range(4) if kind * 4 + c not in used)
        used.add(tile)
        found.append(tile)
    return sorted(found)


def test_the_bot_passes_the_weakest_suits_loneliest_tiles() -> None:
    state = GAME.setup(4, {"hands": 1, "swap": "counter"}, 1)
    obs = GAME.observation(state, 1)
    obs["hand"] = tiles("1234567m1123p159s")  # bamboo: three lone tiles, the weakest suit
    from shikitable.games.mahjong.sichuan_swap import swap_choices

    pick = SichuanBot(0).choose(obs, swap_choices(obs["hand"]))
    assert sorted(KIND_OF[t] for t in pick.cards) == kinds_from_text("159s")
    obs["hand"] = tiles("1234567m1133p2468s")  # dots: two pairs; bamboo: four tiles a gap apart
    pick = SichuanBot(0).choose(obs, swap_choices(obs["hand"]))
    assert sorted(KIND_OF[t] for t in pick.cards) == kinds_from_text("248s")  # the pairs stay, and a 6


@pytest.mark.parametrize("players", [2, 3])
def test_two_and_three_players_use_dots_and_bamboo_without_void_choice(players: int) -> None:
    state = GAME.setup(players, {"hands": 1}, 8)
    everything = [t for h in state.hands for t in h] + state.wall
    assert sorted(everything) == list(range(36, 108))  # 72 tiles: no characters
    assert state.phase == "turn" and state.turn == state.dealer
    assert GAME.observation(state, 0)["voids"] == ["m"] * players
    assert len(state.hands[state.dealer]) == 14 and len(state.wall) == 72 - 13 * players - 1



def test_after_its_own_kong_the_bot_prefers_the_safer_of_equal_discards() -> None:
    from tests.sichuan_helpers import arrange

    state = arrange(["456p789p55p9m1p5m", "1112223334445s", "234m567m789m1234s", "5556667778889s"],
                    voids="ssps", melds={0: [("kong_concealed", "1m", -1)]})
    obs = GAME.observation(state, 0)
    legal = GAME.legal_actions(state, 0)
    plain = SichuanBot(0).choose(obs, legal)
    obs["after_kong"] = True  # the same tiles, drawn after the kong
    careful = SichuanBot(0).choose(obs, legal)
    assert KIND_OF[careful.cards[0]] == kinds_from_text("1p")[0]  # dots: seat 2's shown void, it cannot win on it
    assert careful != plain


def test_with_three_players_a_hand_ends_once_two_have_won() -> None:
    ended_early = 0
    for seed in range(6):
        state = GAME.setup(3, {"hands": 1}, seed)
        bots = [SichuanBot(seed + s) for s in range(3)]
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            action = bots[seat].choose(GAME.observation(state, seat), GAME.legal_actions(state, seat))
            GAME.apply(state, seat, action)
        if state.wall:  # ended before the wall ran out: by the wins
            ended_early += 1
            assert sum(1 for o in state.out if o) == 2
        assert sum(state.scores) == 0
    assert ended_early  # the heuristic players do finish hands by winning
