"""The one argument chooser: which of a move's actions the selection leaves, and when the player
is asked (a button each, or a menu) — the same for every game that declares an ArgChoice."""

from __future__ import annotations

from shikitable.core.actions import Action
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.arg_chooser import Selection, button_choices, narrow, needs_asking


def faces(cards):
    return sorted(c % 10 for c in cards)  # cards 3 and 13 are copies of one face


def spec_of(game_id: str, kind: str):
    return next(b for b in layout_for(game_id).buttons if b.kind == kind)


def test_the_selection_narrows_to_its_cards_and_a_copy_counts_as_the_card():
    legal = [Action.make("play", [3], 0), Action.make("play", [3], 1), Action.make("play", [4], 0)]
    assert narrow(legal, "play", Selection([13], faces)) == legal[:2]
    assert narrow(legal, "play", Selection([5], faces)) == []
    # nothing selected: the cards decide which, so nothing is chosen yet
    assert narrow(legal, "play", Selection([], faces)) == []
    # one set of cards only (a J naming any suit): it needs no selecting
    assert narrow(legal[:2], "play", Selection([], faces)) == legal[:2]


def test_a_menu_asks_only_when_more_than_one_argument_is_left():
    suit = spec_of("nippachi", "play")
    two = [Action.make("play", [3], 0), Action.make("play", [3], 1)]
    assert needs_asking(suit, two)
    assert not needs_asking(suit, two[:1])
    assert not needs_asking(spec_of("nippachi", "draw"), two)  # no argument to choose


def test_amounts_get_a_button_each_at_once_and_roads_once_cards_are_selected():
    stakes = [Action("stake", (), 2), Action("stake", (), 5), Action("fold")]
    assert button_choices(spec_of("namto", "stake"), stakes, Selection([], faces)) == stakes[:2]
    roads = [Action.make("play", [3], 0), Action.make("play", [3], 2), Action.make("play", [4], 1)]
    road = spec_of("makhup", "play")
    assert button_choices(road, roads, Selection([], faces)) == []
    assert button_choices(road, roads, Selection([3], faces)) == roads[:2]
    assert button_choices(spec_of("makhup", "clear"), roads, Selection([3], faces)) == []


def test_a_chosen_picture_card_narrows_to_its_declarations():
    legal = [Action("card", (), "snatch:1"), Action("card", (), "snatch:2"), Action("card", (), "negate")]
    picked = Selection([], faces, lambda a: str(a.arg).startswith("negate"))
    assert narrow(legal, "card", picked) == legal[2:]
    assert narrow(legal, "card", Selection([], faces)) == legal
