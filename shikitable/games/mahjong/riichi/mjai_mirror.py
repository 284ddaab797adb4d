"""One seat's picture of a riichi match, rebuilt from the MJAI events it is sent.

An outside MJAI simulator (mjai.app, Mortal's tools) tells a bot only what its seat may see:
its own tiles by name, the others' draws as "?". The mirror keeps a `RiichiState` in which
everything public and the seat's own hand are exact and the others' concealed tiles are
place-holders (-1), so the engine's own `observation` and legal-move code serve the bot
unchanged. MJAI numbers seats from the first dealer, and so does the mirror (first_dealer 0).

Tile ids: MJAI names tiles ("5m", "5mr", "E"); the mirror gives every tile it sees a free id of
its kind (a red five the red copy), so each visible tile is one distinct id, as search bots
need when they deal out the unseen ones."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.options import resolve_options
from shikitable.games.mahjong.riichi import observe
from shikitable.games.mahjong.riichi.deal import clear_hand_table
from shikitable.games.mahjong.riichi.flow import lay_in_river
from shikitable.games.mahjong.riichi.legal import discard_reactions, kuikae_kinds, rob_reactions, turn_actions
from shikitable.games.mahjong.riichi.options import RIICHI_OPTIONS
from shikitable.games.mahjong.riichi.scoring import Meld, called_meld
from shikitable.games.mahjong.riichi.state import DEAD_WALL, PLAYERS, RIICHI_STICK, Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS, TILE_COUNT, kind_text

HIDDEN = -1  # another player's concealed tile
_KIND_OF_TEXT = {kind_text(kind): kind for kind in range(34)}
_WINDS = {"E": 0, "S": 1, "W": 2, "N": 3}


class MjaiError(ValueError):
    """An MJAI message that does not fit the match as the mirror knows it."""


def tile_kind(pai: str) -> tuple[int, bool]:
    """(kind, red) of an MJAI tile name."""
    red = pai.endswith("r")
    kind = _KIND_OF_TEXT.get(pai[:-1] if red else pai)
    if kind is None:
        raise MjaiError(f"unknown tile {pai!r}")
    return kind, red


def rules_to_options(rules: Mapping[str, Any] | None) -> dict[str, Any]:
    """Our options from the `rules` of a start_game (jansou's names, as our exporter writes
    them); anything not given keeps our default (Tenhou-like, as mjai.app plays)."""
    if not rules:
        return {}
    found: dict[str, Any] = {}
    plain = {"kuitan": "open_tanyao", "kuikae_ban": "kuikae_ban", "multiple_ron": "double_ron",
             "kan_dora": "kan_dora", "ura_dora": "ura_dora", "ippatsu": "ippatsu",
             "open_kan_indicator_immediate": "open_kan_dora_at_once", "nagashi_mangan": "nagashi_mangan",
             "abort_kyuushu_kyuuhai": "abort_nine_terminals", "abort_suufon_renda": "abort_four_winds",
             "abort_suucha_riichi": "abort_four_riichi", "abort_suukaikan": "abort_four_kans",
             "abort_sanchahou": "abort_triple_ron", "agari_yame": "agari_yame", "sudden_death": "extension",
             "starting_points": "start_points", "sudden_death_target": "return_points"}
    for theirs, ours in plain.items():
        if theirs in rules:
            found[ours] = rules[theirs]
    if "aka_dora" in rules:
        found["red_fives"] = 3 if rules["aka_dora"] else 0
    if "game_length" in rules:
        found["length"] = "tonpuu" if rules["game_length"] == "E" else "hanchan"
    if "allow_negative_scores" in rules:
        found["tobi"] = not rules["allow_negative_scores"]
    return found


class MjaiMirror:
    """Feed it MJAI events (`feed`); ask `observation()` and `legal()` when the seat must act."""

    def __init__(self, seat: int, options: Mapping[str, Any] | None = None) -> None:
        self.seat = seat
        self.options = resolve_options(RIICHI_OPTIONS, dict(options or {}))
        self.state = self._new_state()
        self.used: set[int] = set()
        self.replacement_next = False  # the next draw comes from the dead wall (after a kan)
        self.declared: int | None = None  # a seat that said reach and has not discarded yet
        self.prompt: str | None = None  # what the last event asks of the seat: turn, claim, rob, riichi

    def _new_state(self) -> RiichiState:
        state = RiichiState(players=PLAYERS, options=dict(self.options), rng=random.Random(0))
        state.scores = [self.options["start_points"]] * PLAYERS
        return state

    # --- tiles ---------------------------------------------------------------------------------

    def _reds(self) -> frozenset[int]:
        return RED_FIVE_SETS[self.options["red_fives"]]

    def _take(self, pai: str) -> int:
        """A fresh id for a tile that came into view."""
        kind, red = tile_kind(pai)
        reds = self._reds()
        copies = [t for t in range(4 * kind, 4 * kind + 4) if t not in self.used]
        fitting = [t for t in copies if (t in reds) == red] or copies
        if not fitting:
            raise MjaiError(f"a fifth {pai} came into view")
        self.used.add(fitting[0])
        return fitting[0]

    def _own(self, player: Player, pai: str, prefer_drawn: bool = False) -> int:
        """The id of a tile of ours named `pai`."""
        kind, red = tile_kind(pai)
        reds = self._reds()
        matching = [t for t in player.hand if t >> 2 == kind and (t in reds) == red]
        if not matching:
            raise MjaiError(f"{pai} is not in the hand")
        if player.drawn in matching and (prefer_drawn or len(matching) == 1):
            return player.drawn  # type: ignore[return-value]
        rest = [t for t in matching if t != player.drawn]
        return rest[0] if rest else matching[0]

    def _remove(self, actor: int, pai: str, prefer_drawn: bool = False) -> int:
        """Take a tile out of `actor`'s concealed hand; its id."""
        player = self.state.hands[actor]
        if actor == self.seat:
            tile = self._own(player, pai, prefer_drawn)
            player.hand.remove(tile)
            player.counts[tile >> 2] -= 1
            return tile
        if HIDDEN not in player.hand:
            raise MjaiError(f"seat {actor} has no concealed tile left")
        player.hand.remove(HIDDEN)
        return self._take(pai)

    # --- events --------------------------------------------------------------------------------

    def feed(self, event: Mapping[str, Any]) -> None:
        kind = event.get("type")
        handler = getattr(self, f"_on_{kind}", None)
        self.prompt = None
        if handler is None:
            return  # an event we need not follow (end_kyoku, none, a simulator's own)
        if not self.state.hands and kind not in ("start_game", "start_kyoku", "end_game"):
            raise MjaiError(f"{kind} before any start_kyoku")
        actor = event.get("actor")
        if actor is not None and actor not in range(PLAYERS):
            raise MjaiError(f"{kind} names actor {actor!r}, not 0-3")
        try:
            handler(event)
        except KeyError as error:
            raise MjaiError(f"{kind} lacks its {error.args[0]!r}") from None

    def _on_start_game(self, event: Mapping[str, Any]) -> None:
        if "id" in event:
            if event["id"] not in range(PLAYERS):
                raise MjaiError(f"start_game gives the id {event['id']!r}, not 0-3")
            self.seat = int(event["id"])
        self.options = resolve_options(RIICHI_OPTIONS, rules_to_options(event.get("rules")))
        self.state = self._new_state()

    def _on_start_kyoku(self, event: Mapping[str, Any]) -> None:
        state = self.state
        self.used = set()
        state.round_wind = _WINDS[event["bakaze"]]
        state.round_number = int(event["kyoku"])
        state.honba = int(event["honba"])
        state.sticks = int(event["kyotaku"])
        state.dealer = int(event["oya"])
        state.scores = [int(s) for s in event["scores"]]
        state.hand_number += 1
        state.wall = [0] * TILE_COUNT
        state.front = DEAD_WALL + 13 * PLAYERS
        clear_hand_table(state)
        state.wall[4] = self._take(event["dora_marker"])
        state.last_result = None
        state.hands = []
        for actor, tiles in enumerate(event["tehais"]):
            player = Player()
            if actor == self.seat:
                player.hand = [self._take(p) for p in tiles]
                player.rebuild()
            else:
                player.hand = [HIDDEN] * len(tiles)
            state.hands.append(player)
        self.replacement_next = False
        self.declared = None

    def _on_tsumo(self, event: Mapping[str, Any]) -> None:
        state, actor = self.state, int(event["actor"])
        player = state.hands[actor]
        if self.replacement_next:
            state.replacements += 1
        else:
            state.front += 1
            player.temporary_furiten = False
        state.rinshan = self.replacement_next
        self.replacement_next = False
        state.current, state.phase, state.last_discard = actor, "turn", None
        if actor == self.seat:
            tile = self._take(event["pai"])
            player.hand.append(tile)
            player.counts[tile >> 2] += 1
            player.drawn = tile
            self.prompt = "turn"
        else:
            player.hand.append(HIDDEN)
            player.drawn = HIDDEN

    def _on_reach(self, event: Mapping[str, Any]) -> None:
        self.declared = int(event["actor"])
        if self.declared == self.seat:
            self.prompt = "riichi"

    def _on_dahai(self, event: Mapping[str, Any]) -> None:
        state, actor = self.state, int(event["actor"])
        player = state.hands[actor]
        tile = self._remove(actor, event["pai"], prefer_drawn=bool(event.get("tsumogiri")))
        tsumogiri = bool(event.get("tsumogiri", tile == player.drawn))
        lay_in_river(state, actor, tile, tsumogiri, riichi=self.declared == actor)
        if self.declared == actor:
            self.declared = None
        if actor == self.seat:
            player.rebuild()
        state.current, state.phase = actor, "claim"
        if actor != self.seat:
            self.prompt = "claim"

    def _on_reach_accepted(self, event: Mapping[str, Any]) -> None:
        state, actor = self.state, int(event["actor"])
        player = state.hands[actor]
        state.pending_riichi = None
        if state.first_go_around and len(player.discards) == 1:
            player.double_riichi = True
        player.riichi = True
        player.ippatsu = self.options["ippatsu"]
        if isinstance(event.get("scores"), list):
            state.scores = [int(s) for s in event["scores"]]
        else:
            state.scores[actor] -= RIICHI_STICK
        state.sticks += 1
        state.riichi_declarations += 1

    def _open_call(self, event: Mapping[str, Any]) -> None:
        state, actor, target = self.state, int(event["actor"]), int(event["target"])
        giver = state.hands[target]
        if not giver.discards:
            raise MjaiError(f"seat {target} has no discard to call")
        called = giver.discards[-1]
        giver.called_away[-1] = True
        used = [self._remove(actor, p) for p in event["consumed"]]
        player = state.hands[actor]
        meld = Meld(called_meld(event["type"]), tuple(sorted([*used, called])), called=called, source=target)
        player.melds.append(meld)
        for t in meld.tiles:
            player.meld_counts[t >> 2] += 1
        for each in state.hands:
            each.ippatsu = False
        state.first_go_around = False
        state.last_discard = None
        state.current, state.phase, state.rinshan = actor, "turn", False
        player.drawn = None
        if event["type"] == "daiminkan":
            state.kans += 1
            self.replacement_next = True
        elif actor == self.seat:
            if self.options["kuikae_ban"]:
                player.kuikae = kuikae_kinds(called >> 2, Action(event["type"], tuple(used)))
            player.rebuild()
            self.prompt = "turn"
        if actor == self.seat:
            player.rebuild()

    _on_pon = _open_call
    _on_chi = _open_call
    _on_daiminkan = _open_call

    def _on_ankan(self, event: Mapping[str, Any]) -> None:
        state, actor = self.state, int(event["actor"])
        tiles = [self._remove(actor, p) for p in event["consumed"]]
        player = state.hands[actor]
        player.melds.append(Meld("ankan", tuple(sorted(tiles))))
        for t in tiles:
            player.meld_counts[t >> 2] += 1
        self._after_kan(actor)

    def _on_kakan(self, event: Mapping[str, Any]) -> None:
        state, actor = self.state, int(event["actor"])
        player = state.hands[actor]
        kind, _ = tile_kind(event["pai"])
        added = self._remove(actor, event["pai"])
        player.meld_counts[kind] += 1
        for index, old in enumerate(player.melds):
            if old.kind == "pon" and old.tiles[0] >> 2 == kind:
                player.melds[index] = Meld("kakan", tuple(sorted([*old.tiles, added])), old.called, old.source,
                                           added)
                break
        else:
            raise MjaiError(f"seat {actor} has no pon of {event['pai']} to add to")
        self._after_kan(actor)
        if actor != self.seat:
            state.phase = "rob"
            state.robbed = (actor, Action("kakan", (added,)))
            self.prompt = "rob"

    def _after_kan(self, actor: int) -> None:
        state = self.state
        for each in state.hands:
            each.ippatsu = False
        state.first_go_around = False
        state.kans += 1
        state.hands[actor].drawn = None
        self.replacement_next = True
        if actor == self.seat:
            state.hands[actor].rebuild()

    def _on_dora(self, event: Mapping[str, Any]) -> None:
        state = self.state
        state.wall[4 + 2 * state.indicators] = self._take(event["dora_marker"])
        state.indicators += 1

    def _on_hora(self, event: Mapping[str, Any]) -> None:
        self._settle(event)

    def _on_ryukyoku(self, event: Mapping[str, Any]) -> None:
        self._settle(event)

    def _settle(self, event: Mapping[str, Any]) -> None:
        state = self.state
        state.phase = "over"
        if isinstance(event.get("scores"), list):
            state.scores = [int(s) for s in event["scores"]]
        elif isinstance(event.get("deltas"), list):
            state.scores = [s + int(d) for s, d in zip(state.scores, event["deltas"], strict=True)]

    def _on_end_game(self, event: Mapping[str, Any]) -> None:
        self.state.over = True

    # --- what the seat sees and may do -------------------------------------------------------------

    def legal(self) -> list[Action]:
        """The seat's legal moves for the decision the last event asks of it (empty: none)."""
        state, seat = self.state, self.seat
        if self.prompt == "turn":
            return turn_actions(state, seat)
        if self.prompt == "claim" and state.last_discard is not None:
            origin, tile = state.last_discard
            offered = discard_reactions(state, seat, tile, origin, state.live_remaining == 0)
        elif self.prompt == "rob" and state.robbed is not None:
            offered = rob_reactions(state, seat, state.robbed[1].cards[0])
        else:
            return []
        state.window = {seat: offered} if offered else {}
        state.choices = {}
        state.version += 1
        return offered

    def passed(self, offered: list[Action], chosen: Action) -> None:
        """The seat let a win go by: furiten until its next discard (for the hand, in riichi)."""
        if chosen.kind != "ron" and any(a.kind == "ron" for a in offered):
            player = self.state.hands[self.seat]
            player.temporary_furiten = True
            if player.riichi:
                player.riichi_furiten = True

    def observation(self) -> dict[str, Any]:
        return observe.observation(self.state, self.seat)
