"""The one argument chooser: which legal actions of a kind the player's selection still allows,
and how the remaining ones are offered (a button each, or a menu) as the kind's ArgChoice
declares. Pure logic over the legal actions, so any action bar (the table's, a hand's) can
use it; the widgets that show the result live in the table."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.core.actions import Action
from shikitable.ui.layouts.base import ActionButton, Translate

ANY_ARG: Any = object()  # an action of the kind with any argument

FacesOf = Callable[[Sequence[int]], list[int]]


@dataclass(frozen=True)
class Selection:
    """What the player has chosen so far: cards (matched by face, copies being alike) and the
    picture card chosen in the hand row, if any (`picked` tells whether an action names it)."""

    cards: Sequence[int]
    faces_of: FacesOf
    picked: Callable[[Action], bool] | None = None


def narrow(legal: Sequence[Action], kind: str, selection: Selection, arg: object = ANY_ARG) -> list[Action]:
    """The legal actions of `kind` (and `arg`, if given) the selection allows. With no cards
    selected, a move with cards is allowed only when every action left uses the same cards (a
    single kong, a J that may name any suit); a chosen picture card narrows to its actions."""
    options = [a for a in legal if a.kind == kind and (arg is ANY_ARG or a.arg == arg)]
    if any(a.cards for a in options):
        faces = selection.faces_of
        if selection.cards:
            wanted = faces(sorted(selection.cards))
            options = [a for a in options if faces(a.cards) == wanted]
        elif any(not a.cards for a in options):
            options = [a for a in options if not a.cards]
        elif len({tuple(faces(a.cards)) for a in options}) > 1:
            return []  # the cards decide which: the player selects them first
    if selection.picked is not None:
        options = [a for a in options if selection.picked(a)] or options
    return options


def distinct_args(options: Sequence[Action]) -> list[Action]:
    """One action per argument, in the order listed."""
    seen: dict[object, Action] = {}
    for action in options:
        seen.setdefault(action.arg, action)
    return list(seen.values())


def button_choices(spec: ActionButton, legal: Sequence[Action], selection: Selection) -> list[Action]:
    """The actions a `buttons` kind shows a button for: those the selection allows, once the
    player has selected the cards (at once, for a move without cards)."""
    if spec.arg is None or spec.arg.shown != "buttons":
        return []
    if spec.needs_cards and not selection.cards:
        return []
    return [a for a in distinct_args(narrow(legal, spec.kind, selection)) if a.arg is not None]


def needs_asking(spec: ActionButton | None, options: Sequence[Action]) -> bool:
    """Whether the player must be asked which of these actions they mean (a `menu` kind with
    more than one argument left)."""
    return spec is not None and spec.arg is not None and spec.arg.shown == "menu" and len(distinct_args(options)) > 1


def arg_texts(spec: ActionButton, options: Sequence[Action], obs: Mapping[str, Any], tr: Translate) -> list[str]:
    """How each action's argument reads on its button or menu entry."""
    assert spec.arg is not None
    return [spec.arg.arg_text(a, obs, tr) for a in options]


def plain_label(spec: ActionButton, tr: Translate) -> str:
    """The button's own label, without an amount placeholder."""
    return tr(spec.label).replace(" {amount}", "").replace("{amount}", "")
