"""無役の役 (Yakuless Yaku): declared after your draw, it lets your win stand without a yaku for
the rest of the hand; the hand is worth its fu and one han per dora, at least 1 han; if you win
the hand the card comes back to your hand, unless it left the used pile meanwhile (ruling 3).
Worked examples: a yakuless ron and a yakuless tsumo, each without and with dora."""

from __future__ import annotations

from shikitable.core.actions import Action
from shikitable.games.mahjong.magic.state import MagicState
from shikitable.games.mahjong.riichi.scoring import NO_YAKU, Meld, ScoringRules, WinSituation, evaluate
from tests.magic_helpers import GAME, card, do, fresh, open_yakuless_tsumo, pass_claims, pass_windows, seats, set_cards
from tests.riichi_helpers import give, parse, stack

PLAIN = ScoringRules(red_fives=frozenset())


def won(ms: MagicState, seat: int, kind: str) -> dict:
    """The seat declares its win (`ron` or `tsumo`), the card windows pass; the result line."""
    do(ms, seat, kind)
    pass_windows(ms)
    return ms.riichi.last_result["lines"][0]


def kinds_of(ms: MagicState, seat: int) -> set[str]:
    return {a.kind for a in GAME.legal_actions(ms, seat)}


def offered_cards(ms: MagicState, seat: int) -> set[str]:
    return {str(a.arg) for a in GAME.legal_actions(ms, seat) if a.kind == "card"}


# --- the scoring path: fu from the library, han = dora (at least 1) ------------------------------------


def _value(hand: str, win: str, *, tsumo: bool, dora: str = "", melds=(), allow: bool = True):
    used: set[int] = set()
    meld_objs = []
    for kind, text in melds:
        tiles = parse(text, used)
        meld_objs.append(Meld(kind, tuple(tiles), called=tiles[0], source=0))
    concealed = parse(hand, used)
    win_tile = parse(win, used)[0]
    concealed.append(win_tile)
    situation = WinSituation(is_tsumo=tsumo, seat_wind=1, round_wind=0)
    return evaluate(concealed, win_tile, meld_objs, situation, parse(dora, used), [], PLAIN, allow_no_yaku=allow)


def test_a_yakuless_hand_is_no_win_without_the_layer():
    assert _value("123m456m789p99s13s", "2s", tsumo=False, allow=False) is None


def test_yakuless_closed_ron_is_one_han_40_fu():
    v = _value("123m456m789p99s13s", "2s", tsumo=False)  # kanchan: 20 + 10 closed ron + 2 = 32 -> 40 fu
    assert (v.han, v.fu, v.ron) == (1, 40, 1300)
    assert v.yaku == [(NO_YAKU, 1)]


def test_yakuless_ron_with_two_dora_is_two_han_not_three():
    v = _value("123m456m789p99s13s", "2s", tsumo=False, dora="8s")  # 9s pair: two dora
    assert (v.han, v.fu, v.ron) == (2, 40, 2600)
    assert v.yaku == [(NO_YAKU, 0), ("Dora", 2)]


def test_a_hand_with_a_yaku_is_valued_as_usual_even_when_allowed():
    v = _value("234m456m678p88s34s", "2s", tsumo=False)  # tanyao and pinfu
    assert ("Tanyao", 1) in v.yaku and NO_YAKU not in dict(v.yaku)


def test_an_incomplete_hand_is_still_no_win():
    assert _value("123m456m789p99s13s", "4s", tsumo=False) is None


# --- at the table: ron -------------------------------------------------------------------------------


def _ron(*, dora: bool, declare: bool = True, revive: bool = False, reuse: bool = False) -> tuple[MagicState, list]:
    """The dealer holds 123m 456m 789p 99s 13s (no yaku, waiting on 2s) and declares 無役の役 at
    the start; the next player draws and throws the 2s. `revive`: that player first takes the
    used 無役の役 with カード復活 (`reuse`: and declares it again at once)."""
    ms = fresh(41)
    rs = ms.riichi
    d, n, m, k = seats(ms)
    six_z = give(rs, d, "123m456m789p99s13s", drawn="6z")[-1]
    two_s = give(rs, n, "2s147m258p369p123z")[0]
    stack(rs, "8s" if dora else "7z", position=4)  # the dora indicator: 9s (two in the pair) or 白
    stack(rs, "4z")  # n's draw
    set_cards(ms, d, ["yakuless_yaku"] if declare else [])
    set_cards(ms, n, ["card_revival"] if revive else [])
    events: list = []
    if declare:
        assert "yakuless_yaku" in offered_cards(ms, d)
        assert "tsumo" not in kinds_of(ms, d)
        events += card(ms, d, "yakuless_yaku")
        assert rs.no_yaku_wins == [d]
        assert "yakuless_yaku" not in offered_cards(ms, d)  # the hand is already covered
    events += do(ms, d, "discard", (six_z,))
    pass_claims(ms)
    assert rs.current == n
    if revive:
        events += card(ms, n, "card_revival:yakuless_yaku")
        if reuse:
            events += card(ms, n, "yakuless_yaku")
    events += do(ms, n, "discard", (two_s,))
    pass_windows(ms)
    for seat in GAME.to_act(ms):  # others who might call the 2s let it go
        if seat != d:
            do(ms, seat, "pass")
    return ms, events


