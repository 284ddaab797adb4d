"""Riichi mahjong's table: standing hands, melds with the claimed tile turned toward its giver,
rivers in rows of six with the riichi tile sideways, the dead wall with its dora indicators, the
tiles left in the wall, the round / counters / sticks line, and riichi on the name plates."""

from __future__ import annotations

from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    RIICHI_TILE_ART,
    ActionButton,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
)

LAYOUT = TableLayout(
    game_id="riichi",
    art=RIICHI_TILE_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=0.62, depth=0.0, count_key="hand_counts", fan=False, span=1040),
        SeatZone("melds", "melds", "groups", scale=0.46, depth=0.2, along=300),
        SeatZone("river", "rivers", "row", scale=0.5, depth=0.37, per_row=6, sideways_key="riichi_sideways"),
    ),
    central_zones=(
        CentralZone("dead_wall", "dead_wall", "row", x=0, y=0, scale=0.42,
                    label=QT_TRANSLATE_NOOP("shikitable", "Dora indicators")),
        CentralZone("stock", "stock_count", "stock", x=1, y=0, scale=0.36,
                    label=QT_TRANSLATE_NOOP("shikitable", "Tiles left")),
        CentralZone("round", "centre_text", "text", x=-1, y=0),
    ),
    buttons=(
        ActionButton("tsumo", QT_TRANSLATE_NOOP("shikitable", "ツモ Tsumo (T)"), needs_cards=False, shortcut="T"),
        ActionButton("ron", QT_TRANSLATE_NOOP("shikitable", "ロン Ron (R)"), needs_cards=False, shortcut="R"),
        ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True),
        ActionButton("riichi", QT_TRANSLATE_NOOP("shikitable", "リーチ Riichi (Q)"), needs_cards=True, shortcut="Q"),
        ActionButton("pon", QT_TRANSLATE_NOOP("shikitable", "ポン Pon (P)"), needs_cards=False, shortcut="P"),
        ActionButton("chi", QT_TRANSLATE_NOOP("shikitable", "チー Chi (C)"), needs_cards=True, shortcut="C"),
        ActionButton("daiminkan", QT_TRANSLATE_NOOP("shikitable", "カン Kan (K)"), needs_cards=False, shortcut="K"),
        ActionButton("ankan", QT_TRANSLATE_NOOP("shikitable", "暗槓 Closed kan (K)"), needs_cards=True, shortcut="K"),
        ActionButton("kakan", QT_TRANSLATE_NOOP("shikitable", "加槓 Added kan (Shift+K)"), needs_cards=True,
                     shortcut="Shift+K"),
        ActionButton("kyuushu", QT_TRANSLATE_NOOP("shikitable", "九種九牌 (9)"), needs_cards=False, shortcut="9"),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass (X)"), needs_cards=False, shortcut="X"),
    ),
    highlight_key="last_discard",
    reset_events=("season_start", "deal"),
    plate_marks=(
        PlateMark("riichi_marks", {
            "riichi": QT_TRANSLATE_NOOP("shikitable", "リーチ (riichi)"),
            "double": QT_TRANSLATE_NOOP("shikitable", "ダブルリーチ (double riichi)"),
        }),
    ),
    log={
        "deal": QT_TRANSLATE_NOOP("shikitable", "A new hand: {dealer} deals."),
        "discard": QT_TRANSLATE_NOOP("shikitable", "{seat} discards {card}."),
        "riichi_accepted": QT_TRANSLATE_NOOP("shikitable", "{seat} declares riichi (リーチ)."),
        "call": QT_TRANSLATE_NOOP("shikitable", "{seat} calls {kind}: {cards}."),
        "dora": QT_TRANSLATE_NOOP("shikitable", "A new dora indicator: {card}."),
        "win": QT_TRANSLATE_NOOP("shikitable", "{seat} wins: {han} han {fu} fu."),
        "ryukyoku": QT_TRANSLATE_NOOP("shikitable", "The hand is drawn ({reason})."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    },
    score_terms={
        "win_ron": QT_TRANSLATE_NOOP("shikitable", "ロン (on a discard)"),
        "win_tsumo": QT_TRANSLATE_NOOP("shikitable", "ツモ (own draw)"),
        "draw_exhaustive": QT_TRANSLATE_NOOP("shikitable", "流局: the wall is used up"),
        "draw_nagashi": QT_TRANSLATE_NOOP("shikitable", "流局: 流し満貫"),
        "draw_kyuushu": QT_TRANSLATE_NOOP("shikitable", "途中流局: 九種九牌"),
        "draw_suufon_renda": QT_TRANSLATE_NOOP("shikitable", "途中流局: 四風連打"),
        "draw_suukaikan": QT_TRANSLATE_NOOP("shikitable", "途中流局: 四槓散了"),
        "draw_suucha_riichi": QT_TRANSLATE_NOOP("shikitable", "途中流局: 四家立直"),
        "draw_sanchahou": QT_TRANSLATE_NOOP("shikitable", "途中流局: 三家和"),
        "ready": QT_TRANSLATE_NOOP("shikitable", "聴牌 (ready)"),
        "nine_terminals": QT_TRANSLATE_NOOP("shikitable", "九種九牌 shown"),
        "nagashi_mangan": QT_TRANSLATE_NOOP("shikitable", "流し満貫"),
        "pays": QT_TRANSLATE_NOOP("shikitable", "Pays"),
    },
)
