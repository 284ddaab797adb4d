"""The Magic: the Mahjong card catalogue: what seed 003 requires of it, checked as data."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from shikitable.games.mahjong.magic.catalogue import (
    BY_ID,
    CARDS,
    CATALOGUE_FILE,
    CatalogueError,
    catalogue_from_table,
    deck,
    load_catalogue,
)
from shikitable.games.mahjong.magic.vocabulary import OPERATIONS, CardType, Colour, Rarity, Timing


def test_the_catalogue_holds_at_least_thirty_cards_with_unique_ids_and_names() -> None:
    assert len(CARDS) >= 30
    assert len(BY_ID) == len(CARDS)
    assert len({c.name_ja for c in CARDS}) == len(CARDS) and len({c.name_en for c in CARDS}) == len(CARDS)


def test_the_six_cards_the_seed_names_are_there_with_the_seed_meanings() -> None:
    by_ja = {c.name_ja: c for c in CARDS}
    effects = {
        name: {o.name for o in by_ja[name].effect}
        for name in ("停滞", "一発リーチ", "上がり吸収", "ロン弾き", "無役の役", "カード復活")
    }
    assert effects["停滞"] == {"forbid_win"} and by_ja["停滞"].type is CardType.TALISMAN
    assert effects["一発リーチ"] == {"permit_win"}
    assert effects["上がり吸収"] == {"share_win"} and by_ja["上がり吸収"].effect[0].arg("fraction") == 0.5
    assert effects["ロン弾き"] == {"cancel_win"}
    assert effects["無役の役"] == {"permit_no_yaku", "return_if_win"}
    assert effects["カード復活"] == {"retrieve_used"}


def test_every_colour_rarity_and_type_appears() -> None:
    assert {c.colour for c in CARDS} == set(Colour)
    assert {c.rarity for c in CARDS} == set(Rarity)
    assert {c.type for c in CARDS} == set(CardType)


def test_each_card_is_consistent_with_its_type() -> None:
    for card in CARDS:
        assert card.effect and all(o.name in OPERATIONS for o in card.effect), card.id
        assert card.text_ja and card.text_en, card.id
        if card.type is CardType.TALISMAN:
            assert card.lasts in ("next_turn", "hand") and "護符" in card.text_ja, card.id
        else:
            assert card.lasts == "", card.id
        if card.type is CardType.COUNTER:
            assert card.timing is Timing.CARD_DECLARED and "カウンター" in card.text_ja, card.id
        else:
            assert card.timing is not Timing.CARD_DECLARED, card.id
        if card.type is CardType.STACKING:
            assert "積み込み" in card.text_ja, card.id


def test_the_deck_has_every_copy() -> None:
    cards = deck()
    assert len(cards) == sum(c.copies for c in CARDS)
    assert all(cards.count(c.id) == c.copies for c in CARDS)


def test_every_card_has_its_drawn_faces() -> None:
    import xml.etree.ElementTree as ET

    folder = Path(__file__).resolve().parent.parent / "assets" / "cards" / "magic"
    for card in CARDS:
        for name in (f"{card.id}.svg", f"{card.id}-small.svg"):
            root = ET.parse(folder / name).getroot()
            assert root.findtext("{http://www.w3.org/2000/svg}title", "").startswith(card.name_ja), name
            assert len(root.findall("{http://www.w3.org/2000/svg}path")) >= 3, name  # name, rarity, text
    assert (folder / "back.svg").exists()


# --- the catalogue file: read once, and a mistake in it is named, not played ---------------

def _edited_table(edit: Callable[[list[dict[str, Any]]], object]) -> dict[str, Any]:
    table = tomllib.loads(CATALOGUE_FILE.read_text(encoding="utf-8"))
    edit(table["card"])
    return table


def test_the_shipped_file_reads_back_as_the_catalogue_the_engine_plays() -> None:
    assert load_catalogue(CATALOGUE_FILE) == CARDS
    guard = BY_ID["guard"]
    assert (guard.name_ja, guard.timing, guard.copies) == ("守りの札", Timing.WIN_AGAINST, 2)
    assert guard.effect[0].arg("factor") == 0.5 and guard.effect[0].arg("payer") == "self"
    assert BY_ID["stagnation"].lasts == "next_turn" and BY_ID["negate"].lasts == ""


@pytest.mark.parametrize(
    ("edit", "words"),
    [
        (lambda cards: cards[2].update(timing="at_noon"), "card 3 (barrier): \"timing\" must be one of"),
        (lambda cards: cards[5].update(id=cards[0]["id"]), "card 6 (stagnation): the id 'stagnation' is used"),
        (lambda cards: cards[1].pop("text_en"), 'card 2 (ron_repel): "text_en" must be a non-empty text'),
        (lambda cards: cards[0].update(effect=[{"op": "win_anyway"}]), "card 1 (stagnation): each operation"),
        (lambda cards: cards[0].update(effect=[{"op": "peek_wall", "count": [3]}]), "are texts or numbers"),
        (lambda cards: cards[3].update(copies=0), 'card 4 (negate): "copies" must be a whole number'),
        (lambda cards: cards[1].update(lasts="hand"), "card 2 (ron_repel): a talisman, and only a talisman"),
        (lambda cards: cards[0].update(colur="white"), "card 1 (stagnation): unknown field(s) colur"),
        (lambda cards: cards.append("a card"), "card 33: expected an object"),
        (lambda cards: cards.clear(), "expected the cards as [[card]] tables"),
    ],
)
def test_a_faulty_catalogue_is_refused_with_the_card_and_the_fault_named(
    edit: Callable[[list[dict[str, Any]]], object], words: str
) -> None:
    with pytest.raises(CatalogueError) as refused:
        catalogue_from_table(_edited_table(edit), "catalogue.toml")
    assert str(refused.value).startswith("catalogue.toml: ") and words in str(refused.value)


def test_an_unreadable_catalogue_file_is_refused_with_its_path(tmp_path: Path) -> None:
    broken = tmp_path / "catalogue.toml"
    broken.write_text('[[card]]\nid = "stagnation\n', encoding="utf-8")
    with pytest.raises(CatalogueError, match="catalogue.toml: the card catalogue cannot be read"):
        load_catalogue(broken)
    with pytest.raises(CatalogueError, match="cannot be read"):
        load_catalogue(tmp_path / "missing.toml")
