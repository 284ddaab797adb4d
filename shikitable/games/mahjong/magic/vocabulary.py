"""The words cards are made of: when a card may be declared, what kind of card it is, and the
engine operations its effect is built from. A card's effect is a short list of operations, so
the engine carries out a small vocabulary, not one branch per card."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Colour(StrEnum):
    """The frame colour (seed 003 §2-2): a hint at the card's character, not a rule."""

    WHITE = "white"  # 白: protection and order
    BLUE = "blue"  # 青: knowledge and the wall
    BLACK = "black"  # 黒: hindering others
    RED = "red"  # 赤: points and attack
    GREEN = "green"  # 緑: cards and recovery
    COLOURLESS = "colourless"  # 無


class Rarity(StrEnum):
    """The symbol at the right of the middle box: gold (rare), silver (uncommon), black (common)."""

    GOLD = "gold"
    SILVER = "silver"
    BLACK = "black"


class CardType(StrEnum):
    NORMAL = "normal"  # declared, used up, its effect resolves
    TALISMAN = "talisman"  # 護符: lies on the table and acts while there
    COUNTER = "counter"  # カウンター: declared while another card is declared; resolves first
    STACKING = "stacking"  # 積み込み: at most one per player per hand


class Timing(StrEnum):
    """The windows in which the engine offers a seat its declarable cards."""

    BEFORE_SHUFFLE = "before_shuffle"  # before each hand's wall is built
    OWN_DRAW = "own_draw"  # after you draw, before you discard
    OTHERS_DISCARD = "others_discard"  # after another player's discard, before calls
    ON_CALL = "on_call"  # when a player calls chi, pon or kan
    ON_RIICHI = "on_riichi"  # when another player declares riichi
    OWN_WIN = "own_win"  # when you declare a win
    WIN_AGAINST = "win_against"  # when another player declares a win (ron on you or tsumo)
    EXHAUSTIVE_DRAW = "exhaustive_draw"  # when the wall runs out, before payments
    CARD_DECLARED = "card_declared"  # while another card is declared (counters only)


class Op(NamedTuple):
    """One engine operation with its parameters (plain JSON-able values)."""

    name: str
    args: tuple[tuple[str, object], ...] = ()

    def arg(self, key: str, default: object = None) -> object:
        return dict(self.args).get(key, default)


def op(name: str, **args: object) -> Op:
    if name not in OPERATIONS:
        raise ValueError(f"unknown card operation {name!r}")
    return Op(name, tuple(sorted(args.items())))


# Every operation the engine knows, with what it does. "target" is chosen when the card is
# declared: "self", "chosen" (an opponent the declarer names), "leader" (the top scorer other
# than the declarer), "winner", "discarder", "declarer" (of the card being answered), "everyone".
OPERATIONS: dict[str, str] = {
    "forbid_win": "target may not win while the talisman lies (a 'cannot': beats any 'may')",
    "forbid_calls": "target may not call chi, pon or kan while the talisman lies",
    "forbid_riichi": "target may not declare riichi while the talisman lies",
    "ward": "cards declared by others naming target as their target lapse while the talisman lies",
    "permit_win": "for the rest of the hand the declarer may win although furiten forbids it (not against a 'cannot')",
    "permit_no_yaku": "for the rest of the hand the declarer may win without a yaku: the hand is worth its fu "
    "and one han per dora, at least 1 han",
    "return_if_win": "if the declarer wins this hand, the card may go back to their hand "
    "(lapses once it left the used pile)",
    "cancel_win": "the declared win is taken back; play goes on as if it had not been declared",
    "cancel_card": "the card being answered is used up without effect",
    "bounce_card": "the card being answered goes back to its owner's hand without effect",
    "redirect": "the card being answered takes effect on its declarer instead of the counter's user",
    "share_win": "the winner pays `fraction` of the win to the declarer (rounded up to 100)",
    "scale_payment": "payments of this win by `payer` are multiplied by `factor`",
    "cap_payment": "target pays at most `limit` for any one win while the talisman lies",
    "transfer": "`amount` points move from `source` to the declarer",
    "count_as_ready": "the declarer counts as ready in the exhaustive draw's payments",
    "peek_wall": "the declarer sees the next `count` tiles of the live wall",
    "peek_ura": "the declarer sees the ura-dora indicators",
    "reveal_hand": "the declarer sees target's concealed tiles",
    "reveal_dora": "one more dora indicator is turned at once",
    "swap_with_wall": "the declarer swaps `count` hand tile(s) of their choice with the next wall tile(s)",
    "plant_tile": "a copy of a tile kind the declarer names is moved from the wall to their first draw",
    "reshuffle_wall": "the unseen live wall is shuffled again",
    "redraw": "the declarer's drawn tile goes to the bottom of the live wall and they draw again",
    "swap_random_tile": "a random concealed tile of target is swapped with the next wall tile",
    "force_tsumogiri": "target must discard the tile they draw on their next `turns` turn(s)",
    "remove_talismans": "every talisman on the table is used up",
    "draw_cards": "the declarer draws `count` cards from the card deck",
    "steal_card": "the declarer takes a random card from target's card hand",
    "discard_card": "target discards a random card from their card hand",
    "retrieve_used": "the declarer takes a used card of their choice into their card hand",
}
