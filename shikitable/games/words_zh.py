# ruff: noqa: E501  (a catalogue of whole sentences, one per line)
"""The games' own words in Simplified Chinese: names, descriptions and the new-game options.

The engines carry their names and option texts in Japanese and English (`name_ja`, `label_en`…);
rather than give every engine a third field while others edit them, the Chinese lives here,
keyed by game id (names) or by the English text (options: the same label serves several games).
`tests/test_words_zh.py` fails when a game, option, choice or help text gains no Chinese here.

The names follow docs/zh-terms.md (written with the rule texts): the 紙机戦 games keep their own
names in simplified characters (行戦 -> 行战), にっぱち is written 二八 (its meaning: no kana in a
Chinese text), Magic: the Mahjong keeps its English name, and the mahjong games take the names
Chinese players use; a list shows a gloss beside a kept name."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# game id -> (name, gloss): the name as shown; the gloss says what it means to a Chinese reader
GAME_NAMES_ZH: dict[str, tuple[str, str]] = {
    "mokkaik": ("行战", "紙机戦的吃墩游戏（行戦）"),
    "taxot": ("终季", "凑牌型、宣告“终季”结束一季（終季）"),
    "makkaik": ("值战", "类似德州扑克的下注游戏（値戦）"),
    "niekhi": ("连友", "类似大富豪的出牌游戏（連友）"),
    "nine": ("小猫", "以一周为单位比大小的游戏（小猫）"),
    "makhup": ("值木", "按“道”的数值出牌相加的游戏（値木）"),
    "namto": ("开樽", "类似德州扑克、凑七张牌型的下注游戏（開樽）"),
    "sichuan": ("四川麻将", "血战到底"),
    "riichi": ("立直麻将", "日本麻将"),
    "magic": ("Magic: the Mahjong", "带作弊卡牌的立直麻将"),
    "nippachi": ("二八", "类似UNO的出牌游戏，加入了麻将的点子（にっぱち）"),
}

DESCRIPTIONS_ZH: dict[str, str] = {
    "mokkaik": "用同色的组合和顺子比大小的吃墩游戏；最后一墩的赢家赢得本季。",
    "taxot": "摸牌打牌，把六张牌凑成友和连；可以像麻将那样“开”取弃牌。",
    "makkaik": "交换一次，然后就手牌和明牌中最好的三张下注三轮。",
    "niekhi": "像大富豪那样出牌：用同类更强的牌压过上一手；激友能压过一切。",
    "nine": "每回合选择放付出战或抽三张；打光手牌就得分。",
    "makhup": "把牌出到路上，使数字之和等于路的数值；先打光手牌者胜。",
    "namto": "两张底牌，五张公共牌按三、一、一翻开，就这一族的牌型下注四轮。",
    "sichuan": "只用万、筒、条三门的血战麻将：定缺一门，胡牌者离场，其余人继续打。",
    "riichi": "四人立直麻将，规则接近天凤，用 mahjong 库计分。",
    "magic": "带作弊卡牌的立直麻将：按时机宣言卡牌、反制，改写规则。",
    "nippachi": "用一副扑克牌的出牌游戏，类似UNO：跟数字或花色，还可以打中、碰、杠。",
}

# English option text -> Chinese (labels, help texts and choices alike)
OPTION_TEXT_ZH: dict[str, str] = {
    # the 紙机戦 games
    "Match length": "对局长度",
    "4 seasons": "4季",
    "8 seasons": "8季",
    "Until a target score": "直到目标分",
    "Target score": "目标分",
    "With 'until a target score': the match ends when someone's total reaches it.": "选择“直到目标分”时：有人的总分达到此分数，对局就结束。",
    "When the dealer loses, the deal passes": "庄家输了时，庄位转给",
    "to the season's winner": "本季的赢家",
    "to the left": "左边的下家",
    "The dealer multiplier applies to": "庄家倍数适用于",
    "when the dealer wins or pays": "庄家获胜或支付时",
    "only when the dealer pays": "只在庄家支付时",
    "on every payment": "每一笔支付",
    "Light cards (lucky cards)": "光牌（幸运牌）",
    "A card is turned up from the stock at the start and another at a win; each winning card of the same colour and kind scores 1 bonus point.": "开局时和和牌时各从牌堆翻开一张；和牌手中每有一张同色同种的牌，加1分。",
    "After each season the deal passes": "每季结束后，庄位转给",
    "to the winner of the main pot": "主池的赢家",
    "Starting points per player": "每人起始分",
    "Ante (everyone pays it into the pot)": "底钱（每人放入彩池）",
    "“Repeat this for 3 rounds” means": "“重复三轮”的意思是",
    "ante once; the base is paid in each round": "底钱只付一次；底注每轮都付",
    "ante and base in each round": "底钱和底注每轮都付",
    "the base is a stake level; later rounds top up to it": "底注是押注水平；之后各轮补足到它",
    "The Vessel stands in for any card of its colour": "船可以代替同色的任何牌",
    "Off: 船 is only the weakest card, with no number.": "关闭：船只是最弱的牌，没有数字。",
    "Off: 船 is only itself (in 行行, or a 友 of 船s), the weakest card.": "关闭：船只代表它自己（在行行中，或船组成的友中），是最弱的牌。",
    "Points by finishing place": "按名次得分",
    "spread (4 players: +3 +1 −1 −3)": "分散（4人：+3 +1 −1 −3）",
    "titles (4 players: +2 +1 −1 −2)": "称号（4人：+2 +1 −1 −2）",
    "winner takes all": "赢家通吃",
    "Cards that do not deal evenly": "不能平分的余牌",
    "set aside unseen": "不看，放在一边",
    "dealt on, one each after the dealer": "从庄家之后每人再发一张",
    "A big set (3 or more) is beaten by": "大组（三张或以上）可以被压过，用",
    "a bigger big set, or one as big and stronger": "张数更多的大组，或张数相同而更强的",
    "only one as big and stronger": "只能用张数相同而更强的",
    "When a big set (3 or more) may be played": "大组（三张或以上）何时可以出",
    "on your turn": "轮到你时",
    "also out of turn, right after any play": "也可以不按顺序，紧接任何一手之后",
    "A player who passes sits out until the next lead": "过牌的玩家到下一次首出前不能出",
    "The General's removal reaches": "将的去除效果涉及",
    "every hand and the discards": "所有手牌和弃牌",
    "the discards only": "只有弃牌",
    "The General's effect is chosen": "将的效果怎样选择",
    "for each General played": "每出一张将选一次",
    "once for all the Generals played together": "一起出的所有将只选一次",
    "The Nought stands in for a card of its colour": "无可以代替同色的牌",
    "always (seed)": "总是（原文）",
    "only once your own such cards are all in the set": "只在你自己的这种牌都已放进组里时",
    "When the stock runs out, the season ends": "牌堆用完时，本季结束于",
    "at once (seed)": "立即（原文）",
    "when that round ends (staying out then draws nothing)": "那一轮结束时（此时不参加也不抽牌）",
    "Cards each with four players": "四人时每人的牌数",
    "The seed deals 12 each, but 4 × 12 is the whole deck and leaves no stock; 11 is the most that leaves one.": "原文每人发12张，但4×12就是整副牌，不留牌堆；留得下牌堆的最多是11张。",
    "The round's last player takes the table's cards": "一轮中最后的参加者把桌上的牌",
    "into the hand": "拿进手牌",
    "to a score pile (out of play)": "放进得分堆（不再使用）",
    "A player who stayed out may take part again in a later go-around": "不参加的玩家可以在之后的一圈中再参加",
    "When the turn comes back to the round's lead": "轮到本轮首出者时",
    "it chooses like everyone (ante and beat, or draw three)": "他和大家一样选择（放付压牌，或抽三张）",
    "it beats without an ante, or draws three": "他不放付直接压牌，或抽三张",
    "A player whose hand is empty": "手牌打光的玩家",
    "sits out until the season ends": "到本季结束前都不再参加",
    "draws three at the next turn and plays on": "下一回合抽三张继续玩",
    "A stronger combination needs": "更强的组合需要",
    "any number of cards": "任意张数",
    "as many cards as the one it beats": "与被压的组合张数相同",
    "The +1 for the winner goes to": "赢家的 +1 给",
    "the season's first dealer": "本季最初的庄家",
    "the lead when the season ends": "本季结束时的首出者",
    "The others pay the winner": "其他人付给赢家",
    "1 point per card in hand": "手中每张牌1分",
    "the numbers in hand (Tam, King and Vessel count 10)": "手中牌的数字之和（皇、王、船算10）",
    "When nobody can play": "无人能出牌时",
    "the smallest hand wins (paid the differences)": "手牌最少者获胜（收取差额）",
    "the season ends with no winner": "本季无人获胜",
    "The stock is empty and every player has passed in turn.": "牌堆已空，且每位玩家都依次过了牌。",
    "Entry fee": "参加费",
    "Most a stake may exceed the previous one by": "一次下注最多可比前一位高出",
    # 四川麻将
    "Rule set": "规则组合",
    "the source's rules": "原始资料的规则",
    "血战到底 as the popular apps play it": "血战到底（流行手游的玩法）",
    "血流成河 (apps' rules)": "血流成河（手游的规则）",
    "Choosing a rule set moves every switch to its value; you may then change any of them.": "选择规则组合会把每个开关设为它的值；之后可以逐个修改。",
    "Winners": "胡牌者",
    "血战到底: a winner leaves the hand": "血战到底：胡牌者离开本局",
    "血流成河: winners stay in and may win again": "血流成河：胡牌者留在局中，可以再胡",
    "换三张 (passing three tiles before 定缺)": "换三张（定缺前交换三张牌）",
    "not played": "不换",
    "direction by the dice": "按骰子定方向",
    "clockwise (to the left)": "顺时针（传给左边）",
    "counter-clockwise (to the right)": "逆时针（传给右边）",
    "across": "对家",
    "Hands in a match": "一场对局的局数",
    "The source does not say how long a match is; 8 hands by default (4 or 16 are usual too).": "原始资料没有规定一场打多久；默认8局（4局或16局也很常见）。",
    "Declaring the void suit (定缺)": "定缺的方式",
    "face-down choice, shown when all have chosen": "暗选，全员选好后亮出",
    "定打: the first discard laid face down": "定打：第一张打出的牌扣着打",
    "満貫 (the limit)": "封顶",
    "4 fan = 16 points": "4番 = 16分",
    "3 fan = 8 points": "3番 = 8分",
    "2 fan = 4 points": "2番 = 4分",
    "5 fan = 32 points": "5番 = 32分",
    "幺九 / 全帯幺 (terminal in every set, 2 fan)": "带幺九（每组都有幺九牌，2番）",
    "将対 (2-5-8 pungs, 2 fan)": "将对（二五八的碰，2番）",
    "A kong followed at once by a deal-in (呼叫转移)": "杠后立刻点炮（呼叫转移）",
    "its payments are refunded": "杠钱退还",
    "呼叫转移: its payments go to the winner": "呼叫转移：杠钱转给胡牌者",
    "the kong keeps them": "杠钱照收",
    "花猪 excused after discarding the void suit every turn": "每巡都打缺门牌的花猪可免罚",
    "A player who discarded a tile of the void suit every turn they held one is settled as not ready instead of as 花猪.": "手里有缺门牌时每巡都打出缺门牌的玩家，按没听牌结算，而不按花猪。",
    "The tsumo point may pass the limit": "自摸加的1分可以超过封顶",
    "After a hand nobody won, the deal": "无人胡牌的一局之后，庄位",
    "stays": "不变",
    "passes to the next seat": "转给下家",
    "A self-draw earns": "自摸可得",
    "自摸加底: 1 more point from each payer": "自摸加底：每位付款者多付1分",
    "自摸加番: 1 more fan": "自摸加番：多1番",
    "点杠花: a win on the tile after a kong claimed from a discard": "点杠花：明杠后补牌胡",
    "paid as a self-draw by all": "按自摸由大家支付",
    "paid as a discard win by the kong's giver": "按点炮由放杠者支付",
    "天胡 / 地胡 (a first-turn win scores the limit)": "天胡／地胡（第一巡胡牌按封顶计）",
    "金钩钓 (bare single wait)": "金钩钓（单钓一张）",
    "1 fan": "1番",
    "2 fan": "2番",
    "门清 and 中张 (1 fan each)": "门清与中张（各1番）",
    "杠上炮 (a win on the discard after a kong, 1 fan)": "杠上炮（杠后打出的牌被胡，1番）",
    "一炮多响 (several may win on one discard)": "一炮多响（一张牌可多人胡）",
    "Off: only the first claimant counting from the discarder's next seat wins (截胡).": "关闭：从放炮者的下家数起，只有第一个胡的人能胡（截胡）。",
    "退税: at the draw, kongs of those not ready are refunded": "退税：流局时，没听牌者的杠钱退还",
    "查大叫: at the draw, those not ready pay the ready": "查大叫：流局时，没听牌者赔给听牌者",
    # 立直麻将 and Magic
    "East-South (hanchan)": "东南战（半庄）",
    "East only": "东风战",
    "Red fives": "赤宝牌",
    "none": "无",
    "three (5m 5p 5s)": "三张（五万、五筒、五条）",
    "four (5m 5p 5p 5s)": "四张（五万、五筒两张、五条）",
    "Open tanyao (kuitan)": "食断（副露后的断幺九）",
    "No swap-calling (kuikae)": "禁止食替",
    "Double ron": "双响（两家荣和）",
    "Off: head bump, only the first player after the discarder wins.": "关闭：截和，只有放铳者之后最近的一家能和牌。",
    "Kan dora": "杠宝牌",
    "Open kan dora turns at once": "明杠的杠宝牌立即翻开",
    "Off: an open or added kan turns its dora after the kan's discard (a closed kan at once).": "关闭：明杠、加杠的杠宝牌在杠后打牌时翻开（暗杠立即翻开）。",
    "Ura dora": "里宝牌",
    "Ippatsu": "一发",
    "Open riichi": "明立直",
    "A riichi with the hand shown to all: one more han.": "亮出手牌的立直：多1番。",
    "Abortive draw: nine terminals": "途中流局：九种九牌",
    "Abortive draw: four winds": "途中流局：四风连打",
    "Abortive draw: four kans": "途中流局：四杠散了",
    "Abortive draw: four riichi": "途中流局：四家立直",
    "Abortive draw: triple ron": "途中流局：三家和",
    "Nagashi mangan": "流局满贯",
    "Bust ends the match (below zero)": "击飞（低于0分）结束对局",
    "Last dealer may stop while leading": "最后一局领先的庄家可以和了止",
    "Extra wind if nobody reaches the return score": "无人达到返点时延长（西入）",
    "Starting points": "起始点数",
    "Return points": "返点",
    "Uma": "顺位马",
    "5-10": "5-10",
    "10-20": "10-20",
    "10-30": "10-30",
    "20-30": "20-30",
    "Card dealing": "卡牌的发法",
    "Official: before each hand, up to 2 for a player holding 0-1": "官方：每局前，手中只有0-1张的玩家补到最多2张",
    "Dealt once before the match (a war of attrition)": "对局前发一次（消耗战）",
    "Dealt before the match, topped up when South begins": "对局前发，南场开始时补发",
    "Cards dealt (fixed / South top-up)": "发卡张数（固定／南场补发）",
    "Reset once per match": "每场对局可重置一次",
    "Before a hand's shuffle, a player may discard their whole card hand and draw two, once.": "每局洗牌前，玩家可以弃掉全部卡牌并重抽两张，限一次。",
    "Handicap: one card fewer for seat": "让子：少发一张卡牌的座位",
    "1": "1",
    "2": "2",
    "3": "3",
    "4": "4",
    # にっぱち
    "The deal passes to the left after every hand; a 流れ deal is dealt again and not counted.": "每局之后庄位转给左边；流牌时重新发牌，不计局数。",
    "A Joker makes the others draw": "鬼牌让其他人摸",
    "3 cards": "3张",
    "5 cards": "5张",
    "nothing": "不摸",
    "Washout setting (1)": "流牌设定（1）",
    "A dealt hand holding this many special cards is declared 流れ and all hands are dealt again.": "发到的手牌里有这么多特殊牌时宣布流牌，全部重新发牌。",
    "no washout": "不流牌",
    "3 of 2, 8, Joker": "2、8、鬼牌中有3张",
    "4 of 2, 8, Joker": "2、8、鬼牌中有4张",
    "4 of 2, 8, J, Joker": "2、8、J、鬼牌中有4张",
    "Washout setting (2)": "流牌设定（2）",
    "Jokers never cause a washout": "鬼牌不会造成流牌",
    "2 Jokers in a hand: washout": "手中有2张鬼牌：流牌",
    "A Joker on the pile is matched by": "台牌是鬼牌时可以跟",
    "any card": "任何牌",
    "the number or suit of the card under it": "它下面那张牌的数字或花色",
    "Several players hit one card": "多人打中同一张牌",
    "the nearest in turn order wins": "按顺序最近的人获胜",
    "every hitter is paid": "每个打中的人都得分",
    "A card just drawn may be played at once": "刚摸到的牌可以立即打出",
    "When the card drawn fits the up-card, you may play it in the same turn (or keep it).": "摸到的牌能跟台牌时，可以在同一回合打出（也可以留着）。",
}

# Magic: the Mahjong's cards by catalogue id (shikitable/games/mahjong/magic/catalogue.toml)
MAGIC_CARD_NAMES_ZH: dict[str, str] = {
    "stagnation": "停滞",
    "ron_repel": "弹开荣和",
    "barrier": "结界",
    "negate": "抵消",
    "clean_slate": "清算",
    "guard": "护身符",
    "clairvoyance": "透视",
    "switch": "偷梁换柱",
    "loaded_wall": "做牌",
    "mind_reading": "读心",
    "hidden_dora": "里目",
    "reshuffle": "崩牌山",
    "hold": "定身",
    "call_seal": "封鸣",
    "hand_break": "破手牌",
    "binding": "咒缚",
    "snatch": "强夺",
    "scatter": "打散",
    "win_absorption": "吸收和了",
    "double_back": "加倍奉还",
    "stick_raid": "抢点棒",
    "pursuit": "追击",
    "extra_dora": "追加宝牌",
    "one_shot_riichi": "一发立直",
    "card_revival": "卡牌复活",
    "supply": "补给",
    "second_chance": "重摸",
    "blessed_rain": "甘霖",
    "lifeline": "救命绳",
    "yakuless_yaku": "无役之役",
    "reflection": "反射",
    "recall": "退回",
}


def game_gloss(game: Any) -> str:
    """What a kept name means, for a Chinese reader; empty when the name says it already."""
    name, gloss = GAME_NAMES_ZH.get(game.id, ("", ""))
    return "" if gloss == name else gloss


def game_description(game: Any, lang: str) -> str:
    if lang == "zh":
        return DESCRIPTIONS_ZH.get(game.id, str(game.description_en))
    return str(game.description_ja if lang == "ja" else game.description_en)


def option_text(english: str, japanese: str, lang: str) -> str:
    """One option text (label, help or choice) in `lang`, from the engine's two."""
    if lang == "zh":
        return OPTION_TEXT_ZH.get(english, english)
    return japanese if lang == "ja" else english


