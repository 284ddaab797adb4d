"""`shikitable serve`: the table server, headless (no Qt is imported on this path)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import ssl
import sys
from typing import TYPE_CHECKING

from shikitable.cli_numbers import number_argument
from shikitable.net.protocol import DEFAULT_PORT

MAX_PER_ADDRESS = 8  # the server's default (net/server.py), here without importing the server

if TYPE_CHECKING:
    from shikitable.net.server import TableServer


def add_serve_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="127.0.0.1",
                        help="the address to listen on (default 127.0.0.1; 0.0.0.0 for the LAN or the internet)")
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT,
                        help=f"the TCP port (default {DEFAULT_PORT}; 0: any free port)")
    parser.add_argument("--tls-cert", metavar="CERT.pem", help="serve wss:// with this certificate chain")
    parser.add_argument("--tls-key", metavar="KEY.pem", help="the certificate's private key")
    parser.add_argument("--no-announce", action="store_true", help="do not announce the server on the LAN (mDNS)")
    parser.add_argument("--name", default="shikitable", help="the server's name in announcements")
    parser.add_argument("--max-per-address", type=_per_address, default=MAX_PER_ADDRESS, metavar="N",
                        help=f"connections one IP address may hold (default {MAX_PER_ADDRESS}; past it, only players "
                             "taking back their seats get in)")


_port = number_argument(int, "a port number", lambda n: 0 <= n <= 65535, "{0}: a port is 0 to 65535")
_per_address = number_argument(int, "a number of connections", lambda n: 1 <= n <= 100_000, "{0}: from 1 to 100000")
# a bot's pause in milliseconds (the comparison also refuses nan)
think_ms = number_argument(
    float, "a number of milliseconds", lambda ms: 0 <= ms <= 60_000, "{0}: from 0 to 60000 milliseconds"
)


def cmd_serve(options: argparse.Namespace) -> int:
    from shikitable.net.server import TableServer, tls_context
    from shikitable.session.arenas import limit_malloc_arenas

    if bool(options.tls_cert) != bool(options.tls_key):
        print("shikitable serve: --tls-cert and --tls-key go together", file=sys.stderr)
        return 2
    context: ssl.SSLContext | None = None
    if options.tls_cert:
        try:
            context = tls_context(options.tls_cert, options.tls_key)
        except (OSError, ssl.SSLError) as error:
            print(f"shikitable serve: cannot use the certificate or key: {error}", file=sys.stderr)
            return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    limit_malloc_arenas()  # before the bots' threads start: memory stays flat over days
    server = TableServer(options.host, options.port, ssl_context=context, announce=not options.no_announce,
                         name=options.name, max_per_address=options.max_per_address)
    try:
        asyncio.run(_serve(server))
    except OSError as error:
        print(f"shikitable serve: cannot listen on {options.host}:{options.port}: {error.strerror or error}",
              file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    return 0


async def _serve(server: TableServer) -> None:
    from shikitable.net.gctune import tune_for_serving

    await server.start()
    tune_for_serving()
    if server.store.problem:
        print(f"shikitable serve: {server.store.problem}", file=sys.stderr)
    print(f"shikitable server listening on {server.url} ({len(server.tables)} tables taken up again)", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on Windows
            loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await server.stop()
        server.store.close()
        from shikitable.net.server import move_time_summary

        print(f"shikitable server stopped; {move_time_summary(server.move_times, server.move_cpu_times)}", flush=True)
