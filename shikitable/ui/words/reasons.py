# ruff: noqa: E501  (a catalogue of whole sentences, one per line)
"""A refused move's reason in the player's language.

The engines raise `IllegalAction` with an English sentence (some with the game's Japanese terms).
Rather than give every engine message ids while others edit them, the table looks the sentence up
here: each engine sentence, its variable parts written {0}, {1}…, maps to the sentence the
player reads (English only, translated through the .ts like every other text). A sentence not in
the catalogue is shown as it is in English, its card names in English; in Japanese a general
refusal is shown instead of a sentence in the other language."""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.deck import KANJI_ZH
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP

# engine sentence -> the sentence shown (translated where shown); fields {0}, {1}… in both
REASONS: dict[str, str] = {
    "A new road starts with a single card.": QT_TRANSLATE_NOOP("shikitable", "A new road starts with a single card."),
    "A pass plays no cards.": QT_TRANSLATE_NOOP("shikitable", "A pass plays no cards."),
    "A seat is a whole number, not {0}.": QT_TRANSLATE_NOOP("shikitable", "A seat is a whole number, not {0}."),
    "A stake is a whole number of points.": QT_TRANSLATE_NOOP("shikitable", "A stake is a whole number of points."),
    "A stake may go at most {0} points above the previous one.": QT_TRANSLATE_NOOP(
        "shikitable", "A stake may go at most {0} points above the previous one."
    ),
    "A swap names one card of your hand and one community card.": QT_TRANSLATE_NOOP(
        "shikitable", "A swap names one card of your hand and one community card."
    ),
    "After laying that card as 付 you could not beat the table: take part only if you can beat it.": QT_TRANSLATE_NOOP(
        "shikitable",
        "After laying that card as the ante you could not beat the table: take part only if you can beat it.",
    ),
    "After 開 you must discard before you can declare 終季.": QT_TRANSLATE_NOOP(
        "shikitable", "After a claim you must discard before you can end the season."
    ),
    "After 開 you must still hold a card to discard.": QT_TRANSLATE_NOOP(
        "shikitable", "After a claim you must still hold a card to discard."
    ),
    "All your 将 take the same effect (the option 'once for all' is on).": QT_TRANSLATE_NOOP(
        "shikitable", "All your Generals take the same effect (the option 'once for all' is on)."
    ),
    "An action's argument is a whole number or a word, not {0}.": QT_TRANSLATE_NOOP(
        "shikitable", "An action's argument is a whole number or a word, not {0}."
    ),
    "An action's cards are whole numbers, not {0}.": QT_TRANSLATE_NOOP(
        "shikitable", "An action's cards are whole numbers, not {0}."
    ),
    "An action's kind is a word, not {0}.": QT_TRANSLATE_NOOP("shikitable", "An action's kind is a word, not {0}."),
    "An open road has no value yet: fill it with one card before joining it.": QT_TRANSLATE_NOOP(
        "shikitable", "An open road has no value yet: fill it with one card before joining it."
    ),
    "As 親 you set the base (1 to 5 points) or fold.": QT_TRANSLATE_NOOP(
        "shikitable", "As the dealer you set the base (1 to 5 points) or fold."
    ),
    "Choose one of the roads on the table.": QT_TRANSLATE_NOOP("shikitable", "Choose one of the roads on the table."),
    "Choose the cards to play.": QT_TRANSLATE_NOOP("shikitable", "Choose the cards to play."),
    "Choose the road to play on.": QT_TRANSLATE_NOOP("shikitable", "Choose the road to play on."),
    "Choose the two roads to join.": QT_TRANSLATE_NOOP("shikitable", "Choose the two roads to join."),
    "Choose two of the roads on the table to join.": QT_TRANSLATE_NOOP(
        "shikitable", "Choose two of the roads on the table to join."
    ),
    "Choose which drawn card to keep and which hand card to give up.": QT_TRANSLATE_NOOP(
        "shikitable", "Choose which drawn card to keep and which hand card to give up."
    ),
    "Choose 加行 (stake points) or 無行 (fold).": QT_TRANSLATE_NOOP(
        "shikitable", "Choose Raise (stake points) or Fold."
    ),
    "Discard exactly one card.": QT_TRANSLATE_NOOP("shikitable", "Discard exactly one card."),
    "Draw takes no cards: you draw two from the stock.": QT_TRANSLATE_NOOP(
        "shikitable", "Draw takes no cards: you draw two from the stock."
    ),
    "Drawing three uses none of your cards.": QT_TRANSLATE_NOOP("shikitable", "Drawing three uses none of your cards."),
    "Everyone plays {0} card{1} in this trick.": QT_TRANSLATE_NOOP(
        "shikitable", "Everyone plays {0} card(s) in this trick."
    ),
    "First choose: take part (lay one card as 付) or stay out and draw three.": QT_TRANSLATE_NOOP(
        "shikitable", "First choose: take part (lay one card as the ante) or stay out and draw three."
    ),
    "Folding takes no cards or points.": QT_TRANSLATE_NOOP("shikitable", "Folding takes no cards or points."),
    "It is not your turn: waiting for seat {0}.": QT_TRANSLATE_NOOP(
        "shikitable", "It is not your turn: waiting for seat {0}."
    ),
    "It is not your turn.": QT_TRANSLATE_NOOP("shikitable", "It is not your turn."),
    "It is not your move now.": QT_TRANSLATE_NOOP("shikitable", "It is not your move now."),
    "It is not your turn to act.": QT_TRANSLATE_NOOP("shikitable", "It is not your turn to act."),
    "Join by paying the base ({0} points) or fold.": QT_TRANSLATE_NOOP(
        "shikitable", "Join by paying the base ({0} points) or fold."
    ),
    "Joining costs exactly {0} points.": QT_TRANSLATE_NOOP("shikitable", "Joining costs exactly {0} points."),
    "Joining costs {0} points: a smaller stake than the 親's base is not allowed.": QT_TRANSLATE_NOOP(
        "shikitable", "Joining costs {0} points: a smaller stake than the dealer's base is not allowed."
    ),
    "Lay exactly one card as 付.": QT_TRANSLATE_NOOP("shikitable", "Lay exactly one card as the ante."),
    "Name a strength from 船 to 王/皇.": QT_TRANSLATE_NOOP("shikitable", "Name a strength from Vessel to King/Tam."),
    "Name one of the two drawn cards to keep and one hand card to give up.": QT_TRANSLATE_NOOP(
        "shikitable", "Name one of the two drawn cards to keep and one hand card to give up."
    ),
    "Not an action: {0}.": QT_TRANSLATE_NOOP("shikitable", "Not an action: {0}."),
    "Now exchange: swap a hand card with a community card, or draw two.": QT_TRANSLATE_NOOP(
        "shikitable", "Now exchange: swap a hand card with a community card, or draw two."
    ),
    "Now you may claim the discard (終季 or 開) or pass.": QT_TRANSLATE_NOOP(
        "shikitable", "Now you may claim the discard (to end the season or for a set) or pass."
    ),
    "Now you may discard a card or declare 終季.": QT_TRANSLATE_NOOP(
        "shikitable", "Now you may discard a card or end the season."
    ),
    "Only a single 皇, 王 or 船 clears the roads.": QT_TRANSLATE_NOOP(
        "shikitable", "Only a single Tam, King or Vessel clears the roads."
    ),
    "Out of turn you may only play a 激友 (three or more of one strength).": QT_TRANSLATE_NOOP(
        "shikitable", "Out of turn you may only play a big set (three or more of one strength)."
    ),
    "Play a combination face up, or lay cards face down.": QT_TRANSLATE_NOOP(
        "shikitable", "Play a combination face up, or lay cards face down."
    ),
    "Play a combination or pass.": QT_TRANSLATE_NOOP("shikitable", "Play a combination or pass."),
    "Play a single card or a set of one strength (無 stands in for its own colour).": QT_TRANSLATE_NOOP(
        "shikitable", "Play a single card or a set of one strength (the Nought stands in for its own colour)."
    ),
    "Play a single card or a set.": QT_TRANSLATE_NOOP("shikitable", "Play a single card or a set."),
    "Now beat the table.": QT_TRANSLATE_NOOP("shikitable", "Now beat the table."),
    "Play on a road, join two roads, clear with 皇/王/船, or draw.": QT_TRANSLATE_NOOP(
        "shikitable", "Play on a road, join two roads, clear with Tam/King/Vessel, or draw."
    ),
    "Put your own {0} in before a 無 stands in for one.": QT_TRANSLATE_NOOP(
        "shikitable", "Put your own {0} in before a Nought stands in for one."
    ),
    "Setting the base takes no cards.": QT_TRANSLATE_NOOP("shikitable", "Setting the base takes no cards."),
    "Staking and folding take no cards.": QT_TRANSLATE_NOOP("shikitable", "Staking and folding take no cards."),
    "Swapping a card for an identical one changes nothing: choose another exchange.": QT_TRANSLATE_NOOP(
        "shikitable", "Swapping a card for an identical one changes nothing: choose another exchange."
    ),
    "That discard does not complete a winning shape for you.": QT_TRANSLATE_NOOP(
        "shikitable", "That discard does not complete a winning shape for you."
    ),
    "That move takes no extra choice.": QT_TRANSLATE_NOOP("shikitable", "That move takes no extra choice."),
    "The base is a whole number of points from {0} to {1}, not {2}.": QT_TRANSLATE_NOOP(
        "shikitable", "The base is a whole number of points from {0} to {1}, not {2}."
    ),
    "The leader plays a combination face up; only the followers may lay cards down.": QT_TRANSLATE_NOOP(
        "shikitable", "The leader plays a combination face up; only the followers may lay cards down."
    ),
    "The match is over.": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    "The open {0} takes a single card, which sets its value.": QT_TRANSLATE_NOOP(
        "shikitable", "The open {0} takes a single card, which sets its value."
    ),
    "The stock has fewer than two cards: swap with a community card.": QT_TRANSLATE_NOOP(
        "shikitable", "The stock has fewer than two cards: swap with a community card."
    ),
    "The stock is empty: nothing to draw.": QT_TRANSLATE_NOOP("shikitable", "The stock is empty: nothing to draw."),
    "There are roads on the table: play on one, or draw.": QT_TRANSLATE_NOOP(
        "shikitable", "There are roads on the table: play on one, or draw."
    ),
    "There is no {0} in the discards.": QT_TRANSLATE_NOOP("shikitable", "There is no {0} in the discards."),
    "Those cards make no combination: lead a single card, a set of equal strength, or a run of three or more consecutive numbers in one colour.": QT_TRANSLATE_NOOP(
        "shikitable",
        "Those cards make no combination: lead a single card, a set of equal strength, or a run of three or more consecutive numbers in one colour.",
    ),
    "Those cards make no combination: play a single card, cards of one strength, a run of three or more consecutive numbers, or a run of sets such as 1 1 2 2 3 3.": QT_TRANSLATE_NOOP(
        "shikitable",
        "Those cards make no combination: play a single card, cards of one strength, a run of three or more consecutive numbers, or a run of sets such as 1 1 2 2 3 3.",
    ),
    "To beat it you need a {0} of {1}; otherwise lay {2} face down.": QT_TRANSLATE_NOOP(
        "shikitable", "To beat it you need a {0} of {1}; otherwise lay {2} face down."
    ),
    "Use 将's effect: remove every card of a strength, or take a card from the discards.": QT_TRANSLATE_NOOP(
        "shikitable", "Use the General's effect: remove every card of a strength, or take a card from the discards."
    ),
    "While the stock lasts you draw instead of passing.": QT_TRANSLATE_NOOP(
        "shikitable", "While the stock lasts you draw instead of passing."
    ),
    "You can still play, so you may not pass.": QT_TRANSLATE_NOOP(
        "shikitable", "You can still play, so you may not pass."
    ),
    "You do not hold those cards.": QT_TRANSLATE_NOOP("shikitable", "You do not hold those cards."),
    "You have folded: you are out until the next season.": QT_TRANSLATE_NOOP(
        "shikitable", "You have folded: you are out until the next season."
    ),
    "You have only {0} points.": QT_TRANSLATE_NOOP("shikitable", "You have only {0} points."),
    "You have only {0} points: you cannot set a base of {1}.": QT_TRANSLATE_NOOP(
        "shikitable", "You have only {0} points: you cannot set a base of {1}."
    ),
    "You lead this trick: play any combination.": QT_TRANSLATE_NOOP(
        "shikitable", "You lead this trick: play any combination."
    ),
    "You led this round: beat the table without a 付, or stay out and draw three.": QT_TRANSLATE_NOOP(
        "shikitable", "You led this round: beat the table without an ante, or stay out and draw three."
    ),
    "Your cards add up to {0}, but {1} needs {2}.": QT_TRANSLATE_NOOP(
        "shikitable", "Your cards add up to {0}, but {1} needs {2}."
    ),
    "Your cards add up to {0}: no road takes {1}.": QT_TRANSLATE_NOOP(
        "shikitable", "Your cards add up to {0}: no road takes {1}."
    ),
    "Your cards add up to {0}: no two roads add up to {1}.": QT_TRANSLATE_NOOP(
        "shikitable", "Your cards add up to {0}: no two roads add up to {1}."
    ),
    "Your cards add up to {0}; joining {1} and {2} needs {3}.": QT_TRANSLATE_NOOP(
        "shikitable", "Your cards add up to {0}; joining {1} and {2} needs {3}."
    ),
    "Your cards must have the same colours as the lead: {0}.": QT_TRANSLATE_NOOP(
        "shikitable", "Your cards must have the same colours as the lead: {0}."
    ),
    "Your six cards do not form a winning shape (three pairs, a pair and a four of a kind, or two sets or runs of three).": QT_TRANSLATE_NOOP(
        "shikitable",
        "Your six cards do not form a winning shape (three pairs, a pair and a four of a kind, or two sets or runs of three).",
    ),
    "Your {0} must be stronger than the best so far ({1}).": QT_TRANSLATE_NOOP(
        "shikitable", "Your {0} must be stronger than the best so far ({1})."
    ),
    "加行 must stake at least as much as the previous player: {0} more points this round.": QT_TRANSLATE_NOOP(
        "shikitable", "A raise must stake at least as much as the previous player: {0} more points this round."
    ),
    "無行 (fold) takes no points.": QT_TRANSLATE_NOOP("shikitable", "Folding takes no points."),
    "皇, 王 and 船 have no number: play one alone to clear every road.": QT_TRANSLATE_NOOP(
        "shikitable", "Tam, King and Vessel have no number: play one alone to clear every road."
    ),
    "開 needs two cards that make a set or a run of three with the discard, or three that make a set of four.": QT_TRANSLATE_NOOP(
        "shikitable",
        "A claim needs two cards that make a set or a run of three with the discard, or three that make a set of four.",
    ),
    "Only a stronger 激友 beats {0}.": QT_TRANSLATE_NOOP("shikitable", "Only a stronger big set beats {0}."),
    "To beat {0} play a 激友 of more cards, or of {1} stronger.": QT_TRANSLATE_NOOP(
        "shikitable", "To beat {0} play a big set of more cards, or of {1} stronger."
    ),
    "To beat {0} play a 激友 of {1} stronger.": QT_TRANSLATE_NOOP(
        "shikitable", "To beat {0} play a big set of {1} stronger."
    ),
    "Play the same kind and size as {0} ({1} cards), or any 激友, or pass.": QT_TRANSLATE_NOOP(
        "shikitable", "Play the same kind and size as {0} ({1} cards), or any big set, or pass."
    ),
    "{0} is not stronger than {1}.": QT_TRANSLATE_NOOP("shikitable", "{0} is not stronger than {1}."),
    "Of the same strength you need more than {0} cards.": QT_TRANSLATE_NOOP(
        "shikitable", "Of the same strength you need more than {0} cards."
    ),
    "A stronger combination must contain a colour of the one on the table.": QT_TRANSLATE_NOOP(
        "shikitable", "A stronger combination must contain a colour of the one on the table."
    ),
    "A stronger combination needs {0} cards (the option 'as many cards' is on).": QT_TRANSLATE_NOOP(
        "shikitable", "A stronger combination needs {0} cards (the option 'as many cards' is on)."
    ),
    "{0} is not stronger than {1} (船 beats only 皇).": QT_TRANSLATE_NOOP(
        "shikitable", "{0} is not stronger than {1} (the Vessel beats only the Tam)."
    ),
    "Play one card at a time.": QT_TRANSLATE_NOOP("shikitable", "Play one card at a time."),
    "After drawing you may only play the card you drew, or keep it (pass).": QT_TRANSLATE_NOOP(
        "shikitable", "After drawing you may only play the card you drew, or keep it (pass)."
    ),
    "A J names a suit: ♠ 0, ♥ 1, ♦ 2 or ♣ 3.": QT_TRANSLATE_NOOP(
        "shikitable", "A J names a suit: ♠ 0, ♥ 1, ♦ 2 or ♣ 3."
    ),
    "Only a J names a suit.": QT_TRANSLATE_NOOP("shikitable", "Only a J names a suit."),
    "You have drawn already: play the card you drew, or keep it (pass).": QT_TRANSLATE_NOOP(
        "shikitable", "You have drawn already: play the card you drew, or keep it (pass)."
    ),
    "You can play a card: you draw only when you cannot.": QT_TRANSLATE_NOOP(
        "shikitable", "You can play a card: you draw only when you cannot."
    ),
    "Play a card, or draw when you cannot.": QT_TRANSLATE_NOOP("shikitable", "Play a card, or draw when you cannot."),
    "Now play a card (or draw when you cannot).": QT_TRANSLATE_NOOP(
        "shikitable", "Now play a card (or draw when you cannot)."
    ),
    "You are not あたりあり: your hand's sum is over 13.": QT_TRANSLATE_NOOP(
        "shikitable", "You are not waiting: your hand's sum is over 13."
    ),
    "Your hand's sum is {0}: you hit only a card of that number.": QT_TRANSLATE_NOOP(
        "shikitable", "Your hand's sum is {0}: you hit only a card of that number."
    ),
    "ポン lays out {0} cards of the number just played.": QT_TRANSLATE_NOOP(
        "shikitable", "Pon lays out {0} cards of the number just played."
    ),
    "カン lays out {0} cards of the number just played.": QT_TRANSLATE_NOOP(
        "shikitable", "Kan lays out {0} cards of the number just played."
    ),
    "Special cards may not be your last cards: this ポン / カン would leave none.": QT_TRANSLATE_NOOP(
        "shikitable", "Special cards may not be your last cards: this pon / kan would leave none."
    ),
    "This ポン / カン wins the hand: it names no suit.": QT_TRANSLATE_NOOP(
        "shikitable", "This pon / kan wins the hand: it names no suit."
    ),
    "Choose the suit of the card on top (a set of Js names any suit).": QT_TRANSLATE_NOOP(
        "shikitable", "Choose the suit of the card on top (a set of Js names any suit)."
    ),
    "Now you may あてる, ポン, カン or pass.": QT_TRANSLATE_NOOP("shikitable", "Now you may hit, pon, kan or pass."),
    # リーチ麻雀 and Magic (games/mahjong/riichi/game.py)
    "That tile is not in your hand.": QT_TRANSLATE_NOOP("shikitable", "That tile is not in your hand."),
    "After riichi you must discard the tile you drew.": QT_TRANSLATE_NOOP(
        "shikitable", "After riichi you must discard the tile you drew."
    ),
    "You may not discard that tile right after your call (kuikae).": QT_TRANSLATE_NOOP(
        "shikitable", "You may not discard that tile right after your call (kuikae)."
    ),
    "Riichi needs a closed ready hand, 1,000 points and four tiles left in the wall.": QT_TRANSLATE_NOOP(
        "shikitable", "Riichi needs a closed ready hand, 1,000 points and four tiles left in the wall."
    ),
    # the engine's last word lists the legal moves in its own notation: a player reads the plain refusal
    "{0} is not allowed now (you may: {1}).": QT_TRANSLATE_NOOP("shikitable", "That move is not allowed now."),
    # 四川麻将 (games/mahjong/sichuan*.py): its terms in English
    "定打: lay one tile of the suit you will not use face down (your first discard).": QT_TRANSLATE_NOOP(
        "shikitable", "First discard: lay one tile of the suit you will not use face down."
    ),
    "First choose the suit you will not use (定缺).": QT_TRANSLATE_NOOP(
        "shikitable", "First choose the suit you will not use (your void suit)."
    ),
    "血流成河: after a win your hand stays as it is; discard the tile you drew.": QT_TRANSLATE_NOOP(
        "shikitable", "Blood battle: after a win your hand stays as it is; discard the tile you drew."
    ),
    "After ポン you discard a tile.": QT_TRANSLATE_NOOP("shikitable", "After a pon you discard a tile."),
    "A kong needs four of a kind in your hand, or the fourth tile of your ポン.": QT_TRANSLATE_NOOP(
        "shikitable", "A kong needs four of a kind in your hand, or the fourth tile of your pon."
    ),
    "Now you discard, declare a kong, or win by your draw (ツモ).": QT_TRANSLATE_NOOP(
        "shikitable", "Now you discard, declare a kong, or win by your draw (tsumo)."
    ),
    "You may only rob this kong (槍槓) or pass.": QT_TRANSLATE_NOOP("shikitable", "You may only rob this kong or pass."),
    "ポン needs two tiles like the discard in your hand, outside your void suit.": QT_TRANSLATE_NOOP(
        "shikitable", "A pon needs two tiles like the discard in your hand, outside your void suit."
    ),
    "カン on a discard needs three like it in your hand, outside your void suit, and tiles left in the wall.": QT_TRANSLATE_NOOP(
        "shikitable", "A kan on a discard needs three like it in your hand, outside your void suit, and tiles left in the wall."
    ),
    "Now you may claim the discard (和, ポン, カン) or pass.": QT_TRANSLATE_NOOP(
        "shikitable", "Now you may claim the discard (ron, pon, kan) or pass."
    ),
    "换三张: choose three tiles from your hand.": QT_TRANSLATE_NOOP(
        "shikitable", "Three-tile swap: choose three tiles from your hand."
    ),
    "换三张: the three tiles must be of one suit.": QT_TRANSLATE_NOOP(
        "shikitable", "Three-tile swap: the three tiles must be of one suit."
    ),
    "First pass three tiles of one suit (换三张).": QT_TRANSLATE_NOOP(
        "shikitable", "First pass three tiles of one suit (the three-tile swap)."
    ),
}
UNKNOWN = QT_TRANSLATE_NOOP("shikitable", "That move is not allowed now.")
_FIELD = re.compile(r"\\{(\d+)\\}")
_LATIN = re.compile(r"[A-Za-z]")
_KANJI_NAMES = {kind.kanji: kind.english for kind in D.KINDS}


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[re.Pattern[str], str]]:
    """Longer sentences first, so a general pattern ("{0} is not stronger than {1}.") does not
    take a sentence a more specific one describes."""
    found = []
    for engine, shown in sorted(REASONS.items(), key=lambda item: -len(item[0])):
        pattern = _FIELD.sub(lambda m: f"(?P<f{m.group(1)}>.+?)", re.escape(engine))
        found.append((re.compile(f"^{pattern}$", re.DOTALL), shown))
    return found


