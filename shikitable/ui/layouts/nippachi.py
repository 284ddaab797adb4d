"""にっぱち's table: hands, ポン / カン sets in front of each player, the stock and the up-card pile
in the middle, the suit a J named, あたりあり / リーチ / つぶれ on the name plates."""

from __future__ import annotations

from shikitable.games.nippachi.deck import CARD_COUNT, card_code
from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    DeckArt,
    PlateMark,
    SeatZone,
    TableLayout,
    arg_named,
)

STANDARD_ART = DeckArt(
    folder="standard",
    file_of=lambda c: f"{card_code(c)}.svg",
    face_of=lambda c: c,  # every card of the deck is unique
    card_count=CARD_COUNT,
    four_colour_folder="standard-4c",
)

SUIT_CHOICES = (
    QT_TRANSLATE_NOOP("shikitable", "♠ Spades"),
    QT_TRANSLATE_NOOP("shikitable", "♥ Hearts"),
    QT_TRANSLATE_NOOP("shikitable", "♦ Diamonds"),
    QT_TRANSLATE_NOOP("shikitable", "♣ Clubs"),
)

NAME_A_SUIT = ArgChoice("menu", arg_named(SUIT_CHOICES))  # a J names the suit to follow

LAYOUT = TableLayout(
    game_id="nippachi",
    art=STANDARD_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts"),
        SeatZone("melds", "melds", "groups", scale=0.5, depth=0.33),
    ),
    central_zones=(
        CentralZone(
            "stock", "stock_count", "stock", x=-95, y=0, scale=0.62, label=QT_TRANSLATE_NOOP("shikitable", "Stock")
        ),
        CentralZone("pile", "pile", "pile", x=85, y=0, scale=0.7, label=""),
        CentralZone("follow", "follow", "text", x=85, y=78, label=QT_TRANSLATE_NOOP("shikitable", "Follow: {0}")),
        CentralZone(
            "named_suit",
            "named_suit_symbol",
            "text",
            x=60,
            y=-118,
            label=QT_TRANSLATE_NOOP("shikitable", "J named {0}"),
        ),
    ),
    buttons=(
        ActionButton("ateru", QT_TRANSLATE_NOOP("shikitable", "Hit"), needs_cards=False),
        ActionButton(
            "kan", QT_TRANSLATE_NOOP("shikitable", "Kan"), needs_cards=True, arg=NAME_A_SUIT
        ),
        ActionButton(
            "pon", QT_TRANSLATE_NOOP("shikitable", "Pon"), needs_cards=True, arg=NAME_A_SUIT
        ),
        ActionButton(
            "play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True, arg=NAME_A_SUIT
        ),
        ActionButton("draw", QT_TRANSLATE_NOOP("shikitable", "Draw"), needs_cards=False),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False),
    ),
    highlight_key="window_card",
    text_values={"*": QT_TRANSLATE_NOOP("shikitable", "any card")},  # a Joker on top
    terms={"ateru": "あてる (hit)", "pon": "ポン (pon)", "kan": "カン (kan)"},
    calls={"pon": QT_TRANSLATE_NOOP("shikitable", "Pon!"), "kan": QT_TRANSLATE_NOOP("shikitable", "Kan!"),
           "hit": QT_TRANSLATE_NOOP("shikitable", "Hit!")},
    reset_events=("hand_start",),
    reveal_events={"reveal": "cards"},
    plate_marks=(
        PlateMark("waiting_mark", {"atari": QT_TRANSLATE_NOOP("shikitable", "waiting")}),
        PlateMark(
            "status_mark",
            {"riichi": QT_TRANSLATE_NOOP("shikitable", "reach"), "tsubure": QT_TRANSLATE_NOOP("shikitable", "crushed")},
        ),
    ),
    log={
        "hand_start": QT_TRANSLATE_NOOP("shikitable", "Hand {number} begins; {dealer} deals."),
        "nagare": QT_TRANSLATE_NOOP("shikitable", "{seat} declares a washout with {cards}: the hands are dealt again."),
        "first_card": QT_TRANSLATE_NOOP("shikitable", "{seat} turns up {card}."),
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {card} ({left} left)."),
        "pon": QT_TRANSLATE_NOOP("shikitable", "{seat} calls pon: {cards}."),
        "kan": QT_TRANSLATE_NOOP("shikitable", "{seat} calls kan: {cards}."),
        "hit": QT_TRANSLATE_NOOP("shikitable", "{seat} hits {card}!"),
        "tsubure": QT_TRANSLATE_NOOP("shikitable", "{seat} can neither play nor draw: crushed."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    },
    score_lines={
        "payment": QT_TRANSLATE_NOOP("shikitable", "{payer} [{hand}]: {working} hand points, ×{times} = {amount}"),
        "agari": QT_TRANSLATE_NOOP("shikitable", "{seat} went out: each pays their own hand points ×{times}"),
        "kachinokori": QT_TRANSLATE_NOOP(
            "shikitable", "{seat} is the last one not crushed: each pays their own hand points ×{times}"
        ),
        "atari": QT_TRANSLATE_NOOP("shikitable", "{level} on {card} played by {from}, who pays ×{times}"),
        "kaikyoku": QT_TRANSLATE_NOOP("shikitable", "{level} on the first up-card {card}: each pays ×{times}"),
        "kaeshi": QT_TRANSLATE_NOOP("shikitable", "{level}: {from} hit {card} and pays their own hand points ×{times}"),
    },
    score_terms={
        "agari": QT_TRANSLATE_NOOP("shikitable", "Went out: everyone pays their hand points"),
        "kachinokori": QT_TRANSLATE_NOOP("shikitable", "Last one standing: everyone pays their hand points"),
        "atari": QT_TRANSLATE_NOOP("shikitable", "Hit: the player hit pays"),
        "kaikyoku": QT_TRANSLATE_NOOP("shikitable", "First-card hit: everyone pays"),
        "kaeshi": QT_TRANSLATE_NOOP("shikitable", "Bounce: the hit comes back on the hitter"),
        "single": QT_TRANSLATE_NOOP("shikitable", "Hit"),
        "double": QT_TRANSLATE_NOOP("shikitable", "Double"),
        "triple": QT_TRANSLATE_NOOP("shikitable", "Triple"),
        "kaeshi_single": QT_TRANSLATE_NOOP("shikitable", "Bounce"),
        "kaeshi_double": QT_TRANSLATE_NOOP("shikitable", "Double bounce"),
        "kaeshi_triple": QT_TRANSLATE_NOOP("shikitable", "Triple bounce"),
    },
)