def magic_card_name(card: Any, lang: str) -> str:
    """A Magic card's name in `lang` (card: its catalogue entry)."""
    if lang == "zh":
        return MAGIC_CARD_NAMES_ZH.get(card.id, str(card.name_en))
    return str(card.name_ja if lang == "ja" else card.name_en)


def choice_labels(option: Any, lang: str) -> tuple[str, ...]:
    return tuple(option_text(en, ja, lang) for en, ja in zip(option.choice_labels_en, option.choice_labels_ja, strict=False))


def missing_texts(games: Mapping[str, Any]) -> list[str]:
    """Every name, description and option text of `games` that has no Chinese here."""
    missing: list[str] = []
    for game_id, game in games.items():
        if game_id not in GAME_NAMES_ZH:
            missing.append(f"{game_id}: name")
        if game_id not in DESCRIPTIONS_ZH:
            missing.append(f"{game_id}: description")
        for option in game.options:
            for text in (option.label_en, option.help_en, *option.choice_labels_en):
                if text and text not in OPTION_TEXT_ZH:
                    missing.append(f"{game_id}.{option.name}: {text!r}")
    from shikitable.games.mahjong.magic.catalogue import CARDS

    missing += [f"magic card {card.id}" for card in CARDS if card.id not in MAGIC_CARD_NAMES_ZH]
    return missing
