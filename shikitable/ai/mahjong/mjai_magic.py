"""An MJAI bot in a Magic: the Mahjong seat: the bot plays the tiles, the seat never declares cards.

MJAI knows riichi only, so the seat itself answers every card window (a pass; "keep" at the
reset offer) and the bot is never asked there. Cards that change what the seat sees in ways MJAI
has no event for are written back into the hand's history, and the bot is told the hand afresh
(a new start_kyoku and the hand's events since, as MJAI allows a new start at any time):

- a tile of its hand swapped with the wall (Switch, Second Chance, Hand Break, Loaded Wall for
  the dealer): the history says the tile came in where the swapped one did, so the start_kyoku's
  hand or that draw carries it; its hand then equals the engine's, its river and calls unchanged;
- points moved by a card in the middle of a hand (Stick Raid): the hand's starting scores (and
  the scores of its riichi declarations so far) carry the move, so every score equals the engine's.

A dora a card turns over is MJAI's own `dora` event. Where a card takes away the move the bot
chose, the seat plays what a player would in its place (and notes it in `card_forced`, not as a
failure of the bot): a cancelled tsumo or a forced tsumogiri lets the drawn tile go (keeping a
ready hand ready); a barred call or ron is a pass, and so is a ron in the furiten left by a
card's taking back an earlier ron of ours; a barred riichi is the same discard without it (the
bot, told its reach, then hears the hand afresh). Anything else that is not legal fails as for
the riichi seat: a random legal move, logged."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.mahjong.mjai_seat import MjaiSeatBot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games.mahjong.riichi.mjai import MjaiWriter
from shikitable.games.mahjong.riichi.mjai_mirror import MjaiError, tile_kind
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS

log = logging.getLogger(__name__)

_CARD_ANSWERS = ("pass", "keep")  # the seat's answer in a card window, in the order looked for


class MagicMjaiSeatBot(MjaiSeatBot):
    """A Magic seat played by an MJAI command; feed it the seat's event views with `see`."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.history: list[Event] = []  # the match as MJAI is told it: cards' changes written back
        self.deal_at = 0  # where this hand's deal is in `history`
        self.scores: list[int] | None = None  # the engine's scores as last stated in this hand
        self.rewritten = False  # `history` changed since the stream was written
        self.resync = False  # the bot's picture of this hand is stale: tell it the hand afresh
        self.first_dealer = 0
        self.red_fives = 0
        self.card_forced: list[str] = []  # moves a card made for the bot (not its failures)
        self.ron_taken_back = False  # a card took back a ron of ours this hand: furiten the bot never saw

    # --- the stream --------------------------------------------------------------------------

    def _fresh_writer(self, first_dealer: int, red_fives: int) -> MjaiWriter:
        self.first_dealer, self.red_fives = first_dealer, red_fives
        return super()._fresh_writer(first_dealer, red_fives)

    def _write(self, view: Event) -> None:
        if view.kind == "card_swap" and view.secret is not None and view.data.get("seat") == self.seat:
            self._swap_in_history(int(view.secret["out"]), int(view.secret["in"]))
            return
        if view.kind == "card_effect" and isinstance(view.data.get("scores"), list):
            self._move_points_in_history(list(view.data["scores"]))
            return
        if view.kind == "deal":
            self.deal_at, self.ron_taken_back = len(self.history), False
        if view.kind == "card_effect" and view.data.get("op") == "cancel_win" and view.data.get("target") == self.seat:
            self.ron_taken_back = True
        if view.kind in ("deal", "riichi_accepted"):
            self.scores = list(view.data["scores"])
        self.history.append(view)
        super()._write(view)

    def _catch_up(self, observation: Mapping[str, Any]) -> None:
        super()._catch_up(observation)
        if self.rewritten:
            self._rewrite_stream()

    def _swap_in_history(self, out: int, incoming: int) -> None:
        """`out` left the hand for `incoming`: the event it came in by now brings `incoming`."""
        for index in range(len(self.history) - 1, self.deal_at - 1, -1):
            event = self.history[index]
            if event.secret is None or event.data.get("seat") != self.seat:
                continue
            if event.kind == "draw" and event.secret.get("tile") == out:
                secret: dict[str, Any] = {**event.secret, "tile": incoming}
            elif event.kind == "haipai" and out in event.secret.get("tiles", ()):
                secret = {**event.secret, "tiles": sorted(incoming if t == out else t for t in event.secret["tiles"])}
            else:
                continue
            self.history[index] = Event(event.kind, event.data, secret, event.owners)
            self.rewritten = True
            return
        log.warning("mjai seat %s: the swapped tile %s is not in this hand's history", self.seat, out)

    def _move_points_in_history(self, scores: list[int]) -> None:
        """A card moved points: the hand starts (and its riichi sticks are paid) with them moved."""
        before, self.scores = self.scores, list(scores)
        if before is None or before == scores:
            return
        moved = [after - then for after, then in zip(scores, before, strict=True)]
        for index in range(self.deal_at, len(self.history)):
            event = self.history[index]
            if event.kind in ("deal", "riichi_accepted"):
                shifted = [s + m for s, m in zip(event.data["scores"], moved, strict=True)]
                self.history[index] = Event(event.kind, {**event.data, "scores": shifted}, event.secret, event.owners)
        self.rewritten = True

    def _rewrite_stream(self) -> None:
        """Write the match again from `history`; if the bot has heard part of this hand, it hears it afresh."""
        writer = self._fresh_writer(self.first_dealer, self.red_fives)
        for view in self.history:
            writer.add(view)
        assert self.writer is not None and len(writer.out) == len(self.writer.out)  # the same events, retold
        self.writer, self.rewritten = writer, False
        if self.sent > self._hand_start():
            self.resync = True

    def _hand_start(self) -> int:
        """Where this hand's start_kyoku is in the stream (0 before the first)."""
        assert self.writer is not None
        out = self.writer.out
        return next((i for i in range(len(out) - 1, -1, -1) if out[i]["type"] == "start_kyoku"), 0)

    def _pending(self) -> list[dict[str, Any]]:
        if self.resync and not self.restart:  # a fresh process hears the whole match anyway
            self.sent, self.told = self._hand_start(), set()
        self.resync = False
        events = super()._pending()
        if not events and not self.restart:  # asked again with nothing new: the hand afresh, not an empty line
            self.sent, self.told = self._hand_start(), set()
            events = super()._pending()
        return events

    # --- deciding ----------------------------------------------------------------------------

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        magic = observation["magic"]
        if magic["window"] is not None:  # cards are not the bot's: the seat passes (keeps its cards)
            for kind in _CARD_ANSWERS:
                for action in legal:
                    if action.kind == kind:
                        return action
        seat = int(observation["seat"])
        if magic["no_tsumo"] == seat and observation.get("drawn") is not None:
            let_go = self._tsumogiri(observation, legal)
            if let_go is not None:
                self._note(f"a card took its tsumo back: it discards the drawn tile {let_go}")
                return let_go
        return super().choose(observation, [a for a in legal if a.kind != "card"])

    def _legal_answer(self, answer: Mapping[str, Any], observation: Mapping[str, Any],
                      legal: Sequence[Action]) -> Action:
        barred = observation["magic"]["barred"]
        seat = int(observation["seat"])
        kind = answer.get("type")
        if kind == "reach" and seat in barred.get("riichi", []) and not any(a.kind == "riichi" for a in legal):
            return self._reach_barred(observation, legal)
        try:
            return super()._legal_answer(answer, observation, legal)
        except MjaiError:
            instead = self._card_instead(str(kind), observation, legal)
            if instead is None:
                raise
            self._note(f"a card forbids its {kind}: {instead} instead")
            return instead

    def _card_instead(self, kind: str, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        """The move a player makes when a card took away the one the bot chose (None: no card did)."""
        magic, seat = observation["magic"], int(observation["seat"])
        barred = magic["barred"]
        passing = next((a for a in legal if a.kind == "pass"), None)
        if magic["tsumogiri_turns"][seat] > 0 and kind in ("dahai", "reach"):
            return self._tsumogiri(observation, legal)
        if passing is not None:
            if (kind == "hora" and (seat in barred.get("win", []) or self.ron_taken_back)) or (
                    kind in ("pon", "chi", "daiminkan") and seat in barred.get("call", [])):
                return passing
            return None
        if kind == "hora" and seat in barred.get("win", []):
            return self._tsumogiri(observation, legal)
        return None

    def _reach_barred(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """The bot would declare riichi, which a card forbids: its tile is discarded plainly, and
        as the bot was told its reach, it hears the hand afresh before its next decision."""
        assert self.writer is not None
        self.sent = len(self.writer.out)
        dahai = self._ask([{"type": "reach", "actor": self.writer.actor(self.seat)}])
        self.resync = True
        wanted = tile_kind(str(dahai.get("pai"))) if dahai.get("type") == "dahai" else None
        reds = RED_FIVE_SETS[observation["red_fives"]]
        for action in legal:
            if action.kind == "discard" and (action.cards[0] >> 2, action.cards[0] in reds) == wanted:
                self._note(f"a card forbids its riichi: {action} without it")
                return action
        raise MjaiError(f"after reach it answered {dahai.get('type')!r} {dahai.get('pai')!r}, no discard now")

    @staticmethod
    def _tsumogiri(observation: Mapping[str, Any], legal: Sequence[Action]) -> Action | None:
        drawn = observation.get("drawn")
        return next((a for a in legal if a.kind == "discard" and a.cards[0] == drawn), None)

    def _note(self, what: str) -> None:
        self.card_forced.append(what)
        log.info("mjai seat %s (%s): %s", self.seat, self.label, what)