def test_yakuless_ron_without_dora_the_dealer_takes_2000():
    ms, _ = _ron(dora=False)
    rs = ms.riichi
    d, n, _, _ = seats(ms)
    assert GAME.to_act(ms) == (d,) and "ron" in kinds_of(ms, d)
    line = won(ms, d, "ron")
    assert (line["seat"], line["han"], line["fu"]) == (d, 1, 40)
    assert rs.scores[d] == 25000 + 2000 and rs.scores[n] == 25000 - 2000


def test_yakuless_ron_with_two_dora_the_dealer_takes_3900():
    ms, _ = _ron(dora=True)
    rs = ms.riichi
    d, n, _, _ = seats(ms)
    line = won(ms, d, "ron")
    assert (line["han"], line["fu"]) == (2, 40)
    assert rs.scores[d] == 25000 + 3900 and rs.scores[n] == 25000 - 3900


def test_without_the_card_the_same_discard_cannot_be_won():
    ms, _ = _ron(dora=True, declare=False)
    d = ms.riichi.dealer
    assert d not in GAME.to_act(ms)
    assert ms.riichi.phase == "turn"  # nobody could claim the 2s: play went on


def test_the_card_comes_back_to_the_winner_after_the_hand():
    ms, _ = _ron(dora=False)
    d = ms.riichi.dealer
    first = ms.riichi.hand_number
    events = do(ms, d, "ron")
    while ms.window is not None:  # the next hand's dealing step: the card is back before it
        for seat in GAME.to_act(ms):
            events += GAME.apply(ms, seat, Action("keep") if ms.window.kind == "reset" else Action("pass"))[1]
    assert ms.riichi.hand_number == first + 1
    assert any(e.kind == "card_returns" and e.data == {"seat": d, "card": "yakuless_yaku"} for e in events)
    assert "yakuless_yaku" in ms.cards.hands[d]
    assert "yakuless_yaku" not in ms.cards.used
    assert ms.riichi.no_yaku_wins == []  # the permission lasted the hand only


def test_ruling_three_revived_card_does_not_come_back_but_the_win_still_stands():
    ms, events = _ron(dora=False, revive=True)
    d, n, _, _ = seats(ms)
    lapse = [e for e in events if e.kind == "card_effect" and e.data.get("lapsed_op") == "return_if_win"]
    assert lapse and lapse[0].data["reason"] == "left the used pile" and lapse[0].data["seat"] == d
    line = won(ms, d, "ron")  # the permission was given when the card resolved: it does not leave with the card
    assert line["seat"] == d
    assert "yakuless_yaku" in ms.cards.hands[n] and "yakuless_yaku" not in ms.cards.hands[d]


def test_ruling_three_a_card_back_in_the_used_pile_still_does_not_return():
    ms, _ = _ron(dora=False, revive=True, reuse=True)
    d, n, _, _ = seats(ms)
    assert "yakuless_yaku" in ms.cards.used  # n declared it again: it lies in the used pile once more
    won(ms, d, "ron")
    assert "yakuless_yaku" not in ms.cards.hands[d]


def test_not_offered_to_a_riichi_hand():
    ms = fresh(41)
    d = ms.riichi.dealer
    set_cards(ms, d, ["yakuless_yaku"])
    ms.riichi.hands[d].riichi = True
    ms.legal_cache = None
    assert "yakuless_yaku" not in offered_cards(ms, d)


# --- at the table: tsumo (an open hand: a closed tsumo always has menzen tsumo) ---------------------


def test_yakuless_open_tsumo_without_dora_is_300_500():
    ms, n = open_yakuless_tsumo(dora=False)
    rs = ms.riichi
    dealer = rs.dealer
    assert "tsumo" not in kinds_of(ms, n)  # no yaku: no win until the card is declared
    card(ms, n, "yakuless_yaku")
    assert "tsumo" in kinds_of(ms, n)
    line = won(ms, n, "tsumo")
    assert (line["seat"], line["han"], line["fu"]) == (n, 1, 30)  # 20 + 2 tsumo + 2 kanchan -> 30
    assert rs.scores[n] == 25000 + 1100
    assert rs.scores[dealer] == 25000 - 500


def test_yakuless_open_tsumo_with_two_dora_is_500_1000():
    ms, n = open_yakuless_tsumo(dora=True)
    rs = ms.riichi
    dealer = rs.dealer
    card(ms, n, "yakuless_yaku")
    line = won(ms, n, "tsumo")
    assert (line["han"], line["fu"]) == (2, 30)
    assert rs.scores[n] == 25000 + 2000 and rs.scores[dealer] == 25000 - 1000


def test_a_negated_yakuless_yaku_gives_no_permission():
    ms, n = open_yakuless_tsumo(dora=False)
    rs = ms.riichi
    other = (n + 1) % 4
    set_cards(ms, other, ["negate"])
    card(ms, n, "yakuless_yaku")
    card(ms, other, "negate")
    assert n not in rs.no_yaku_wins and "tsumo" not in kinds_of(ms, n)
    pass_windows(ms)
    assert "yakuless_yaku" in ms.cards.used
