"""One key map across games (#33 deliver 8): the same key for the same meaning at every table,
each key shown once on its button, digits that match the amounts on the labels, and Help → Keys
drawn from the same map."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from shikitable.core.actions import Action
from shikitable.games import GAMES
from shikitable.ui.layouts import layout_for
from shikitable.ui.layouts.base import ActionButton
from shikitable.ui.table.arg_chooser import arg_texts
from shikitable.ui.table.keymap import AMOUNT_KINDS, MEANINGS, SHARED_MEANINGS, key_of, meaning_of
from shikitable.ui.table.table import button_keys, choice_key
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.keys_help import keys_page

KEY_IN_LABEL = re.compile(r"\((?:[A-Z0-9]|Enter|Shift\+[A-Z])\)")


def _declared(game_id: str) -> list[ActionButton]:
    return list(layout_for(game_id).buttons)


def test_every_game_gives_the_same_key_to_the_same_meaning():
    seen: dict[str, set[str]] = {}
    for game_id in GAMES:
        keys = button_keys(_declared(game_id), game_id)
        for button in _declared(game_id):
            if button.kind in AMOUNT_KINDS:
                continue  # one button per amount, each with the digit on its label
            meaning = meaning_of(game_id, button.kind)
            assert meaning is not None, f"{game_id}: the move {button.kind!r} has no meaning in the key map"
            seen.setdefault(meaning, set()).add(keys[button.kind])
    for meaning in SHARED_MEANINGS:
        assert seen.get(meaning) == {MEANINGS[meaning].key}, (meaning, seen.get(meaning))
    assert seen["pass"] == {"X"} and seen["win"] == {"W"} and seen["draw"] == {"D"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_two_moves_of_a_game_share_a_key_and_no_label_repeats_its_key(game_id):
    by_key: dict[str, set[str]] = {}
    for button in _declared(game_id):
        assert not KEY_IN_LABEL.search(button.label), f"{game_id}: {button.label!r} shows its key twice"
        by_key.setdefault(key_of(game_id, button.kind), set()).add(meaning_of(game_id, button.kind) or "")
    clashes = {key: meanings for key, meanings in by_key.items() if len(meanings) > 1}
    assert not clashes, f"{game_id}: one key for several moves: {clashes}"


def _stakes(obs: dict, amounts: list[int]) -> list[tuple[str, str]]:
    spec = next(b for b in layout_for("namto").buttons if b.kind == "stake")
    actions = [Action.make("stake", arg=a) for a in amounts]
    texts = arg_texts(spec, actions, obs, _tr)
    keys = [choice_key("namto", "stake", a, obs, i + 1, len(actions) == 1) for i, a in enumerate(actions)]
    return list(zip(texts, keys, strict=True))


def _tr(text: str) -> str:
    return QApplication.translate("shikitable", text)


def test_betting_buttons_say_check_call_and_raise_to_with_matching_digits(qapp):
    install_translator(QApplication.instance(), "en")
    # nothing to match: Check, then raises to 1..3 with the digits 1..3
    assert _stakes({"to_call": 0, "level": 0}, [0, 1, 2, 3]) == [
        ("Check", "C"), ("+1 → 1", "1"), ("+2 → 2", "2"), ("+3 → 3", "3")]
    # 4 to match at a level of 10: Call 4, then raise to 11.. by +1.. (the digit is the +N shown)
    assert _stakes({"to_call": 4, "level": 10}, [4, 5, 9]) == [
        ("Call 4", "C"), ("+1 → 11", "1"), ("+5 → 15", "5")]
    # too few points to match: all in, the call key
    assert _stakes({"to_call": 6, "level": 6}, [3]) == [("All in: 3", "C")]


def test_help_keys_page_lists_every_meaning_with_its_key_and_the_buttons(qapp):
    install_translator(QApplication.instance(), "en")
    page = keys_page("en")
    for meaning, spec in MEANINGS.items():
        shown = "Enter" if spec.key == "Return" else spec.key
        assert f"<b>{shown}</b>" in page, meaning
    assert "End the Season (終季): End the season" in page  # the game's one name, its button
    assert "Riichi Mahjong: Pass" in page and "Nippachi: Pass" in page
