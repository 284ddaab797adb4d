"""What the contract tests must know of each game's state to check it: where every card is
(conservation), which cards a seat may not see, which card ids an observation shows, and the
observation keys a determinized world may answer differently (a guess, not a secret). One probe
per registered game; a game without one fails the contract test that needs it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from tests.nincetkaik_helpers import all_cards_in
from tests.riichi_helpers import tile_accounting


@dataclass(frozen=True)
class Probe:
    cards_in: Callable[[Any], list[int]]  # every card where it lies (each exactly once)
    hidden_from: Callable[[Any, int | None], set[int]]  # cards the seat (None: a spectator) may not see
    seen: Callable[[dict[str, Any]], set[int]]  # the card ids an observation shows
    ignored: tuple[str, ...] = ()  # observation keys a determinized world may answer differently
    compared: tuple[str, ...] = ()  # if given, the only observation keys a world must answer alike
    zero_sum: bool = True  # what one seat wins the others pay (小猫 pays from the stock: not)
    # a world can be dealt for any seat (else only for a seat to act, as the search asks: a riichi
    # world for a seat waiting does not rebuild the others' claim window)
    worlds_for_any_seat: bool = True
    deck: tuple[int, ...] = ()  # every card, when the match starts before any is dealt (else: those at the start)


def _others(state: Any, seat: int | None, hands: Callable[[int], Any]) -> set[int]:
    return {c for other in range(state.players) if other != seat for c in hands(other)}


def _shown(*parts: Any) -> set[int]:
    return set(all_cards_in(list(parts)))


# --- 紙机戦 ------------------------------------------------------------------------------------


def _mokkaik_cards(state: Any) -> list[int]:
    found = list(state.stock) + [c for entry in state.trick for c in entry["cards"]]
    for seat in range(state.players):
        found += state.hands[seat] + state.won[seat] + state.out[seat] + state.downs[seat]
    return found


def _mokkaik_hidden(state: Any, seat: int | None) -> set[int]:
    hidden = set(state.stock) | _others(state, seat, lambda s: [*state.hands[s], *state.downs[s]])
    return hidden | {c for e in state.trick if e["down"] and e["seat"] != seat for c in e["cards"]}


def _mokkaik_seen(obs: dict[str, Any]) -> set[int]:
    trick = [[e.get("cards", []), e.get("my_cards", [])] for e in obs["trick"]]
    return _shown(obs["hand"], obs["won"], obs["out"], obs["my_down"], trick)


def _taxot_cards(state: Any) -> list[int]:
    found = [*state.stock, *state.hikari]
    for seat in range(state.players):
        found += state.hands[seat] + state.rivers[seat] + [c for m in state.melds[seat] for c in m]
    return found


def _taxot_hidden(state: Any, seat: int | None) -> set[int]:
    return set(state.stock) | _others(state, seat, lambda s: set(state.hands[s]) - set(state.shown[s]))


def _taxot_seen(obs: dict[str, Any]) -> set[int]:
    keys = ("hand", "shown", "melds", "rivers", "last_discard", "hikari")
    return _shown(*(obs[k] for k in keys if obs[k] is not None))


def _makkaik_cards(state: Any) -> list[int]:
    return [c for hand in state.hands for c in hand] + [*state.stock, *state.community, *state.discards, *state.drawn]


def _makkaik_hidden(state: Any, seat: int | None) -> set[int]:
    hidden = set(state.stock) | _others(state, seat, lambda s: state.hands[s])
    return hidden | (set(state.drawn) if state.turn != seat else set())


def _namto_cards(state: Any) -> list[int]:
    return [c for hand in state.hands for c in hand] + [*state.stock, *state.board]


def _namto_hidden(state: Any, seat: int | None) -> set[int]:
    return set(state.stock) | _others(state, seat, lambda s: state.hands[s]) | set(state.board[state.revealed:])


def _betting_seen(obs: dict[str, Any]) -> set[int]:
    return _shown(*(obs[k] for k in ("hand", "community", "discards", "drawn") if k in obs))


def _niekhi_cards(state: Any) -> list[int]:
    found = [*state.aside, *state.discards, *state.removed, *(c for hand in state.hands for c in hand)]
    return found + [c for entry in state.pile for c in entry["cards"]]


def _niekhi_hidden(state: Any, seat: int | None) -> set[int]:
    return set(state.aside) | _others(state, seat, lambda s: state.hands[s])


def _niekhi_seen(obs: dict[str, Any]) -> set[int]:
    return _shown(*(obs[k] for k in ("hand", "top_cards", "discards", "removed")), [e["cards"] for e in obs["pile"]])


def _nine_cards(state: Any) -> list[int]:
    found = list(state.stock) + [c for entry in state.pile for c in entry["cards"]]
    for seat in range(state.players):
        found += state.hands[seat] + state.tsuke[seat] + state.piles[seat]
    return found


def _nine_seen(obs: dict[str, Any]) -> set[int]:
    return _shown(obs["hand"], obs["tsuke"], obs["piles"], obs["top_cards"], [e["cards"] for e in obs["pile"]])


def _makhup_cards(state: Any) -> list[int]:
    found = [*state.stock, *state.cleared, *(c for hand in state.hands for c in hand)]
    return found + [c for road in state.roads for c in road["cards"]]


def _makhup_seen(obs: dict[str, Any]) -> set[int]:
    return _shown(obs["hand"], [road["cards"] for road in obs["roads"]], obs["cleared"])


def _stock_and_hands(state: Any, seat: int | None) -> set[int]:
    return set(state.stock) | _others(state, seat, lambda s: state.hands[s])


# --- mahjong -------------------------------------------------------------------------------------


def _sichuan_cards(state: Any) -> list[int]:
    found = list(state.wall) + [w["tile"] for w in state.wins if w["rank"] == 0]
    for seat in range(state.players):
        found += state.hands[seat] + state.rivers[seat] + [t for m in state.melds[seat] for t in m["tiles"]]
    return found + ([state.rob_tile] if state.rob_tile >= 0 else [])


def _sichuan_hidden(state: Any, seat: int | None) -> set[int]:
    hidden = set(state.wall)
    for other in range(state.players):
        if other == seat:
            continue
        hidden |= set(state.hands[other]) | ({state.laid[other]} if state.laid[other] >= 0 else set())
        concealed = [m["tiles"] for m in state.melds[other] if m["type"] == "kong_concealed"]
        hidden |= {t for tiles in concealed for t in (tiles[0], tiles[3])}  # the middle two lie face up
    return hidden | {w["tile"] for w in state.wins if w["by"] == "tsumo" and w["seat"] != seat}


def _sichuan_seen(obs: dict[str, Any]) -> set[int]:
    seen = set(obs["hand"]) | {t for ms in obs["melds"] for m in ms for t in m["tiles"] if t is not None}
    seen |= {t for river in obs["rivers"] for t in river if t is not None}
    seen |= {t % 108 for won in obs["won_tiles"] for t in won if t is not None}
    return seen | {obs[k] for k in ("last_discard", "drawn") if obs[k] is not None}


def _riichi_hidden(state: Any, seat: int | None) -> set[int]:
    """The others' concealed tiles (none before the first deal)."""
    return {t for other, player in enumerate(state.hands) if other != seat for t in player.hand}


