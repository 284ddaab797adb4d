"""Stacked positions, one a family: an obvious blunder (a win thrown away) is classed blunder,
the only sensible move is classed agree; classes never call a loss within the reviewer's
uncertainty a blunder; the rule texts state the thresholds the reviewer uses."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from shikitable.core import Action
from shikitable.core.game import Game
from shikitable.session.review.decisions import Decision
from shikitable.session.review.thresholds import THRESHOLDS, classify
from shikitable.session.review.valuing import ReviewSettings, review_decision
from tests import nippachi_helpers as N
from tests import riichi_helpers as R
from tests.test_taxot_rules import FILLER
from tests.test_taxot_rules import GAME as TAXOT
from tests.test_taxot_rules import arrange as taxot_arrange

SETTINGS = ReviewSettings(iterations=24, worlds=24, seed=3)
RULES = Path(__file__).resolve().parents[2] / "assets" / "rules"


def verdict(game_id: str, game: Game[Any], state: Any, seat: int, played: Action) -> str:
    legal = game.legal_actions(state, seat)
    assert played in legal and len(legal) > 1
    decision = Decision(0, seat, 1, game.observation(state, seat), tuple(legal), played)
    return review_decision(game_id, decision, SETTINGS).verdict


def riichi_complete_hand() -> tuple[Any, int]:
    """The dealer's first draw completes the hand (a heavenly hand: a yakuman)."""
    state = R.new_state(3)
    seat = state.current
    R.give(state, seat, "123m456p789s234s5z", drawn="5z")
    return state, seat


def taxot_ready_on_a_draw() -> Any:
    state, _ = taxot_arrange(
        ["黒無 赤弓 黒車 赤虎 黒馬", "黒兵 赤兵 黒筆 赤巫 黒巫", "赤無 赤馬 赤虎 黒弓 赤車",
         FILLER.replace("赤筆", "黒筆")],
        ["赤筆"], turn=1)
    return state


def nippachi_hit_on_offer() -> Any:
    """Seat 0 plays 7 of hearts; seat 2 holds A, 2, 4 (7 in all): it may hit (あたり)."""
    hands = [N.cards("h7", "h9", "dQ", "cK", "s10"), N.cards("s7", "c7", "d9", "hJ", "s3"), N.cards("dA", "c2", "s4")]
    state = N.arrange(hands, up=N.C("h3"), turn=0, options={"hands": 1})
    N.act(state, 0, "play", "h7")
    return state


def test_mahjong_discarding_a_complete_hand_is_a_blunder_and_winning_agrees() -> None:
    state, seat = riichi_complete_hand()
    drawn = state.hands[seat].drawn
    assert verdict("riichi", R.GAME, state, seat, Action("discard", (drawn,))) == "blunder"
    state, seat = riichi_complete_hand()
    assert verdict("riichi", R.GAME, state, seat, Action("tsumo")) == "agree"


def test_nincetkaik_discarding_instead_of_declaring_the_season_is_a_blunder() -> None:
    state = taxot_ready_on_a_draw()
    discard = next(a for a in TAXOT.legal_actions(state, 1) if a.kind == "discard")
    assert verdict("taxot", TAXOT, state, 1, discard) == "blunder"
    assert verdict("taxot", TAXOT, taxot_ready_on_a_draw(), 1, Action("taxot")) == "agree"


def test_nippachi_letting_a_hit_go_by_is_a_blunder() -> None:
    assert verdict("nippachi", N.GAME, nippachi_hit_on_offer(), 2, Action("pass")) == "blunder"
    assert verdict("nippachi", N.GAME, nippachi_hit_on_offer(), 2, Action("ateru")) == "agree"


def test_a_loss_within_the_reviewers_uncertainty_is_never_a_mistake() -> None:
    limits = THRESHOLDS["riichi"]
    assert classify("riichi", 3 * limits.blunder, 1.5 * limits.blunder) == "agree"  # 3 - 2 × 1.5 = 0
    assert classify("riichi", 3 * limits.blunder, 1.2 * limits.blunder) == "mistake"  # 3 - 2.4 = 0.6
    assert classify("riichi", 3 * limits.blunder, 0.0) == "blunder"
    assert classify("riichi", limits.mistake, 0.0) == "mistake"


@pytest.mark.parametrize("game_id", sorted(THRESHOLDS))
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_rule_text_states_the_review_thresholds(game_id: str, lang: str) -> None:
    text = (RULES / f"{game_id}.{lang}.md").read_text(encoding="utf-8")
    marker = "**Review**" if lang == "en" else "**振り返り**"
    table_rules = text.index("## Table rules" if lang == "en" else "## 本卓の解釈")
    assert text.index(marker) > table_rules, "the review paragraph belongs to the table rules"
    paragraph = text.split(marker, 1)[1].split("\n\n", 1)[0]
    numbers = [float(n.replace(",", "")) for n in re.findall(r"\d[\d,]*(?:\.\d+)?", paragraph)]
    limits = THRESHOLDS[game_id]
    assert numbers[:3] == [limits.inaccuracy, limits.mistake, limits.blunder]
