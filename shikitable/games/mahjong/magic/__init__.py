"""Magic: the Mahjong: cheat cards played on top of riichi mahjong (seed 003)."""