def _riichi_seen(obs: dict[str, Any]) -> set[int]:
    seen = set(obs.get("hand") or []) | set(obs["dora_indicators"])
    seen |= {obs[k] for k in ("drawn", "last_discard", "robbed_tile") if isinstance(obs.get(k), int)}
    for view in obs["seat_views"]:
        seen |= {t for meld in view["melds"] for t in meld["tiles"] if t is not None}
        seen |= {d["tile"] for d in view["discards"]}
    return seen


# --- playing cards -------------------------------------------------------------------------------


def _nippachi_cards(state: Any) -> list[int]:
    found = [*state.stock, *state.pile]
    for seat in range(state.players):
        found += state.hands[seat] + [c for m in state.melds[seat] for c in m]
    return found


def _nippachi_seen(obs: dict[str, Any]) -> set[int]:
    found = _shown(obs["hand"], obs["pile"], obs["pending"], obs["melds"], obs["revealed"] or [])
    return found | ({obs["drawn"]} if obs["drawn"] is not None else set())


RIICHI_VIEW = ("seat", "phase", "to_act", "current", "dealer", "scores", "hand", "drawn", "dora_indicators",
               "wall_remaining", "rivers", "melds", "riichi_marks", "hand_counts")

PROBES: dict[str, Probe] = {
    "mokkaik": Probe(_mokkaik_cards, _mokkaik_hidden, _mokkaik_seen),
    "taxot": Probe(_taxot_cards, _taxot_hidden, _taxot_seen, ignored=("draw_wins",)),
    "makkaik": Probe(_makkaik_cards, _makkaik_hidden, _betting_seen),
    "niekhi": Probe(_niekhi_cards, _niekhi_hidden, _niekhi_seen),
    "nine": Probe(_nine_cards, _stock_and_hands, _nine_seen, zero_sum=False),
    "makhup": Probe(_makhup_cards, _stock_and_hands, _makhup_seen),
    "namto": Probe(_namto_cards, _namto_hidden, _betting_seen),
    # known gaps, left to the engines' owners: a 四川 world for a seat at the exchange may show it a
    # drawn tile it has not drawn; a riichi world rebuilds the hand in play, not the match's history
    # (who discarded last, earlier hands' results), and may offer a claim with other copies of a tile
    "sichuan": Probe(_sichuan_cards, _sichuan_hidden, _sichuan_seen, ignored=("drawn",), worlds_for_any_seat=False),
    "riichi": Probe(tile_accounting, _riichi_hidden, _riichi_seen, compared=RIICHI_VIEW,
                    worlds_for_any_seat=False, deck=tuple(range(136))),
    "magic": Probe(lambda state: tile_accounting(state.riichi), lambda state, seat: _riichi_hidden(state.riichi, seat),
                   _riichi_seen, compared=RIICHI_VIEW, worlds_for_any_seat=False,
                   deck=tuple(range(136))),
    "nippachi": Probe(_nippachi_cards, _stock_and_hands, _nippachi_seen),
}
