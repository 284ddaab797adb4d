"""A riichi match as MJAI JSONL (the log format of Mortal, mjai and riichienv).

MJAI numbers the seats from the first dealer (起家 = actor 0); the engine's seats are turned so.
`start_game` carries the rule set in jansou's flat form, so an independent engine can replay
the log under the same rules."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import Game
from shikitable.games.mahjong.riichi.state import PLAYERS
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS, mjai_tile

WINDS = ("E", "S", "W", "N")
HIDDEN = "?"  # a tile the seat may not see
DRAW_REASONS = {
    "exhaustive": "exhaustive",
    "nagashi": "nm",
    "kyuushu": "yao9",
    "suucha_riichi": "reach4",
    "sanchahou": "ron3",
    "suufon_renda": "kaze4",
    "suukaikan": "kan4",
}


def jansou_rules(options: Mapping[str, Any]) -> dict[str, Any]:
    """The match options as jansou's `Rules` fields (its `tenhou` preset plus our options)."""
    return {
        "player_count": 4,
        "starting_points": options["start_points"],
        "game_length": "E" if options["length"] == "tonpuu" else "S",
        "sudden_death_target": options["return_points"],
        "honba_value": 100,
        "double_wind_fu": 4,
        "kiriage_mangan": False,
        "kazoe_yakuman": True,
        "multiple_yakuman": True,
        "double_yakuman": False,
        "aka_dora": options["red_fives"] != 0,
        "ura_dora": options["ura_dora"],
        "kan_dora": options["kan_dora"],
        "nuki_dora": False,
        "closed_kan_indicator_immediate": True,
        "open_kan_indicator_immediate": options["open_kan_dora_at_once"],
        "riichi_without_draw": False,
        "riichi_without_tenpai": False,
        "closed_kan_after_riichi": True,
        "kuitan": options["open_tanyao"],
        "kuikae_ban": options["kuikae_ban"],
        "multiple_ron": options["double_ron"],
        "kokushi_ankan_chankan": False,
        "abort_kyuushu_kyuuhai": options["abort_nine_terminals"],
        "abort_suufon_renda": options["abort_four_winds"],
        "abort_suucha_riichi": options["abort_four_riichi"],
        "abort_suukaikan": options["abort_four_kans"],
        "abort_sanchahou": options["abort_triple_ron"],
        "noten_penalty_pool": 3000,
        "formal_tenpai": True,
        "tenpai_declaration": False,
        "nagashi_mangan": options["nagashi_mangan"],
        "ippatsu": options["ippatsu"],
        "dealer_repeat_on_tenpai": True,
        "pao_daisangen": True,
        "pao_daisuushi": True,
        "pao_suukantsu": False,
        "pao_daiminkan": False,
        "pao_honba_to_liable": True,
        "allow_negative_scores": not options["tobi"],
        "agari_yame": options["agari_yame"],
        "sudden_death": options["extension"],
        "rank_ties_shared": False,
        "leftover_deposits_to_first": True,
    }


