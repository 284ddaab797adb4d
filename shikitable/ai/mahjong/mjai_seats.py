"""Which bot sits in a seat of the table: an MJAI command the user saved (riichi and Magic
only; ai/mahjong/mjai_seat.py, mjai_magic.py) or one of our own levels. Above both MJAI seat
modules, so they need not know each other's users."""

from __future__ import annotations

from collections.abc import Mapping

from shikitable.ai.base import Bot
from shikitable.ai.mahjong.mjai_magic import MagicMjaiSeatBot
from shikitable.ai.mahjong.mjai_seat import MjaiSeatBot

MJAI_KIND = "mjai:"  # a seat kind "mjai:<name>" is the MJAI bot the user saved under <name>
MJAI_GAMES = frozenset({"riichi", "magic"})  # Magic: the bot plays the tiles (ai/mahjong/mjai_magic.py)


def make_seat_bot(game_id: str, kind: str, seed: int | None, mjai_commands: Mapping[str, str]) -> Bot:
    """The bot for a seat of the table: an MJAI command for a seat kind "mjai:<name>" (KeyError
    when no command has that name, or the game does not speak MJAI), else one of our levels."""
    if kind.startswith(MJAI_KIND):
        name = kind[len(MJAI_KIND):]
        if game_id not in MJAI_GAMES:
            raise KeyError(f"MJAI bots play {', '.join(sorted(MJAI_GAMES))}, not {game_id!r}")
        if name not in mjai_commands:
            raise KeyError(f"no MJAI bot named {name!r} in the settings")
        seat_class = MjaiSeatBot
        if game_id == "magic":
            seat_class = MagicMjaiSeatBot
        try:
            return seat_class(mjai_commands[name], seed, label=name)
        except ValueError as error:
            raise KeyError(str(error)) from None
    from shikitable.ai.child_process import make_table_bot

    return make_table_bot(game_id, kind, seed)
