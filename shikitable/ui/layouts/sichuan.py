"""四川麻将's table: straight tile hands, melds with the claimed tile turned toward its giver,
rivers in rows of six, each winner's winning tile, the centre panel (the hand's number, the
wall, each seat's wind and points), and the void suit and "out" on each name plate."""

from __future__ import annotations

from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    SICHUAN_TILE_ART,
    ActionButton,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
)

PAID_ON_TURN = QT_TRANSLATE_NOOP("shikitable", "{from} pays {seat} (turn {turn})")  # a ledger line

LAYOUT = TableLayout(
    game_id="sichuan",
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
        ActionButton("tsumo", QT_TRANSLATE_NOOP("shikitable", "和 Tsumo (T)"), needs_cards=False, shortcut="T"),
        ActionButton("ron", QT_TRANSLATE_NOOP("shikitable", "和 Ron (R)"), needs_cards=False, shortcut="R"),
        ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True),
        ActionButton("pon", QT_TRANSLATE_NOOP("shikitable", "ポン Pon (P)"), needs_cards=False, shortcut="P"),
        ActionButton("kan", QT_TRANSLATE_NOOP("shikitable", "カン Kan (K)"), needs_cards=True, shortcut="K"),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass (X)"), needs_cards=False, shortcut="X"),
        ActionButton("void_m", QT_TRANSLATE_NOOP("shikitable", "Void 萬 characters (M)"), needs_cards=False,
                     shortcut="M"),
        ActionButton("void_p", QT_TRANSLATE_NOOP("shikitable", "Void 筒 dots (D)"), needs_cards=False, shortcut="D"),
        ActionButton("void_s", QT_TRANSLATE_NOOP("shikitable", "Void 索 bamboo (B)"), needs_cards=False,
                     shortcut="B"),
        ActionButton("lay", QT_TRANSLATE_NOOP("shikitable", "Lay face down (定打)"), needs_cards=True),
        ActionButton("swap", QT_TRANSLATE_NOOP("shikitable", "Pass three (换三张)"), needs_cards=True),
    ),
    highlight_key="last_discard",
    reveal_events={"hand_shown": "hand"},
    plate_marks=(
        PlateMark("voids", {
            "m": QT_TRANSLATE_NOOP("shikitable", "缺 萬"),
            "p": QT_TRANSLATE_NOOP("shikitable", "缺 筒"),
            "s": QT_TRANSLATE_NOOP("shikitable", "缺 索"),
            "hidden": QT_TRANSLATE_NOOP("shikitable", "缺 ?"),
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
        "voids_shown": QT_TRANSLATE_NOOP("shikitable", "Every void suit (定缺) is shown."),
        "void_shown": QT_TRANSLATE_NOOP("shikitable", "{seat} turns up the first discard: void suit {void}."),
        "discard": QT_TRANSLATE_NOOP("shikitable", "{seat} discards {card}."),
        "pon": QT_TRANSLATE_NOOP("shikitable", "{seat} calls pon on {card} from {from}."),
        "kan": QT_TRANSLATE_NOOP("shikitable", "{seat} declares a kan."),
        "kan_added": QT_TRANSLATE_NOOP("shikitable", "{seat} adds {card} to a pon (kan)."),
        "kong_robbed": QT_TRANSLATE_NOOP("shikitable", "{seat}'s kan is robbed!"),
        "win": QT_TRANSLATE_NOOP("shikitable", "{seat} wins ({by}) for {points} and leaves the hand."),
        "win_stays": QT_TRANSLATE_NOOP("shikitable", "{seat} wins ({by}) for {points} and plays on (血流成河)."),
        "swap_start": QT_TRANSLATE_NOOP("shikitable", "换三张: everyone passes three tiles of one suit."),
        "swap_done": QT_TRANSLATE_NOOP("shikitable", "换三张: the tiles go {name}."),
        "wall_empty": QT_TRANSLATE_NOOP("shikitable", "The wall is used up: the players still in settle."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
        "swap_received": QT_TRANSLATE_NOOP("shikitable", "换三张: {seat} receives {cards} from {from}."),
        # what the other seats read: the tiles passed stay hidden from them
        "swap_received:unseen": QT_TRANSLATE_NOOP("shikitable", "换三张: {seat} receives three tiles from {from}."),
    },
    score_terms={
        "win_ron": QT_TRANSLATE_NOOP("shikitable", "和 on a discard (ロン)"),
        "win_tsumo": QT_TRANSLATE_NOOP("shikitable", "和 by own draw (ツモ)"),
        "ron": QT_TRANSLATE_NOOP("shikitable", "Ron: the discarder pays"),
        "tsumo": QT_TRANSLATE_NOOP("shikitable", "Tsumo: each player still in pays, +1"),
        "kong_concealed": QT_TRANSLATE_NOOP("shikitable", "Concealed kong: 2 from each player still in"),
        "kong_added": QT_TRANSLATE_NOOP("shikitable", "Added kong: 1 from each player still in"),
        "kong_open": QT_TRANSLATE_NOOP("shikitable", "Kong on a discard: 2 from the discarder"),
        "kong_refund": QT_TRANSLATE_NOOP("shikitable", "Kong payment given back"),
        "kong_to_winner": QT_TRANSLATE_NOOP("shikitable", "Kong payment passed to the winner"),
        "flower_pig": QT_TRANSLATE_NOOP("shikitable", "花猪 pays the limit"),
        "not_ready": QT_TRANSLATE_NOOP("shikitable", "Not ready: pays the ready player's best value"),
        "status_flower_pig": QT_TRANSLATE_NOOP("shikitable", "At the draw: 花猪 (holds the void suit)"),
        "status_not_ready": QT_TRANSLATE_NOOP("shikitable", "At the draw: not ready"),
        "status_ready": QT_TRANSLATE_NOOP("shikitable", "At the draw: ready (best value)"),
        "no_fan": QT_TRANSLATE_NOOP("shikitable", "no fan"),
        "gen": QT_TRANSLATE_NOOP("shikitable", "根 (four of a kind)"),
        "toitoi": QT_TRANSLATE_NOOP("shikitable", "対々和"),
        "hadaka": QT_TRANSLATE_NOOP("shikitable", "裸単騎"),
        "kanjou": QT_TRANSLATE_NOOP("shikitable", "槓上"),
        "chankan": QT_TRANSLATE_NOOP("shikitable", "槍槓"),
        "haitei": QT_TRANSLATE_NOOP("shikitable", "海底"),
        "chinitsu": QT_TRANSLATE_NOOP("shikitable", "清一色"),
        "chiitoi": QT_TRANSLATE_NOOP("shikitable", "七対"),
        "chanta": QT_TRANSLATE_NOOP("shikitable", "全帯幺"),
        "jiangdui": QT_TRANSLATE_NOOP("shikitable", "将対"),
        "menqing": QT_TRANSLATE_NOOP("shikitable", "门清"),
        "zhongzhang": QT_TRANSLATE_NOOP("shikitable", "中张"),
        "zimo": QT_TRANSLATE_NOOP("shikitable", "自摸加番"),
        "tianhu": QT_TRANSLATE_NOOP("shikitable", "天胡"),
        "dihu": QT_TRANSLATE_NOOP("shikitable", "地胡"),
        "kong_flower": QT_TRANSLATE_NOOP("shikitable", "点杠花: the kong's giver pays"),
    },
)