class MjaiWriter:
    def __init__(self, first_dealer: int, red_fives: int) -> None:
        self.first = first_dealer
        self.reds = RED_FIVE_SETS[red_fives]
        self.out: list[dict[str, Any]] = []
        self.start: dict[str, Any] | None = None
        self.hands: dict[int, list[int] | None] = {}

    def actor(self, seat: int) -> int:
        return (seat - self.first) % PLAYERS

    def turned(self, per_seat: Sequence[Any]) -> list[Any]:
        """A per-seat list in MJAI order (actor 0 = the first dealer)."""
        return [per_seat[(actor + self.first) % PLAYERS] for actor in range(PLAYERS)]

    def pai(self, tile: int) -> str:
        return mjai_tile(tile, self.reds)

    def add(self, event: Event) -> None:
        self.add_view(event.kind, {**event.data, **(event.secret or {})})

    def add_view(self, kind: str, data: dict[str, Any]) -> None:
        """An event as a seat sees it (`Event.view_for`): what it may not see is written "?"."""
        if kind == "deal":
            self.start = {
                "type": "start_kyoku",
                "bakaze": WINDS[data["round_wind"]],
                "dora_marker": self.pai(data["dora_indicator"]),
                "kyoku": data["round_number"],
                "honba": data["honba"],
                "kyotaku": data["sticks"],
                "oya": self.actor(data["dealer"]),
                "scores": self.turned(data["scores"]),
            }
            self.hands = {}
        elif kind == "haipai":
            self.hands[data["seat"]] = data.get("tiles")  # None: another seat's, as that seat sees it
            if len(self.hands) == PLAYERS and self.start is not None:
                self.start["tehais"] = [[self.pai(t) for t in hand] if hand is not None else [HIDDEN] * 13
                                        for hand in self.turned([self.hands[s] for s in range(PLAYERS)])]
                self.out.append(self.start)
        elif kind == "draw":
            tile = data.get("tile")
            self.out.append({"type": "tsumo", "actor": self.actor(data["seat"]),
                             "pai": HIDDEN if tile is None else self.pai(tile)})
        elif kind == "discard":
            if data["riichi"]:
                self.out.append({"type": "reach", "actor": self.actor(data["seat"])})
            self.out.append({"type": "dahai", "actor": self.actor(data["seat"]), "pai": self.pai(data["card"]),
                             "tsumogiri": data["tsumogiri"]})
        elif kind == "riichi_accepted":
            self.out.append({"type": "reach_accepted", "actor": self.actor(data["seat"]),
                             "scores": self.turned(data["scores"])})
        elif kind == "call":
            self.out.append(self._call(data))
        elif kind == "dora":
            self.out.append({"type": "dora", "dora_marker": self.pai(data["indicator"])})
        elif kind == "win":
            hora: dict[str, Any] = {
                "type": "hora",
                "actor": self.actor(data["seat"]),
                "target": self.actor(data["seat"] if data["from"] is None else data["from"]),
                "pai": self.pai(data["card"]),
                "deltas": self.turned(data["deltas"]),
                "han": data["han"],
                "fu": data["fu"],
                "yaku": data["yaku"],
            }
            if data["ura"]:
                hora["uradora_markers"] = [self.pai(t) for t in data["ura"]]
            if data["pao"] is not None:
                hora["pao"] = self.actor(data["pao"])
            self.out.append(hora)
        elif kind == "ryukyoku":
            tehais = [
                [self.pai(t) for t in data["hands"][str(s)]] if s in data["tenpai"] else None for s in range(PLAYERS)
            ]
            entry: dict[str, Any] = {"type": "ryukyoku", "reason": DRAW_REASONS[data["reason"]],
                                     "deltas": self.turned(data["deltas"])}
            if data["reason"] in ("exhaustive", "nagashi"):
                entry["tehais"] = self.turned(tehais)
            self.out.append(entry)
        elif kind == "season_end":
            self.out.append({"type": "end_kyoku"})
        elif kind == "match_end":
            self.out.append({"type": "end_game", "scores": self.turned(data["scores"])})

    def _call(self, data: dict[str, Any]) -> dict[str, Any]:
        actor = self.actor(data["seat"])
        consumed = [self.pai(t) for t in data["consumed"]]
        if data["kind"] == "ankan":
            return {"type": "ankan", "actor": actor, "consumed": consumed}
        if data["kind"] == "kakan":
            return {"type": "kakan", "actor": actor, "pai": self.pai(data["card"]), "consumed": consumed}
        return {"type": data["kind"], "actor": actor, "target": self.actor(data["from"]),
                "pai": self.pai(data["card"]), "consumed": consumed}


def to_mjai(
    game: Game[Any],
    players: int,
    options: Mapping[str, Any] | None,
    seed: int,
    log: Iterable[tuple[int, Action]],
    names: Sequence[str] | None = None,
) -> list[dict[str, Any]]:
    """Replay a match from its setup and action log and write it as MJAI objects."""
    state = game.setup(players, options, seed)
    writer = MjaiWriter(state.first_dealer, state.options["red_fives"])
    header: dict[str, Any] = {"type": "start_game", "rules": jansou_rules(state.options)}
    seat_names = list(names) if names else [f"Player {s + 1}" for s in range(PLAYERS)]
    header["names"] = writer.turned(seat_names)
    writer.out.append(header)
    for event in state.opening_events:
        writer.add(event)
    for seat, action in log:
        _, events = game.apply(state, seat, action)
        for event in events:
            writer.add(event)
    return writer.out


def dumps(objects: Iterable[Mapping[str, Any]]) -> str:
    return "\n".join(json.dumps(obj, ensure_ascii=False, separators=(",", ":")) for obj in objects) + "\n"


def write_mjai(path: str | Path, objects: Iterable[Mapping[str, Any]]) -> None:
    Path(path).write_text(dumps(objects), encoding="utf-8")


def save_to_mjai(save: Any) -> list[dict[str, Any]]:
    """A saved match (session.SaveData) as MJAI objects; ValueError with the reason if it cannot be."""
    from shikitable.core.errors import BadOption, IllegalAction
    from shikitable.games import get_game

    if save.game != "riichi":
        raise ValueError(f"MJAI logs are for riichi matches, not {save.game!r}")
    try:
        return to_mjai(get_game("riichi"), save.players, save.options, save.seed, save.actions, save.seat_names)
    except IllegalAction as error:
        raise ValueError(f"broken save: {error.reason}") from None
    except BadOption as error:
        raise ValueError(f"broken save: {error}") from None
