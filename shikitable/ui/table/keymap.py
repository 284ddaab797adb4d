"""One key map for every game: a move's key follows what the move means, not which game it is in.

Pass is X at every table, a win is W whether it is called tsumo, ron, 終季 or a hit, a draw is D,
the main move with the selected cards (play, discard) is Enter, and so on. A game's action kind
is mapped to a meaning here (a game may name a kind of its own; `GAME_MEANINGS` settles the few
kinds two games use for different things). Amount buttons (stakes, bases) take the digit of the
amount their label shows. Help → Keys is drawn from these tables, so it cannot drift.
Qt-free: the layout test and the Keys page read it alike."""

from __future__ import annotations

from dataclasses import dataclass

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Meaning:
    key: str  # a QKeySequence string: "X", "Shift+K", "Return"
    name: str  # what the key does, in English (QT_TRANSLATE_NOOP, context "keys")
    shortcut: bool = True  # False: the table handles the key itself (Enter plays the selection)


MEANINGS: dict[str, Meaning] = {
    "play": Meaning("Return", QT_TRANSLATE_NOOP("keys", "Play or discard the selected cards or tiles"), False),
    "pass": Meaning("X", QT_TRANSLATE_NOOP("keys", "Pass: let a discard or a turn go by")),
    "draw": Meaning("D", QT_TRANSLATE_NOOP("keys", "Draw")),
    "win": Meaning("W", QT_TRANSLATE_NOOP("keys", "Declare a win (tsumo, ron, hu, 終季, a hit)")),
    "pon": Meaning("P", QT_TRANSLATE_NOOP("keys", "Claim a discard for a set (pon, 開)")),
    "chi": Meaning("C", QT_TRANSLATE_NOOP("keys", "Claim a discard for a run (chii)")),
    "kan": Meaning("K", QT_TRANSLATE_NOOP("keys", "Kan (with a discard, or from the hand)")),
    "added_kan": Meaning("Shift+K", QT_TRANSLATE_NOOP("keys", "Added kan (a fourth tile to a pon)")),
    "riichi": Meaning("R", QT_TRANSLATE_NOOP("keys", "Riichi")),
    "open_riichi": Meaning("Shift+R", QT_TRANSLATE_NOOP("keys", "Open riichi")),
    "abort": Meaning("9", QT_TRANSLATE_NOOP("keys", "Nine terminals: call the hand off")),
    "face_down": Meaning("L", QT_TRANSLATE_NOOP("keys", "Lay the selected cards or tiles face down")),
    "swap": Meaning("S", QT_TRANSLATE_NOOP("keys", "Swap the selected cards or tiles")),
    "join": Meaning("J", QT_TRANSLATE_NOOP("keys", "Take part in the season")),
    "keep": Meaning("G", QT_TRANSLATE_NOOP("keys", "Keep the hand and give up the exchange")),
    "call": Meaning("C", QT_TRANSLATE_NOOP("keys", "Check or call: stake what the others staked")),
    "fold": Meaning("F", QT_TRANSLATE_NOOP("keys", "Fold")),
    "void_characters": Meaning("M", QT_TRANSLATE_NOOP("keys", "Void suit: characters (万)")),
    "void_dots": Meaning("T", QT_TRANSLATE_NOOP("keys", "Void suit: dots (筒)")),
    "void_bamboo": Meaning("B", QT_TRANSLATE_NOOP("keys", "Void suit: bamboo (条)")),
    "card": Meaning("A", QT_TRANSLATE_NOOP("keys", "Declare a Magic card")),
    "keep_cards": Meaning("Y", QT_TRANSLATE_NOOP("keys", "Magic: keep the cards in hand")),
    "reset_cards": Meaning("N", QT_TRANSLATE_NOOP("keys", "Magic: deal new cards")),
    "merge": Meaning("M", QT_TRANSLATE_NOOP("keys", "値木: join two roads")),
    "new_road": Meaning("N", QT_TRANSLATE_NOOP("keys", "値木: start a road")),
    "clear": Meaning("E", QT_TRANSLATE_NOOP("keys", "値木: clear the roads")),
    "banish": Meaning("V", QT_TRANSLATE_NOOP("keys", "連友's general: remove every card of a strength")),
    "take": Meaning("T", QT_TRANSLATE_NOOP("keys", "連友's general: take from the discards")),
}

# the same kind name means the same thing in every game...
KIND_MEANINGS: dict[str, str] = {
    "play": "play", "discard": "play", "pass": "pass", "draw": "draw",
    "tsumo": "win", "ron": "win", "taxot": "win", "ateru": "win", "hu": "win",
    "pon": "pon", "kai": "pon", "chi": "chi", "kan": "kan", "daiminkan": "kan", "ankan": "kan",
    "kakan": "added_kan", "riichi": "riichi", "open_riichi": "open_riichi", "kyuushu": "abort",
    "down": "face_down", "lay": "face_down", "swap": "swap", "join": "join", "fold": "fold",
    "stake": "call", "void_m": "void_characters", "void_p": "void_dots", "void_s": "void_bamboo",
    "card": "card", "reset": "reset_cards", "merge": "merge", "start": "new_road", "clear": "clear",
    "banish": "banish", "take": "take", "keep": "keep",
}
# ...but for these, where two games gave one name to two moves
GAME_MEANINGS: dict[tuple[str, str], str] = {("magic", "keep"): "keep_cards"}

# moves whose buttons carry an amount: the digit of the amount on the label is the key
AMOUNT_KINDS = frozenset({"base"})  # a join has one amount: it keeps J

# the meanings that every game must give the same key (the list, checked by a test)
SHARED_MEANINGS = ("play", "pass", "draw", "win", "pon", "kan", "fold")


def meaning_of(game_id: str, kind: str) -> str | None:
    return GAME_MEANINGS.get((game_id, kind), KIND_MEANINGS.get(kind))


def key_of(game_id: str, kind: str) -> str:
    """The key of a move's button ("" for a kind with no meaning in the map)."""
    meaning = meaning_of(game_id, kind)
    return MEANINGS[meaning].key if meaning is not None else ""


def registers_shortcut(game_id: str, kind: str) -> bool:
    """Whether the button's key is a window shortcut (Enter is the table's own: it plays the
    selection, or the only legal move)."""
    meaning = meaning_of(game_id, kind)
    return meaning is None or MEANINGS[meaning].shortcut


def amount_key(amount: int) -> str:
    """An amount's digit key: the number on the label, for 0-9; larger amounts have none."""
    return str(amount) if 0 <= amount <= 9 else ""