def english_card_words(text: str) -> str:
    """紙机戦 cards and card kinds written as kanji inside a sentence, in English as the table
    names them ("赤弓" -> "red Rook 2", "兵" -> "Pawn")."""
    return "".join(_KANJI_NAMES.get(char, char) for char in D.named_cards(text, "en"))


def chinese_card_words(text: str) -> str:
    """紙机戦 cards and card kinds inside a sentence as the zh table writes them (赤弓 -> 红弓, 無 -> 无)."""
    return "".join(KANJI_ZH.get(char, char) for char in D.named_cards(text, "zh"))


def card_words(text: str, language: str) -> str:
    """The card kinds of an engine sentence's variable part as `language` writes them."""
    if language == "en":
        return english_card_words(text)
    return chinese_card_words(text) if language == "zh" else text


def translated_reason(reason: str, language: str) -> str:
    """`reason` as the player reads it in `language` ("en", "ja" or "zh")."""
    if language != "en" and not _LATIN.search(reason):
        return reason  # already in the player's language (a message the table translated itself)
    for pattern, shown in _patterns():
        match = pattern.match(reason)
        if match is None:
            continue
        text = QCoreApplication.translate("shikitable", shown)
        for name, value in match.groupdict().items():
            text = text.replace("{" + name[1:] + "}", card_words(value, language))
        return text
    if language == "en":
        return english_card_words(reason)
    return QCoreApplication.translate("shikitable", UNKNOWN)
