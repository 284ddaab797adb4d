"""The leak watcher: reads every message the server queues for a client, at the moment it is
queued, and looks in it for card ids that client's seats must not know then.

Hidden, for a seat at that moment: the cards in the other seats' hands, the stock or wall
(and a board not yet turned), taken from the server's state; minus the cards everyone has
seen (in the public seat=None observation or events so far) and the cards this seat itself
has held or been shown (its own hands so far, the secret parts of events it owns). A
spectator's hidden cards are all those places, minus the public ones.

Every whole number in a message counts as a card id unless it sits under a key that names a
count, a score, a seat or a setting (NOT_CARDS): those can never carry a card, and without
them every score of 5 would look like card 5.

Magic: the Mahjong's own cards are words: there a message names a card by its id as a text, or
by its Japanese or English name inside a text (the table's card panel), and the other seats'
hands of Magic cards and their deck are hidden the same way."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from shikitable.net.peer import Peer
from shikitable.net.server import TableServer
from shikitable.net.table import Table

NOT_CARDS = frozenset("""
version seat players to_act dealer turn season multiplier scores season_points points score
hand_counts stock_count wall_remaining deck_count aside_count cleared_count removed_count discard_count
drawn_count drawn_hidden out_count down_counts pile_counts count size length width number
target_score target start_points return_points entry_fee ante max_raise red_fives cards_at_start
four_player_hand joker_draw hands_in_match hands_total hand_no hand_number hand_size handicap_seat
round round_number round_wind seat_wind honba sticks table_sticks riichi_declarations kans
final_points deltas ranking first_dealer dice leader lead setter winner winners payer from
discarder last_discarder owner current due base bets_paid committed round_stake stacks pot stake
to_call payouts amount level eligible passes passed place places generals_left shiyu_paid
turns_taken times sum suit named_suit rank strength value colours depth replacements_taken
stayed_out scored hands pending_by tsumogiri_turns away_s spectators actions open_seats v re
arg waits base
""".split())
# whole parts of a message that are settings, never cards
NOT_CARD_TREES = frozenset({"options", "settings"})


def card_ints(data: Any, key: str = "") -> set[int]:
    """Every whole number in `data` not under a NOT_CARDS key (numeric keys look to their parent)."""
    found: set[int] = set()
    if isinstance(data, dict):
        for name, value in data.items():
            if name in NOT_CARD_TREES:
                continue
            found |= card_ints(value, key if str(name).lstrip("-").isdigit() else str(name))
    elif isinstance(data, list):
        for value in data:
            found |= card_ints(value, key)
    elif type(data) is int and key not in NOT_CARDS:
        found.add(data)
    return found


def keyed_patch(message: dict[str, Any]) -> dict[str, Any]:
    """A protocol 2 update with each patch operation's value put under the key its path ends in
    (list indices look to their parent's key, as in card_ints): a score patched alone is still
    under "scores", a discard under "discards"."""
    if not isinstance(message.get("patch"), list):
        return message
    keyed = []
    for op in message["patch"]:
        names = [name for name in op[1] if isinstance(name, str)]
        keyed.append({names[-1] if names else "": op[2] if len(op) > 2 else None})
    return {**message, "patch": keyed}


def _ints(values: Iterable[Any]) -> set[int]:
    return {v for v in values if type(v) is int}


def _hand_of(entry: Any) -> set[int]:
    if isinstance(entry, list):
        return _ints(entry)
    if isinstance(entry, dict):  # riichi: {"hand": [...], "drawn": tile or None, ...}
        return _ints(entry.get("hand", [])) | _ints([entry.get("drawn")])
    return set()


def places(game_id: str, state: dict[str, Any]) -> tuple[list[set[int]], set[int]]:
    """Each seat's hand, and the cards in no one's hand that no one may see (stock, wall...)."""
    if game_id == "magic":
        state = state["riichi"]
    hands = [_hand_of(entry) for entry in state.get("hands", [])]
    unseen = _ints(state.get("stock") or []) | _ints(state.get("wall") or []) | _ints(state.get("aside") or [])
    if isinstance(state.get("board"), list) and type(state.get("revealed")) is int:
        unseen |= _ints(state["board"][state["revealed"]:])  # 開樽: the board cards not yet turned
    if isinstance(state.get("drawn"), list) and type(state.get("turn")) is int and state["turn"] < len(hands):
        hands[state["turn"]] |= _ints(state["drawn"])  # 値戦: the cards drawn, seen by the drawer only
    return hands, unseen


def _magic_names() -> list[tuple[str, str]]:
    """(name as it may appear in a text, card id), longest first: 点棒強奪 is read before 強奪."""
    from shikitable.games.mahjong.magic.catalogue import CARDS

    names = [(card.name_ja, card.id) for card in CARDS] + [(card.name_en, card.id) for card in CARDS]
    return sorted(names, key=lambda pair: -len(pair[0]))


MAGIC_NAMES = _magic_names()
MAGIC_IDS = {card_id for _, card_id in MAGIC_NAMES}


def magic_mentions(data: Any) -> set[str]:
    """The Magic cards a message names: a card id as a whole text, or its name inside a text."""
    found: set[str] = set()
    if isinstance(data, dict):
        for name, value in data.items():
            if name not in NOT_CARD_TREES:
                found |= magic_mentions(value)
    elif isinstance(data, list):
        for value in data:
            found |= magic_mentions(value)
    elif isinstance(data, str):
        if data in MAGIC_IDS:
            found.add(data)
        else:
            text = data
            for name, card_id in MAGIC_NAMES:
                if name in text:
                    found.add(card_id)
                    text = text.replace(name, "\0")
    return found


def magic_places(state: dict[str, Any]) -> tuple[list[set[str]], set[str], list[set[str]]]:
    """Magic: the Mahjong's card layer: each seat's hand of Magic cards, the deck, and what
    each seat has been shown (the cards' own peeks)."""
    cards = state["cards"]
    hands = [set(hand) for hand in cards.get("hands", [])]
    seen = [magic_mentions(entry) for entry in cards.get("seen", [])]
    return hands, set(cards.get("deck", [])), seen


class LeakWatcher:
    def __init__(self, server: TableServer) -> None:
        self.server = server
        self.public: dict[str, set[int]] = {}
        self.known: dict[tuple[str, int], set[int]] = {}
        self.seen_events: dict[str, int] = {}
        self._places: dict[str, tuple[int, list[set[int]], set[int]]] = {}  # table -> (version, hands, unseen)
        self.magic_public: dict[str, set[str]] = {}
        self.magic_known: dict[tuple[str, int], set[str]] = {}
        self._magic: dict[str, tuple[int, list[set[str]], set[str]]] = {}
        self.magic_seen_events: dict[str, int] = {}
        self.leaks: list[str] = []
        self.checked = 0
        self.patches = 0  # protocol 2 updates read (their values looked at under their paths' keys)
        self.bytes = 0
        server.observer = self.observe

    def _places_now(self, table: Table) -> tuple[list[set[int]], set[int]]:
        """The hands and unseen cards at the table's current version (read once per version)."""
        cached = self._places.get(table.id)
        if cached is None or cached[0] != table.host.version:
            hands, unseen = places(table.host.game.id, table.host.game.state_to_json(table.host.state))
            cached = self._places[table.id] = (table.host.version, hands, unseen)
            self._learn(table, hands)
        return cached[1], cached[2]

    def _learn(self, table: Table, hands: list[set[int]]) -> None:
        host = table.host
        public = self.public.setdefault(table.id, set())
        start = self.seen_events.get(table.id, 0)
        for event in host.history[start:]:
            public |= card_ints(event.view_for(None))
            if event.secret is not None:
                for owner in event.owners:
                    self.known.setdefault((table.id, owner), set()).update(card_ints(event.secret))
        self.seen_events[table.id] = len(host.history)
        public |= card_ints(host.observation(None))
        for seat, hand in enumerate(hands):
            self.known.setdefault((table.id, seat), set()).update(hand)

    def hidden(self, table: Table, seats: set[int]) -> set[int]:
        """The cards a client holding `seats` (none: a spectator) must not see now."""
        hands, unseen = self._places_now(table)
        public = self.public[table.id]
        if not seats:
            return (set().union(*hands) | unseen) - public
        per_seat = []
        for seat in seats:
            others = set().union(*(hand for other, hand in enumerate(hands) if other != seat))
            per_seat.append((others | unseen) - public - self.known.get((table.id, seat), set()))
        return set.intersection(*per_seat)

    def observe(self, peer: Peer, text: str) -> None:
        self.checked += 1
        self.bytes += len(text.encode())
        message = json.loads(text)
        if "patch" in message:
            self.patches += 1
            message = keyed_patch(message)
        table = self.server.tables.get(message.get("table", ""))
        if table is None:
            return
        if message["type"] == "record":  # the whole match, seed included: only once it is over
            if not table.host.over:
                self.leaks.append(f"record sent before the end of table {table.id}")
            return
        seats = {seat for table_id, seat in peer.seats if table_id == table.id}
        if message["type"] in ("snapshot", "update") and message["seat"] is not None:
            seats.add(message["seat"])  # the seat this view is for (joined just now)
        found = card_ints(message) & self.hidden(table, seats)
        if table.host.game.id == "magic":
            self._check_magic(table, seats, message)
        if found:
            self.leaks.append(
                f"{table.host.game.id} table {table.id} version {table.host.version}: a {message['type']} to seats "
                f"{sorted(seats)} holds hidden card(s) {sorted(found)}: {_where(message, found)}"
            )


    # --- Magic: the Mahjong's own cards, named by id and by name ---------------------------------

    def _magic_now(self, table: Table) -> tuple[list[set[str]], set[str]]:
        cached = self._magic.get(table.id)
        host = table.host
        if cached is None or cached[0] != host.version:
            hands, deck, seen = magic_places(host.game.state_to_json(host.state))
            public = self.magic_public.setdefault(table.id, set())
            start = self.magic_seen_events.get(table.id, 0)  # the history only grows: read each event once
            for event in host.history[start:]:
                public |= magic_mentions(event.view_for(None))
                if event.secret is not None:
                    for owner in event.owners:
                        self.magic_known.setdefault((table.id, owner), set()).update(magic_mentions(event.secret))
            self.magic_seen_events[table.id] = len(host.history)
            public |= magic_mentions(host.observation(None))
            for seat, hand in enumerate(hands):
                known = self.magic_known.setdefault((table.id, seat), set())
                known |= hand | (seen[seat] if seat < len(seen) else set())
            cached = self._magic[table.id] = (host.version, hands, deck)
        return cached[1], cached[2]

    def _check_magic(self, table: Table, seats: set[int], message: dict[str, Any]) -> None:
        hands, deck = self._magic_now(table)
        public = self.magic_public[table.id]
        if seats:
            hidden = set.intersection(*[
                (set().union(*(h for other, h in enumerate(hands) if other != seat)) | deck) - public
                - self.magic_known.get((table.id, seat), set())
                for seat in seats
            ])
        else:
            hidden = (set().union(*hands) | deck) - public
        found = magic_mentions(message) & hidden
        if found:
            self.leaks.append(f"magic table {table.id} version {table.host.version}: a {message['type']} to seats "
                              f"{sorted(seats)} names hidden Magic card(s) {sorted(found)}")


def _where(data: Any, found: set[int], path: str = "", key: str = "") -> list[str]:
    """The key paths where the hidden ids sit (for the failure message)."""
    spots: list[str] = []
    if isinstance(data, dict):
        for name, value in data.items():
            if name not in NOT_CARD_TREES:
                inner = key if str(name).lstrip("-").isdigit() else str(name)
                spots += _where(value, found, f"{path}.{name}", inner)
    elif isinstance(data, list):
        for index, value in enumerate(data):
            spots += _where(value, found, f"{path}[{index}]", key)
    elif type(data) is int and data in found and key not in NOT_CARDS:
        spots.append(f"{path}={data}")
    return spots[:6]

