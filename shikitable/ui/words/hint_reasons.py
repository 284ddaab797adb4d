"""The words for a hint's reasons (shikitable/ai/explain.py gives ids and arguments): one
phrase per reason id, translated, with its cards named in the interface's language."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from shikitable.ai.explain import Reason, explain
from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP

PHRASES: dict[str, str] = {
    # mahjong
    "win": QT_TRANSLATE_NOOP("HintReason", "wins"),
    "complete": QT_TRANSLATE_NOOP("HintReason", "completes the hand"),
    "ready": QT_TRANSLATE_NOOP("HintReason", "leaves the hand ready (tenpai), waiting on {waits} tiles"),
    "shanten": QT_TRANSLATE_NOOP(
        "HintReason", "keeps the hand {after} tiles from ready (tenpai); {accept} unseen tiles would bring it closer"),
    "shanten_back": QT_TRANSLATE_NOOP(
        "HintReason",
        "takes the hand from {before} to {after} tiles from ready (tenpai); {accept} unseen tiles would help"),
    "next_best": QT_TRANSLATE_NOOP("HintReason", "discarding {cards} instead would leave only {other} such tiles"),
    "far": QT_TRANSLATE_NOOP(
        "HintReason", "the hand is still {after} tiles from ready (tenpai): this keeps the tiles most likely to help"),
    "riichi": QT_TRANSLATE_NOOP("HintReason", "declares riichi: a yaku by itself, waiting on {waits} tiles"),
    "safe": QT_TRANSLATE_NOOP("HintReason", "{cards} is safe against the riichi (in that player's river)"),
    "fairly_safe": QT_TRANSLATE_NOOP("HintReason", "{cards} is fairly safe against the riichi (suji, or passed since)"),
    "risky": QT_TRANSLATE_NOOP("HintReason", "{cards} is a risk against the riichi"),
    "dangerous": QT_TRANSLATE_NOOP("HintReason", "{cards} is dangerous against the riichi"),
    "call": QT_TRANSLATE_NOOP(
        "HintReason", "the call brings the hand from {before} to {after} tiles from ready (tenpai)"),
    "no_yaku": QT_TRANSLATE_NOOP("HintReason", "but the open hand may have no yaku"),
    "pass_closed": QT_TRANSLATE_NOOP("HintReason", "keeps the hand closed: riichi stays possible"),
    "pass": QT_TRANSLATE_NOOP("HintReason", "taking it would not bring the hand nearer"),
    "kyuushu": QT_TRANSLATE_NOOP("HintReason", "nine kinds of terminals and honours: call the hand off"),
    "void": QT_TRANSLATE_NOOP("HintReason", "gives up the suit you hold least of ({n} tiles)"),
    "void_first": QT_TRANSLATE_NOOP("HintReason", "{cards} is of your void suit: it must go before you can win"),
    "lonely": QT_TRANSLATE_NOOP("HintReason", "{cards} fits no pair or run"),
    "swap": QT_TRANSLATE_NOOP("HintReason", "passes on the tiles that help least"),
    "keep_cards": QT_TRANSLATE_NOOP("HintReason", "your cards are worth keeping"),
    "reset_cards": QT_TRANSLATE_NOOP("HintReason", "your cards are weak: draw two new ones"),
    "card_now": QT_TRANSLATE_NOOP("HintReason", "the card is worth most now"),
    "card_weak": QT_TRANSLATE_NOOP("HintReason", "the card would do little now"),
    "card_wait": QT_TRANSLATE_NOOP("HintReason", "keeps the cards for a better moment"),
    # 紙机戦
    "waits_on": QT_TRANSLATE_NOOP("HintReason", "waits on {n} unseen cards ({cards})"),
    "keeps_pair": QT_TRANSLATE_NOOP("HintReason", "keeps the pair {cards}"),
    "keeps_run": QT_TRANSLATE_NOOP("HintReason", "keeps {cards} toward a run"),
    "weakest_fit": QT_TRANSLATE_NOOP("HintReason", "gives up {cards}, the card that helps least"),
    "kai_group": QT_TRANSLATE_NOOP("HintReason", "lays {cards} face up as a group"),
    "kai_cost": QT_TRANSLATE_NOOP("HintReason", "the hand then waits on more: worth the 1 point"),
    "pass_kai": QT_TRANSLATE_NOOP("HintReason", "a claim costs 1 point and would not make the hand wait on more"),
    "lays_down_weak": QT_TRANSLATE_NOOP("HintReason", "no beat is worth it: lays down the weakest cards {cards}"),
    "trick_chance": QT_TRANSLATE_NOOP("HintReason", "about {p}% that nobody beats it"),
    "last_trick": QT_TRANSLATE_NOOP("HintReason", "the last trick decides the season: about {p}% it holds"),
    "keeps_strong": QT_TRANSLATE_NOOP("HintReason", "keeps {cards} for the last trick"),
    "win_chance": QT_TRANSLATE_NOOP("HintReason", "chance to take the pot about {p}% (an even share is {fair}%)"),
    "fold_weak": QT_TRANSLATE_NOOP("HintReason", "the hand is too weak to pay for"),
    "bet_strong": QT_TRANSLATE_NOOP("HintReason", "the hand is stronger than a fair share: worth staking on"),
    "stay_in": QT_TRANSLATE_NOOP("HintReason", "stays in at the least cost"),
    "draw_two": QT_TRANSLATE_NOOP("HintReason", "drawing two adds a card only you can use"),
    "keeps_drawn": QT_TRANSLATE_NOOP("HintReason", "keeps {cards} for {given}: your strongest three cards"),
    "swap_gives": QT_TRANSLATE_NOOP("HintReason", "the swap gives the others the least"),
    "pass_save": QT_TRANSLATE_NOOP("HintReason", "beating this would cost strong cards: save them"),
    "banish": QT_TRANSLATE_NOOP("HintReason", "removes a strength: {n} of your own cards go with it"),
    "take": QT_TRANSLATE_NOOP("HintReason", "takes a card back from the discards"),
    "goes_out": QT_TRANSLATE_NOOP("HintReason", "empties your hand"),
    "sheds": QT_TRANSLATE_NOOP("HintReason", "sheds {n} cards"),
    "sheds_one": QT_TRANSLATE_NOOP("HintReason", "sheds one card"),
    "cheap_play": QT_TRANSLATE_NOOP("HintReason", "with low cards, keeping the strong ones"),
    "dear_play": QT_TRANSLATE_NOOP("HintReason", "spends strong cards to keep control"),
    "keeps_groups": QT_TRANSLATE_NOOP("HintReason", "breaks no pair or set"),
    "stay_out": QT_TRANSLATE_NOOP("HintReason", "stays out and draws three: nothing is worth a 付 and a beat"),
    "tsuke_least": QT_TRANSLATE_NOOP("HintReason", "lays {cards} as the ante: the card you need least"),
    "lead_weak": QT_TRANSLATE_NOOP("HintReason", "leads low: a strong lead would come back to you anyway"),
    "clear": QT_TRANSLATE_NOOP("HintReason", "clears the table: nothing else plays"),
    "draw_road": QT_TRANSLATE_NOOP("HintReason", "no cards add up to a road: turn up a new one"),
    "next_play": QT_TRANSLATE_NOOP("HintReason", "and leaves a play for next turn"),
    "no_next_play": QT_TRANSLATE_NOOP("HintReason", "though nothing plays next turn yet"),
    # にっぱち
    "hit": QT_TRANSLATE_NOOP("HintReason", "hits: the card equals your hand's total"),
    "claim": QT_TRANSLATE_NOOP("HintReason", "claims the card with {n} cards"),
    "no_play": QT_TRANSLATE_NOOP("HintReason", "nothing matches: you must draw"),
    "keep_drawn": QT_TRANSLATE_NOOP("HintReason", "the drawn card could feed a rival's wait: keep it"),
    "waiting": QT_TRANSLATE_NOOP("HintReason", "leaves your hand at {n}: 13 or less, so you are waiting"),
    "others_draw": QT_TRANSLATE_NOOP("HintReason", "everyone else draws and you play again"),
    "names_suit": QT_TRANSLATE_NOOP("HintReason", "the Jack lets you name the suit"),
    "can_follow": QT_TRANSLATE_NOOP("HintReason", "you can follow with {cards} next"),
    "feeds_wait": QT_TRANSLATE_NOOP("HintReason", "but {cards} may feed a waiting rival"),
    "keeps_special": QT_TRANSLATE_NOOP("HintReason", "keeps {cards} as a way out"),
    "plays_high": QT_TRANSLATE_NOOP("HintReason", "sheds {cards}, a high card"),
}


def reason_text(game: Game[Any], reason: Reason, lang: str) -> str:
    """One reason in words; an id without a phrase is shown as itself (a test checks none is)."""
    phrase = PHRASES.get(reason.id)
    if phrase is None:
        return reason.id
    text = QCoreApplication.translate("HintReason", phrase)
    for key, value in reason.args.items():
        if key in ("cards", "given"):
            words = (", " if lang == "en" else " ").join(game.card_name(card, lang) for card in value)
        else:
            words = str(value)
        text = text.replace("{" + key + "}", words)
    return text


def telling(reasons: Sequence[Reason]) -> list[Reason]:
    """The reasons worth saying: a comparison with another discard is dropped when it would set
    two equal numbers side by side ("54 tiles would help; discarding East instead: 54 tiles")."""
    accepts = {reason.args.get("accept") for reason in reasons if "accept" in reason.args}
    return [r for r in reasons if not (r.id == "next_best" and r.args.get("other") in accepts)]


def why(game: Game[Any], observation: Mapping[str, Any], action: Action, lang: str, most: int = 3) -> str:
    """Why the move, in words: its first `most` telling reasons, joined ("" when it has none)."""
    reasons = telling(explain(game.id, observation, action))[:most]
    return ("；" if lang == "zh" else "; ").join(reason_text(game, reason, lang) for reason in reasons)
