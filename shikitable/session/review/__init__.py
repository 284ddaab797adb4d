"""Review a match: every decision of a seat beside the search bot's, the costly ones first.

`decisions` finds the decisions (a stored match, a save or replay file) and `mjai_log` those of
an MJAI log; `valuing` values each from the seat's observation alone; `thresholds` classes them
by the game's thresholds; `report` sums them up and writes the JSON (docs/review.md); `run`
reviews a whole match (several processes, progress, cancel); `bench` times a review per game."""
