"""docs/protocol.md against the code: the create_table options are the games' own
declarations (generated; the test fails when the page drifts), every message type and refusal
code is described, and the example client beside it plays a whole match against a real server."""

from __future__ import annotations

import asyncio
import re
import sys
from pathlib import Path

from net_helpers import on_a_server

from shikitable.net import protocol as p
from shikitable.net.protocol_doc import DOC, current_block, options_markdown
from shikitable.net.server import TableServer

EXAMPLE = DOC.parent / "example_client.py"


def test_the_create_table_options_in_the_protocol_page_are_the_games_own() -> None:
    block = current_block(DOC.read_text(encoding="utf-8"))
    assert block is not None, "docs/protocol.md lost the markers of its generated options block"
    assert block == options_markdown(), (
        "docs/protocol.md's create_table options differ from the games' declarations: "
        "run `python -m shikitable.net.protocol_doc` and commit the page")


def test_the_protocol_page_describes_every_message_and_refusal_code() -> None:
    text = DOC.read_text(encoding="utf-8")
    for kind in (*p.CLIENT_TYPES, *p.SERVER_TYPES):
        assert re.search(rf"^\| `{kind}` \|", text, re.MULTILINE), f"message {kind!r} has no row in the page"
    codes = [value for name, value in vars(p).items() if name.isupper() and isinstance(value, str)
             and value in {p.BAD_JSON, p.TOO_BIG, p.BAD_MESSAGE, p.BAD_VERSION, p.NOT_HELLO, p.RATE, p.NO_TABLE,
                           p.NO_SEAT, p.BAD_TOKEN, p.NOT_YOUR_TURN, p.STALE, p.ILLEGAL, p.BAD_GAME, p.FULL,
                           p.INTERNAL}]
    for code in codes:
        assert f"`{code}`" in text, f"refusal code {code!r} is not in the page"


def test_generating_the_block_fixes_a_drifted_page(tmp_path: Path) -> None:
    from shikitable.net.protocol_doc import main

    page = tmp_path / "protocol.md"
    page.write_text(DOC.read_text(encoding="utf-8").replace("| `hikari` |", "| `hikari_old` |"), encoding="utf-8")
    assert current_block(page.read_text(encoding="utf-8")) != options_markdown()
    assert main([str(page)]) == 0
    assert current_block(page.read_text(encoding="utf-8")) == options_markdown()


@on_a_server(allow_client_seed=False)
async def test_the_example_client_plays_a_whole_match_against_a_real_server(server: TableServer) -> None:
    for game, players, options in (("taxot", 2, "{}"), ("riichi", 4, '{"length": "tonpuu"}')):
        process = await asyncio.create_subprocess_exec(
            sys.executable, str(EXAMPLE), server.url, game, str(players), options,
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(process.communicate(), 600)
        assert process.returncode == 0, err.decode()
        assert "connected: protocol 2" in out.decode() and f"{game} over after" in out.decode(), out.decode()
