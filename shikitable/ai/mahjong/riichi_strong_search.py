"""`strong` for リーチ麻雀 and the tiles of Magic: the Mahjong: `normal`'s move, checked by
playing the hand out (issue #39).

`normal` (ai/mahjong/mahjong_search.py) judges the decisions taken with a threat at the table
by one evaluation from the seat's own view, with average danger tiers. `strong` starts from
`normal`'s move (the anchor) and, wherever `normal` judged (a discard or an answer to a discard
with a riichi or an open hand of three sets at the table), compares it with a few others: the
heuristic's move and `normal`'s next best. Each is played out to the end of the hand in the same
dealt worlds with the same dice (paired playouts, ai/search.py), the rest of the hand played by
`riichi_playout`; the worlds give every riichi seat a ready hand it could hold
(ai/mahjong/riichi_worlds.py), so a tile that deals in does so in the playouts. Another move
replaces the anchor only when its paired gain clears the search's one-sided test
(`overrule_z`); otherwise, and at every decision `normal` does not judge, `normal`'s move stands,
so `strong` is `normal` wherever its search is not confident. One exception, in riichi: on its
own turn with no riichi at the table, where `normal` plays the heuristic's move, `strong`
plays the heuristic's with a yaku in mind (ai/mahjong/riichi_yaku_play.py: an open hand
discards toward a ready hand that can win, a riichi is not declared furiten)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shikitable.ai import SearchHooks, make_bot, register_level_search
from shikitable.ai.base import Bot
from shikitable.ai.mahjong.mahjong_search import magic_playout, riichi_playout
from shikitable.ai.mahjong.riichi_plans import PushFoldJudge
from shikitable.ai.mahjong.riichi_worlds import ready_world
from shikitable.ai.mahjong.riichi_yaku_play import YakuMindedBot
from shikitable.ai.search import MoveEstimate, SearchBot
from shikitable.core.actions import Action

# moves played out: the anchor (normal's), the heuristic's and normal's next best; more spread
# the ~1.4 s over moves normal's judge already put far behind
STRONG_CANDIDATES = 4
# points a move's paired gain must clear besides the test's standard errors: none, the playouts
# count real points
STRONG_MARGIN = 0.0


class NormalAnchor(Bot):
    """`normal`'s move, and what its judge made of the others (for the candidate chooser)."""

    name = "normal"

    def __init__(self, game_id: str, seed: int | None, quiet: Bot | None = None) -> None:
        super().__init__(seed)
        self.quiet = quiet  # strong's own move on a quiet turn where normal plays the heuristic's
        normal = make_bot(game_id, "normal", seed)
        assert isinstance(normal, SearchBot)
        self.normal = normal
        self.observation: Mapping[str, Any] | None = None
        self.estimates: list[MoveEstimate] = []
        self.heuristic_move: Action | None = None
        self.legal: list[Action] = []
        self.move: Action | None = None

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if observation is self.observation and self.legal == list(legal) and self.move is not None:
            return self.move  # asked again in the same decision (the plan judge asks first)
        self.legal, self.move = list(legal), None
        self.move = self._choose(observation, legal)
        return self.move

    def _choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        self.observation, self.estimates, self.heuristic_move = observation, [], None
        if len(legal) == 1:
            return self.normal.choose(observation, legal)
        try:
            self.estimates = self.normal.recommend(observation, legal)
        except Exception:
            return self.normal.choose(observation, legal)  # normal's own fallback (the heuristic's)
        self.heuristic_move = self.normal.last_prior_move
        move = self.estimates[0].action
        if self.quiet is not None and move == self.heuristic_move and self._quiet_turn(observation):
            return self.quiet.choose(observation, legal)
        return move

    @staticmethod
    def _quiet_turn(observation: Mapping[str, Any]) -> bool:
        """The seat's own turn with no riichi at the table (a riichi's decisions are the plans')."""
        seat = observation["seat"]
        return observation["phase"] == "turn" and not any(
            v["seat"] != seat and v["riichi"] for v in observation["seat_views"])

    def others(self, observation: Mapping[str, Any], suggested: Action | None) -> list[Action]:
        """The moves worth playing out against the anchor: none unless normal judged this
        decision (valued more than one move); else the heuristic's, then normal's next best."""
        if observation is not self.observation:
            return []
        judged = [e for e in self.estimates if e.visits > 0]
        if len(judged) < 2:
            return []
        found: list[Action] = []
        if self.heuristic_move is not None:
            found.append(self.heuristic_move)
        found.extend(e.action for e in sorted(judged, key=lambda e: -e.expected_points))
        unique: list[Action] = []
        for action in found:
            if action != suggested and action not in unique:
                unique.append(action)
        return unique[:STRONG_CANDIDATES - 1]


LevelSearch = Callable[[Any, int | None, int | None], tuple[SearchHooks, Bot]]

# whether riichi's strong weighs push against fold as plans where a riichi is at the table
# (ai/mahjong/riichi_plans.py); elsewhere, and in Magic, it plays the moves out as before
PUSH_FOLD_PLANS = True
# whether riichi's strong plays its quiet turns with open hands discarding toward a yaku and a
# riichi that is not furiten (ai/mahjong/riichi_yaku_play.py)
YAKU_MINDED = True


def strong_tile_search(playout: Any, world_of: Callable[[Any], Any], plans: bool = False,
                       quiet: Callable[[int | None], Bot] | None = None) -> LevelSearch:
    """The factory of `strong`'s hooks and anchor, given the game's playout policy and where its
    state keeps the riichi state (Magic's inside its own); `plans`: push or fold judged as plans
    under a riichi (riichi only: its playouts are riichi's own); `quiet`: the bot whose move
    replaces the heuristic's on a quiet turn (riichi only: Magic's cards change what a hand needs)."""

    def factory(game: Any, seed: int | None, iterations: int | None = None) -> tuple[SearchHooks, Bot]:
        anchor = NormalAnchor(game.id, seed, quiet(seed) if quiet is not None and YAKU_MINDED else None)
        deal = ready_world(game, world_of)

        def choose(observation: Mapping[str, Any], legal: Sequence[Action], suggested: Action | None) -> list[Action]:
            return anchor.others(observation, suggested)

        judge = PushFoldJudge(game, anchor, deal, seed, iterations) if plans and PUSH_FOLD_PLANS else None
        hooks = SearchHooks(playout=playout, paired=True, candidates=STRONG_CANDIDATES,
                            determinize=deal, choose_candidates=choose,
                            overrule_margin=STRONG_MARGIN, judge=judge,
                            deadline=judge.tell_deadline if judge is not None else None)
        return hooks, anchor

    return factory


register_level_search("riichi", "strong", strong_tile_search(riichi_playout, lambda state: state, plans=True,
                                                           quiet=YakuMindedBot))
register_level_search("magic", "strong", strong_tile_search(magic_playout, lambda state: state.riichi))
