"""A whole client of the shikitable network protocol (version 2), written from
docs/protocol.md alone: it needs only the `websockets` package, nothing of shikitable.

    python docs/example_client.py ws://127.0.0.1:8765 [game] [players] [options as JSON]

It opens a table with itself in seat 0 and server bots in the other seats, plays random legal
moves until the match is over, keeping its view up to date from the patches (asking for a
whole view again if one does not fit), and prints the final points. Exit code 0 once the
match is over and the record has come; 1 on a refusal it did not expect."""

from __future__ import annotations

import copy
import json
import random
import sys
import time
from typing import Any

from websockets.sync.client import connect

VERSION = 2
VIEW = ("observation", "legal", "to_act", "over", "result")


def apply(view: Any, patch: list[list[Any]]) -> Any:
    """The patch's operations in order, on a copy of `view` (docs/protocol.md, Updates and patches)."""
    view = copy.deepcopy(view)
    for op in patch:
        kind, path = op[0], op[1]
        if not path:  # the whole view
            view = op[2]
            continue
        parent = view
        for key in path[:-1]:
            parent = parent[key]  # a KeyError or IndexError: the patch does not fit
        last = path[-1]
        if kind == "r":
            del parent[last]
        elif kind == "i":
            parent.insert(last, op[2])
        elif isinstance(parent, list) and last == len(parent):
            parent.append(op[2])
        else:
            parent[last] = op[2]
    return view


class Client:
    def __init__(self, url: str) -> None:
        self.socket = connect(url, max_size=32 * 1024 * 1024, compression=None)
        self.next_id = 0
        self.view: dict[str, Any] = {}
        self.version = -1
        self.events: list[Any] = []
        self.waiting_for_whole_view = False
        self.record: dict[str, Any] | None = None

    def send(self, kind: str, **fields: Any) -> int:
        self.next_id += 1
        self.socket.send(json.dumps({"v": VERSION, "type": kind, "id": self.next_id, **fields}))
        return self.next_id

    def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send, then read (and take in) messages until the answer to this one."""
        number = self.send(kind, **fields)
        while True:
            message = self.receive()
            if message.get("re") == number:
                if message["type"] == "refused":
                    raise RuntimeError(f"{kind} refused: {message['reason']} ({message['code']})")
                return message

    def receive(self) -> dict[str, Any]:
        message = json.loads(self.socket.recv())
        kind = message["type"]
        if kind == "snapshot":
            self.view = {name: message[name] for name in VIEW}
            self.version, self.events = message["version"], list(message["events"])
            self.waiting_for_whole_view = False
        elif kind == "update" and not self.waiting_for_whole_view:
            try:
                if message["base"] != self.version:
                    raise KeyError("a version was missed")
                self.view = apply(self.view, message["patch"])
                self.version = message["version"]
                self.events += message["events"]
            except (KeyError, IndexError, TypeError):
                self.waiting_for_whole_view = True
                self.send("resync", table=message["table"], seat=message["seat"])
        elif kind == "record":
            self.record = message["save"]
        elif kind == "refused" and "re" not in message:
            print(f"refused: {message['reason']}", file=sys.stderr)
        return message


def main(argv: list[str]) -> int:
    url = argv[0] if argv else "ws://127.0.0.1:8765"
    game = argv[1] if len(argv) > 1 else "taxot"
    players = int(argv[2]) if len(argv) > 2 else 2
    options = json.loads(argv[3]) if len(argv) > 3 else {}
    rng = random.Random(1)
    client = Client(url)
    welcome = client.request("hello", name="example")
    print(f"connected: protocol {welcome['protocol']} of {welcome['protocols']}")
    # keep under the announced rate: a move refused `rate_limited` is not played
    gap_s = 1.0 / welcome["limits"]["messages_per_s"]
    seats = [{"kind": "remote"}] + [{"kind": "bot", "level": "random"}] * (players - 1)
    table = client.request("create_table", game=game, players=players, seats=seats, options=options)["table"]
    seated = client.request("join", table=table)
    seat, token = seated["seat"], seated["token"]  # keep the token: it takes the seat back later
    while client.record is None:
        message = client.receive()
        if message["type"] == "refused" and message.get("code") not in ("stale", "not_your_turn"):
            return 1  # a stale move is normal (a bot moved first); anything else is not
        if message["type"] in ("snapshot", "update") and client.view["legal"] and not client.waiting_for_whole_view:
            move = rng.choice(client.view["legal"])
            time.sleep(gap_s)
            client.send("act", table=table, seat=seat, token=token, version=client.version, action=move)
    points = client.view["result"]["points"] if client.view["result"] else None
    print(f"{game} over after {len(client.record['actions'])} moves; points {points}; {len(client.events)} events seen")
    client.socket.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
