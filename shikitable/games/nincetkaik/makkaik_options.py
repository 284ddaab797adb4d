"""値戦's rule options: the match, the starting points, the ante, how "これを3ラウンド繰り返す"
is read, and whether 船 is wild."""

from __future__ import annotations

from shikitable.core.options import Option
from shikitable.games.nincetkaik.betting import betting_match_options

EACH_ROUND, WITH_ANTE, TOP_UP = "each_round", "ante_each_round", "top_up"

OPTIONS: tuple[Option, ...] = (
    *betting_match_options(50),
    Option(
        "ante",
        1,
        minimum=0,
        maximum=5,
        label_en="Ante (everyone pays it into the pot)",
        label_ja="場代（全員が場に出す点）",
    ),
    Option(
        "rounds",
        EACH_ROUND,
        choices=(EACH_ROUND, WITH_ANTE, TOP_UP),
        label_en="\u201cRepeat this for 3 rounds\u201d means",
        label_ja="「これを3ラウンド繰り返す」の解釈",
        choice_labels_en=(
            "ante once; the base is paid in each round",
            "ante and base in each round",
            "the base is a stake level; later rounds top up to it",
        ),
        choice_labels_ja=(
            "場代は一度、基準点は毎ラウンド払う",
            "場代も基準点も毎ラウンド払う",
            "基準点は賭け額の水準、以後のラウンドは差額だけ払う",
        ),
    ),
    Option(
        "vessel_wild",
        True,
        label_en="The Vessel stands in for any card of its colour",
        label_ja="船は同色札の代わりになる",
        help_en="Off: 船 is only the weakest card, with no number.",
        help_ja="切ると船は数のない最弱の札になります。",
    ),
)
