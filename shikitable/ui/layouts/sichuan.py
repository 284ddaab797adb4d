"""四川麻将's table: straight tile hands, melds with the claimed tile turned toward its giver,
rivers in rows of six, each winner's winning tile, the centre panel (the hand's number, the
wall, each seat's wind and points), and the void suit and "out" on each name plate."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shikitable.games.mahjong.sichuan_rules import SUITS
from shikitable.games.mahjong.tiles import suit_of
from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    SICHUAN_TILE_ART,
    ActionButton,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
)
from shikitable.ui.layouts.mahjong_table import DISCARD, PASS, PON, RON, TSUMO

PAID_ON_TURN = QT_TRANSLATE_NOOP("shikitable", "{from} pays {seat} (turn {turn})")  # a ledger line



def in_void_suit(obs: Mapping[str, Any], tile: int) -> bool:
    """The tile is of the suit the viewer chose to give up (it must go before any other)."""
    seat, voids = obs.get("seat"), obs.get("voids")
    if not isinstance(seat, int) or not isinstance(voids, list) or not 0 <= seat < len(voids):
        return False
    return voids[seat] in SUITS and suit_of(tile) == SUITS.index(voids[seat])


LAYOUT = TableLayout(
    game_id="sichuan",
    set_aside=in_void_suit,
    art=SICHUAN_TILE_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=14, fan=False,
                 apart_key="drawn"),
        # the discard a winner won on, just past the hand (share 0: only as long as it needs)
        SeatZone("won", "won_tiles", "row", scale=0.62, depth=0.0, along=1, per_row=1, share=0.0),
        SeatZone("melds", "melds", "groups", scale=0.62, depth=0.2, rows=2),
        # rivers in rows of six, in the ring round the centre before each player
        SeatZone("river", "rivers", "row", scale=0.62, depth=0.4, per_row=6, rows=2, align="centre", ring=True),
    ),
    min_tile_w=32.0,
    min_ring_w=28.0,
    central_zones=(
        # the hand's number, the wall and each seat's wind and points, as Mahjong Soul's centre
        CentralZone("panel", "", "panel", x=0, y=0),
    ),
    buttons=(
        TSUMO,
        RON,
        DISCARD,
        PON,
        ActionButton("kan", QT_TRANSLATE_NOOP("shikitable", "Kan"), needs_cards=True),
        PASS,
        ActionButton("void_m", QT_TRANSLATE_NOOP("shikitable", "Void characters"), needs_cards=False),
        ActionButton("void_p", QT_TRANSLATE_NOOP("shikitable", "Void dots"), needs_cards=False),
        ActionButton("void_s", QT_TRANSLATE_NOOP("shikitable", "Void bamboo"), needs_cards=False),
        ActionButton("lay", QT_TRANSLATE_NOOP("shikitable", "Lay face down"), needs_cards=True),
        ActionButton("swap", QT_TRANSLATE_NOOP("shikitable", "Three-tile swap"), needs_cards=True),
    ),
    highlight_key="last_discard",
    # the glossary in each button's tooltip: the words a 四川 player at a Japanese table says
    terms={
        "tsumo": "ツモ和 (tsumo)", "ron": "ロン和 (ron)", "pon": "ポン (pon)", "kan": "カン (kan)",
        "void_m": "缺 萬 (void characters)", "void_p": "缺 筒 (void dots)", "void_s": "缺 索 (void bamboo)",
        "lay": "定打 (first discard face down)", "swap": "换三张 (three-tile swap)",
    },
    # a log line's raw values in words: how a win was made (strings of their own, not riichi's
    # "ron": a 四川 player says 点炮 where a riichi player says 荣和)
    log_values={
        "by": {
            "ron": QT_TRANSLATE_NOOP("shikitable", "on another's discard"),
            "tsumo": QT_TRANSLATE_NOOP("shikitable", "self-drawn"),
        },
        "void": {
            "m": QT_TRANSLATE_NOOP("shikitable", "characters"),
            "p": QT_TRANSLATE_NOOP("shikitable", "dots"),
            "s": QT_TRANSLATE_NOOP("shikitable", "bamboo"),
        },
    },
    reveal_events={"hand_shown": "hand"},
    plate_marks=(
        PlateMark("voids", {
            "m": QT_TRANSLATE_NOOP("shikitable", "Void: characters"),
            "p": QT_TRANSLATE_NOOP("shikitable", "Void: dots"),
            "s": QT_TRANSLATE_NOOP("shikitable", "Void: bamboo"),
            "hidden": QT_TRANSLATE_NOOP("shikitable", "Void: ?"),
        }),
        PlateMark("out", {
            "ron": QT_TRANSLATE_NOOP("shikitable", "Out: ron win"),
            "tsumo": QT_TRANSLATE_NOOP("shikitable", "Out: tsumo win"),
        }),
    ),
    score_lines={
        why: PAID_ON_TURN
        for why in ("ron", "tsumo", "kong_concealed", "kong_added", "kong_open", "kong_refund", "kong_to_winner",
                    "flower_pig", "not_ready", "kong_flower")
    },
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Hand {season} begins; {dealer} deals."),
        "voids_shown": QT_TRANSLATE_NOOP("shikitable", "Every void suit is shown."),
        "void_shown": QT_TRANSLATE_NOOP("shikitable", "{seat} turns up the first discard: void suit {void}."),
        "discard": QT_TRANSLATE_NOOP("shikitable", "{seat} discards {card}."),
        "pon": QT_TRANSLATE_NOOP("shikitable", "{seat} calls pon on {card} from {from}."),
        "kan": QT_TRANSLATE_NOOP("shikitable", "{seat} declares a kan."),
        "kan_added": QT_TRANSLATE_NOOP("shikitable", "{seat} adds {card} to a pon (kan)."),
        "kong_robbed": QT_TRANSLATE_NOOP("shikitable", "{seat}'s kan is robbed!"),
        "win": QT_TRANSLATE_NOOP("shikitable", "{seat} wins ({by}) for {points} and leaves the hand."),
        "win_stays": QT_TRANSLATE_NOOP("shikitable", "{seat} wins ({by}) for {points} and plays on (blood battle)."),
        "swap_start": QT_TRANSLATE_NOOP("shikitable", "Three-tile swap: everyone passes three tiles of one suit."),
        "swap_done": QT_TRANSLATE_NOOP("shikitable", "Three-tile swap: the tiles go {name}."),
        "wall_empty": QT_TRANSLATE_NOOP("shikitable", "The wall is used up: the players still in settle."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
        "swap_received": QT_TRANSLATE_NOOP("shikitable", "Three-tile swap: {seat} receives {cards} from {from}."),
        # what the other seats read: the tiles passed stay hidden from them
        "swap_received:unseen": QT_TRANSLATE_NOOP(
            "shikitable", "Three-tile swap: {seat} receives three tiles from {from}."
        ),
    },
    score_terms={
        "win_ron": QT_TRANSLATE_NOOP("shikitable", "Win on a discard (ron)"),
        "win_tsumo": QT_TRANSLATE_NOOP("shikitable", "Win on own draw (tsumo)"),
        "ron": QT_TRANSLATE_NOOP("shikitable", "Ron: the discarder pays"),
        "tsumo": QT_TRANSLATE_NOOP("shikitable", "Tsumo: each player still in pays, +1"),
        "kong_concealed": QT_TRANSLATE_NOOP("shikitable", "Concealed kong: 2 from each player still in"),
        "kong_added": QT_TRANSLATE_NOOP("shikitable", "Added kong: 1 from each player still in"),
        "kong_open": QT_TRANSLATE_NOOP("shikitable", "Kong on a discard: 2 from the discarder"),
        "kong_refund": QT_TRANSLATE_NOOP("shikitable", "Kong payment given back"),
        "kong_to_winner": QT_TRANSLATE_NOOP("shikitable", "Kong payment passed to the winner"),
        "flower_pig": QT_TRANSLATE_NOOP("shikitable", "Flower pig: pays the limit"),
        "not_ready": QT_TRANSLATE_NOOP("shikitable", "Not ready: pays the ready player's best value"),
        "status_flower_pig": QT_TRANSLATE_NOOP("shikitable", "At the draw: flower pig (holds the void suit)"),
        "status_not_ready": QT_TRANSLATE_NOOP("shikitable", "At the draw: not ready"),
        "status_ready": QT_TRANSLATE_NOOP("shikitable", "At the draw: ready (best value)"),
        "no_fan": QT_TRANSLATE_NOOP("shikitable", "no fan"),
        "gen": QT_TRANSLATE_NOOP("shikitable", "Gen (four of a kind)"),
        "toitoi": QT_TRANSLATE_NOOP("shikitable", "All triplets"),
        "hadaka": QT_TRANSLATE_NOOP("shikitable", "Lone wait (all else melded)"),
        "kanjou": QT_TRANSLATE_NOOP("shikitable", "Win after a kong"),
        "chankan": QT_TRANSLATE_NOOP("shikitable", "Robbing a kong"),
        "haitei": QT_TRANSLATE_NOOP("shikitable", "Last tile"),
        "chinitsu": QT_TRANSLATE_NOOP("shikitable", "Full flush"),
        "chiitoi": QT_TRANSLATE_NOOP("shikitable", "Seven pairs"),
        "chanta": QT_TRANSLATE_NOOP("shikitable", "Terminals in every set"),
        "jiangdui": QT_TRANSLATE_NOOP("shikitable", "All 2-5-8 triplets"),
        "menqing": QT_TRANSLATE_NOOP("shikitable", "Concealed hand"),
        "zhongzhang": QT_TRANSLATE_NOOP("shikitable", "No terminals"),
        "zimo": QT_TRANSLATE_NOOP("shikitable", "Self-draw bonus"),
        "tianhu": QT_TRANSLATE_NOOP("shikitable", "Heavenly hand"),
        "dihu": QT_TRANSLATE_NOOP("shikitable", "Earthly hand"),
        "kong_flower": QT_TRANSLATE_NOOP("shikitable", "Win on a given kong's replacement: its giver pays"),
    },
)
