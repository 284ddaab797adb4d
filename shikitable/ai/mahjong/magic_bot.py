"""A Magic: the Mahjong bot: the riichi bot plays the tiles; cards are played for what they are
worth to this seat now: defensive cards when someone declares riichi, win-cancelling and
payment cards against a big win, counters against cards that hurt it, cheap cards cycled so
the official dealing refills the hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic
from shikitable.ai.base import Bot
from shikitable.ai.mahjong.riichi_bot import RiichiBot, _counts
from shikitable.core.actions import Action
from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.riichi.scoring import Meld, ScoringRules, WinSituation, evaluate
from shikitable.games.mahjong.riichi.shapes import is_complete, shanten
from shikitable.games.mahjong.riichi.tile_ids import DRAGON_KINDS, RED_FIVE_SETS

# cards that only tell the bot something it does not use: declared to make room for new cards
CYCLE = {"clairvoyance", "hidden_dora", "mind_reading", "reshuffle"}
WORTH_KEEPING = {"ron_repel", "negate", "recall", "guard", "win_absorption", "double_back", "stagnation",
                 "one_shot_riichi", "stick_raid", "pursuit", "lifeline", "yakuless_yaku"}
BIG_WIN = 5200  # a win worth cancelling (about a mangan), or one that would leave us under LOW_SCORE
LOW_SCORE = 10000
WORTH_HALVING = 2600  # what we pay for a win before 守りの札 is worth spending
WORTH_SHARING = 2000  # a win 上がり吸収 takes half of


class MagicBot(Bot):
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.tiles = RiichiBot(seed)
        self._may_tsumo = False  # whether the legal moves now include a tsumo

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        magic = observation["magic"]
        window = magic["window"]
        if window is not None and window["kind"] == "reset":
            keep = any(c in WORTH_KEEPING for c in magic["hand"])
            return Action("keep") if keep else Action("reset")
        cards = [a for a in legal if a.kind == "card"]
        self._may_tsumo = any(a.kind == "tsumo" for a in legal)
        best = max(cards, key=lambda a: self._worth(observation, a), default=None)
        if best is not None and self._worth(observation, best) > 0:
            return best
        if window is not None:
            return Action("pass")
        mahjong = [a for a in legal if a.kind != "card"]
        return self.tiles.choose(observation, mahjong)

    # --- what a declaration is worth now ------------------------------------------------------

    def _worth(self, obs: Mapping[str, Any], action: Action) -> float:
        card, _, choice = str(action.arg).partition(":")
        me = obs["seat"]
        magic = obs["magic"]
        context = magic["context"]
        views = obs["seat_views"]
        riichi_others = [p["seat"] for p in views if p["seat"] != me and p["riichi"]]
        target = int(choice) if choice.isdigit() and card not in ("switch",) else None
        stack = magic["stack"]
        if BY_ID[card].type == "counter":
            return self._counter_worth(obs, card, stack)
        winners = context.get("winners", [])
        if card == "ron_repel":  # only a big win is worth the gold card
            return 10 if self._big_win(obs, target) else 0
        if card == "win_absorption":
            return 8 if target is not None and self._claimed(obs, target) >= WORTH_SHARING else 0
        if card in ("double_back", "pursuit"):
            return 8
        if card == "guard":
            return 6 if self._my_payment(obs) >= WORTH_HALVING else 0
        if card == "yakuless_yaku":
            return self._yakuless_worth(obs)
        if card == "stagnation":  # a riichi (or any threat) was just declared: nobody wins for a turn
            return 7 if riichi_others or context.get("riichi_seat") is not None else 0
        if card == "scatter":
            return 5
        if card == "hold":
            return 3 if context.get("discarder") == self._leader(obs) else 0
        if card in ("barrier", "lifeline"):
            return 5 if riichi_others else 0
        if card == "hand_break":
            return 6 if target in riichi_others else 0
        if card == "binding":
            return 3 if target == self._leader(obs) and target not in riichi_others else 0
        if card == "call_seal":
            return 2 if any(p["melds"] for p in views if p["seat"] != me) else 0
        if card == "clean_slate":
            return 4 if any(t["owner"] != me for t in magic["table"]) else 0
        if card in ("stick_raid", "supply"):
            return 4
        if card == "snatch":
            counts = magic["hand_counts"]
            return 3 if target is not None and counts[target] == max(c for s, c in enumerate(counts) if s != me) \
                and counts[target] > 0 else 0
        if card == "card_revival":
            return 4 if choice in WORTH_KEEPING else 0
        hand_shanten = self._shanten(obs)
        if card == "one_shot_riichi":
            return 6 if obs.get("furiten") and hand_shanten <= 0 else 0
        if card == "extra_dora":
            return 2 if hand_shanten <= 1 else 0
        if card == "blessed_rain":
            return 6 if not obs.get("waits") else 0
        if card in ("second_chance", "switch"):
            if me in riichi_others or hand_shanten <= 0 or views[me]["riichi"]:
                return 0
            if card == "second_chance":
                return 1.5
            return 1.5 if choice.isdigit() and self._worst_tile(obs) == int(choice) else 0
        if card in CYCLE:
            return 1 if len(magic["hand"]) >= 2 else 0
        return 0 if winners else 0.5

    def _counter_worth(self, obs: Mapping[str, Any], card: str, stack: list[Mapping[str, Any]]) -> float:
        """A counter is worth its card only against a declaration that costs this seat: one aimed
        at it, one answering its own card, one taking back or enlarging a win it is in, or a
        stagnation that stops its ready hand."""
        me = obs["seat"]
        context = obs["magic"]["context"]
        if not stack or stack[-1]["seat"] == me:
            return 0
        top = stack[-1]
        aimed_at_me = top["target"] == me
        if card == "reflection":
            return 9 if aimed_at_me else 0
        answered = top["card"]
        if answered in ("negate", "recall"):
            hurts = len(stack) >= 2 and stack[-2]["seat"] == me
        elif answered in ("ron_repel", "guard"):  # our win taken back or paid less
            hurts = me in context.get("winners", [])
        elif answered in ("double_back", "pursuit"):  # a win made dearer for us
            hurts = self._my_payment(obs) > 0 and (answered == "double_back" or context.get("discarder") == me)
        elif answered == "stagnation":
            hurts = bool(obs.get("waits"))
        else:
            hurts = aimed_at_me
        return 9 if hurts else 0

    @staticmethod
    def _claimed(obs: Mapping[str, Any], winner: int) -> int:
        """What a declared win is worth, as its winner told the table (0 if unknown)."""
        claims = obs["magic"]["context"].get("claims", [])
        return next((int(c["points"]) for c in claims if c["seat"] == winner), 0)

    def _my_payment(self, obs: Mapping[str, Any]) -> int:
        """About what we pay for the declared win(s): the whole ron, or our share of a tsumo."""
        me = obs["seat"]
        context = obs["magic"]["context"]
        total = 0
        for claim in context.get("claims", []):
            if claim["seat"] == me:
                continue
            if context.get("win") == "ron":
                total += claim["points"] if context.get("discarder") == me else 0
            elif claim["seat"] == obs["dealer"]:
                total += claim["points"] // 3
            else:
                total += claim["points"] // (2 if me == obs["dealer"] else 4)
        return total

    def _yakuless_worth(self, obs: Mapping[str, Any]) -> float:
        """無役の役 pays when our hand is complete now without a yaku (declare, then tsumo), or
        when an open ready hand would have no yaku on some of its waits."""
        me = obs["seat"]
        view = obs["seat_views"][me]
        hand, drawn = list(obs.get("hand") or []), obs.get("drawn")
        if view["riichi"] or drawn is None or me in obs["magic"]["barred"].get("win", []):
            return 0
        melds = [Meld.from_json(m) for m in view["melds"]]
        if is_complete(_counts(hand)):
            return 0 if self._may_tsumo else 10
        waits = obs.get("waits") or []
        if not waits or not melds:  # a closed ready hand has riichi for its yaku
            return 0
        rest = list(hand)
        rest.remove(drawn)
        rules = ScoringRules(open_tanyao=obs["options"].get("open_tanyao", True),
                             red_fives=RED_FIVE_SETS[obs["red_fives"]])
        situation = WinSituation(is_tsumo=False, seat_wind=view["seat_wind"], round_wind=obs["round_wind"])
        for kind in waits:
            tile = next((kind * 4 + i for i in range(4) if kind * 4 + i not in rest), None)
            if tile is None:
                continue
            if evaluate([*rest, tile], tile, melds, situation, obs["dora_indicators"], [], rules) is None:
                return 5
        return 0

    def _big_win(self, obs: Mapping[str, Any], winner: int | None) -> bool:
        """A win worth cancelling: a big one by the value its winner told, or one that would
        leave us low; without a told value, a riichi, the dealer, dragon sets or several melds."""
        if winner is None:
            return False
        claimed = self._claimed(obs, winner)
        if claimed:
            return claimed >= BIG_WIN or obs["scores"][obs["seat"]] - claimed < LOW_SCORE
        view = obs["seat_views"][winner]
        dragons = sum(1 for m in view["melds"] if m["tiles"][0] >> 2 in DRAGON_KINDS)
        return bool(view["riichi"]) or winner == obs["dealer"] or dragons > 0 or len(view["melds"]) >= 2 \
            or obs["scores"][obs["seat"]] < 15000

    @staticmethod
    def _leader(obs: Mapping[str, Any]) -> int:
        me = obs["seat"]
        return max((s for s in range(4) if s != me), key=lambda s: obs["scores"][s])

    @staticmethod
    def _shanten(obs: Mapping[str, Any]) -> int:
        hand = obs.get("hand") or []
        if not hand:
            return 8
        melds = len(obs["seat_views"][obs["seat"]]["melds"])
        counts = _counts(hand)
        if len(hand) % 3 == 2:  # after a draw: the best discard's shanten
            best = 8
            for kind in {t >> 2 for t in hand}:
                counts[kind] -= 1
                best = min(best, shanten(counts, melds))
                counts[kind] += 1
            return best
        return shanten(counts, melds)

    def _worst_tile(self, obs: Mapping[str, Any]) -> int | None:
        discards = [a for a in self.tiles_discards(obs)]
        return discards[0] if discards else None

    def tiles_discards(self, obs: Mapping[str, Any]) -> list[int]:
        hand = obs.get("hand") or []
        legal = [Action("discard", (t,)) for t in hand]
        if not legal:
            return []
        choice = self.tiles.choose(obs, legal)
        return list(choice.cards)


register_heuristic("magic", lambda seed: MagicBot(seed))
