"""Who gets in: the server's admission limits, so that no stranger can lock a public server.

- A new connection waits (not yet admitted) until it says hello under the limits; one that has
  not been admitted within `hello_timeout_s` is closed.
- At most `max_per_address` admitted connections from one IP address, and as many waiting: a
  new one from an address with that many waiting cuts the oldest of them, so a flood of silent
  sockets only ever pushes out its own.
- Past `max_per_address` from its address, or past `open_admissions` in all (the rest of the
  server's connections kept for returning players), a hello is admitted on probation: it may
  only take a seat back with its token, which admits it over any limit.

Pure bookkeeping on Peer objects; the server calls it (and closes what it says to close)."""

from __future__ import annotations

import asyncio

from shikitable.net.peer import Peer


class Admission:
    def __init__(self, open_admissions: int, max_per_address: int, hello_timeout_s: float) -> None:
        self.open_admissions = open_admissions
        self.max_per_address = max_per_address
        self.hello_timeout_s = hello_timeout_s
        self._waiting: dict[str, dict[Peer, None]] = {}  # address -> its connections not admitted, oldest first
        self._admitted: dict[str, int] = {}  # address -> admitted connections
        self.admitted_count = 0

    def arrived(self, peer: Peer) -> None:
        """A new connection: waiting, with the clock running; the oldest waiting one from its
        address makes way if that address has its fill."""
        waiting = self._waiting.setdefault(peer.address, {})
        if len(waiting) >= self.max_per_address:
            self.make_way(peer.address)
        self._waiting.setdefault(peer.address, {})[peer] = None
        peer.hello_timer = asyncio.get_running_loop().call_later(self.hello_timeout_s, self._too_slow, peer)

    def make_way(self, address: str | None) -> Peer | None:
        """Cut the oldest connection not yet admitted (from `address`, or from the address with
        the most such connections); the one cut, or None if none was waiting."""
        if address is None:
            crowded = [a for a, waiting in self._waiting.items() if waiting]
            if not crowded:
                return None
            address = max(crowded, key=lambda a: len(self._waiting[a]))
        waiting = self._waiting.get(address)
        if not waiting:
            return None
        oldest = next(iter(waiting))
        self.forget(oldest)
        oldest.cut("making way for newer connections")
        return oldest

    def on_hello(self, peer: Peer) -> None:
        """Admitted, or on probation past a limit."""
        if (self.admitted_count >= self.open_admissions
                or self._admitted.get(peer.address, 0) >= self.max_per_address):
            peer.probation = True  # the reserve is for players taking back their seats
        else:
            self.admit(peer)

    def admit(self, peer: Peer) -> None:
        if peer.admitted:
            return
        self.forget(peer)
        peer.admitted, peer.probation = True, False
        self.admitted_count += 1
        self._admitted[peer.address] = self._admitted.get(peer.address, 0) + 1

    def forget(self, peer: Peer) -> None:
        """`peer` no longer counts where it counted (waiting, or admitted from its address)."""
        if peer.hello_timer is not None:
            peer.hello_timer.cancel()
            peer.hello_timer = None
        waiting = self._waiting.get(peer.address)
        if waiting is not None:
            waiting.pop(peer, None)
            if not waiting:
                del self._waiting[peer.address]
        if peer.admitted:
            peer.admitted = False
            self.admitted_count -= 1
            self._admitted[peer.address] -= 1
            if not self._admitted[peer.address]:
                del self._admitted[peer.address]

    def _too_slow(self, peer: Peer) -> None:
        peer.hello_timer = None
        if not peer.admitted and not peer.closed:
            self.forget(peer)
            peer.drop(f"say hello within {self.hello_timeout_s:g} s" if peer.name is None
                      else "this server is full: only players taking back their seats are let in")
