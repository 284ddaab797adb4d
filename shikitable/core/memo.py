"""Bounds for the engines' and bots' memo caches (functools.lru_cache).

A cache keyed on hands grows with every new hand a long evening deals; unbounded, a table left
open or a server hosting riichi tables for days keeps growing (186 -> 445 MiB in ten minutes of
bot-only riichi before these bounds). Each bound is a few times the working set measured over
bot-only matches, so hit rates stay as they were: the per-group tables of riichi shapes held
about 10,000 entries after six East-only matches, the whole-hand shanten table got a fifth of its
calls right at any size (a search asks the same hand again within a decision, not across them).
tests/test_cache_bounds.py checks that no engine or bot cache is left without a bound."""

GROUP_CACHE = 32_768  # one suit's (or the honours') counts: a small, slowly filling space
# every split of a group is a frozenset of a few hundred bytes, and only _group_blocks' misses
# (one in a hundred calls) reach it: the largest entries get the smallest table
SPLITS_CACHE = 8_192
HAND_CACHE = 65_536  # a whole hand's card types (nincetkaik), a card name (Magic)
WHOLE_HAND_CACHE = 32_768  # a whole 34-kind count vector (riichi shanten and waits)
