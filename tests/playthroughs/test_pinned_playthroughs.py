"""Every game plays its pinned matches exactly as stored (tests/playthroughs/<game>.jsonl): the
same legal-move count at every step, the same moves, the same final points. After an intended
rule change, `python tools/playthroughs.py --regenerate` rewrites them and shows the diff."""

from __future__ import annotations

import pytest

from shikitable.games import GAMES
from tools.playthroughs import cases, diff, stored_match, transcript

CASES = [(game_id, players, seed) for game_id, game in GAMES.items() for players, seed in cases(game)]


@pytest.mark.parametrize(("game_id", "players", "seed"), CASES)
def test_the_pinned_match_plays_as_stored(game_id: str, players: int, seed: int) -> None:
    stored = stored_match(game_id, players, seed)
    assert stored, f"no pinned match for {game_id} with {players} players, seed {seed}: run tools/playthroughs.py"
    played = transcript(GAMES[game_id], players, seed)
    assert played[-1].startswith('{"points"') and '"ended": true' in played[-1]  # the match ended
    assert played == stored, (
        f"{game_id} ({players} players, seed {seed}) plays differently from its pinned transcript; "
        "after an intended rule change run tools/playthroughs.py --regenerate\n"
        + "\n".join(diff(game_id, stored, played))
    )

