"""What players read at the end of a season and of a match, as HTML for a QTextBrowser.

Every scoring line is rendered from the layout's declarations (translated term, phrase and
flags); cards are shown as pictures (`<img src="card:ID">`, resources added by the dialog)
with their names as alternative text. A line field the layout does not declare still shows,
as `field: value`, so a test can catch it; nothing is dropped silently."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any
from urllib.parse import quote

from PySide6.QtCore import QCoreApplication

from shikitable.core.game import Game
from shikitable.ui.layouts import TableLayout
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP
from shikitable.ui.windows.theme import current as current_theme
from shikitable.ui.words.language import interface_language as current_language
from shikitable.ui.words.language import simplified
from shikitable.ui.words.mahjong_words import TILE_WORDS, joined, winners_of, words_for

# fields every game's lines may use, rendered the same way for all
SEAT_FIELDS = ("seat", "from", "dealer", "winner", "payer")
CARD_FIELDS = ("hand", "cards")
GENERIC_FIELDS = {
    "kind",
    "seat",
    "from",
    "by",
    "hand",
    "cards",
    "melds",
    "base",
    "bonus",
    "payments",
    "points",
    "multiplier",
    "name_ja",  # a hand's name, in each language (the betting games' showdowns)
    "name_en",
}
CARD_IMAGE_H = 54
# a mahjong win's dora indicators and ura-dora indicators, shown as tiles under the hand
INDICATOR_FIELDS = ("dora", "ura")
HAND_FIELDS = ("card", *INDICATOR_FIELDS)  # a line with a hand shows these with its pictures
INDICATOR_TITLES = {
    "dora": QT_TRANSLATE_NOOP("shikitable", "Dora indicators"),
    "ura": QT_TRANSLATE_NOOP("shikitable", "Ura-dora indicators"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("shikitable", text)


def name_of(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    if isinstance(seat, str) and seat.isdigit() and int(seat) < len(names):
        return names[int(seat)]
    return "—"


def card_images(game: Game, cards: Any, lang: str, height: int = CARD_IMAGE_H) -> str:
    """Cards as pictures (the dialog supplies `card:ID` images), names as alternative text."""
    if not isinstance(cards, Sequence) or isinstance(cards, str):
        return ""
    parts = []
    for card in cards:
        if isinstance(card, int):
            name = html.escape(game.card_name(card, lang))
            parts.append(f'<img src="card:{card}" height="{height}" alt="{name}" title="{name}">')
    return "&nbsp;".join(parts)


def cards_in(record: Mapping[str, Any]) -> set[int]:
    """Every card a record's lines show (for the dialog's image resources)."""
    found: set[int] = set()
    for line in record.get("lines") or []:
        for key in (*CARD_FIELDS, *INDICATOR_FIELDS):
            found |= {c for c in line.get(key) or [] if isinstance(c, int)}
        if isinstance(line.get("card"), int):
            found.add(line["card"])
        for meld in line.get("melds") or []:
            found |= {c for c in meld if isinstance(c, int)}
    return found


def term(layout: TableLayout, name: Any) -> str:
    text = layout.score_terms.get(str(name))
    return tr(text) if text else str(name)


def term_tip(layout: TableLayout, name: Any) -> str:
    text = layout.score_tips.get(str(name))
    return tr(text) if text else ""


def _term_html(layout: TableLayout, name: Any) -> str:
    """A scoring term; with a tip, a quiet link whose hover shows the tip (see SeasonDialog)."""
    tip = term_tip(layout, name)
    shown = html.escape(term(layout, name))
    if not tip:
        return shown
    return f'<a href="tip:{quote(tip)}" style="color: inherit; text-decoration: none;">{shown}</a>'


def signed_points(points: int) -> str:
    """A seat's gain or loss for the sheet: "+8" in the theme's green, "-8" in its red, 0 plain."""
    text = f"{points:+d}" if points else "0"
    if not points:
        return text
    colour = current_theme().good_text if points > 0 else current_theme().bad_text
    return f'<span style="color: {colour};">{text}</span>'


def interface_language() -> str:
    """The interface language, as the translator set it (for texts a game gives in both)."""
    return current_language()


def own_title(record: Mapping[str, Any], lang: str | None = None) -> str:
    """The name the game gave the season (a mahjong hand: 東1局 1本場), or "" if it gave none."""
    titles = record.get("title")
    if not isinstance(titles, Mapping):
        return ""
    lang = lang or interface_language()
    if lang == "zh" and "zh" not in titles and titles.get("ja"):
        return simplified(str(titles["ja"]))  # the games give ja and en; zh writes the same 局 and 本场
    return str(titles.get(lang) or titles.get("en") or "")


WINNERS = QT_TRANSLATE_NOOP("shikitable", "{0} win the hand.")  # several winners of one 四川 hand

ROUND_WINDS = (
    QT_TRANSLATE_NOOP("shikitable", "East {0}"),
    QT_TRANSLATE_NOOP("shikitable", "South {0}"),
    QT_TRANSLATE_NOOP("shikitable", "West {0}"),
    QT_TRANSLATE_NOOP("shikitable", "North {0}"),
)


def season_title(record: Mapping[str, Any], layout: TableLayout | None = None, lang: str | None = None) -> str:
    """What players call the season: the game's own title for it (a riichi hand: 東1局 1本場),
    an older save's riichi round, else its number (Season 3; a mahjong game's: Hand 3)."""
    own = own_title(record, lang)
    if own:
        return own
    found = record.get("round")
    if isinstance(found, Sequence) and len(found) == 3 and all(isinstance(v, int) for v in found):
        wind, number, counters = found
        title = QCoreApplication.translate("shikitable", ROUND_WINDS[wind % 4]).replace("{0}", str(number))
        if counters:
            title = QCoreApplication.translate("shikitable", "{0}, {1} honba").replace("{0}", title).replace(
                "{1}", str(counters))
        return title
    return tr(words_for(layout).numbered).replace("{0}", str(record.get("number", "?")))


def season_html(
    layout: TableLayout,
    game: Game,
    record: Mapping[str, Any],
    names: Sequence[str],
    scores: Sequence[int],
    lang: str,
    winning_play: Sequence[int] = (),
) -> str:
    """The season's full scoring: outcome, every line, the winning hand (or `winning_play`, the
    cards that won it), each seat's points."""
    e = html.escape
    winner = record.get("winner")
    words = words_for(layout)
    head = season_title(record, layout, lang)
    winners = winners_of(record)
    if not winners:
        outcome = tr(words.no_winner)
    elif len(winners) == 1:
        outcome = tr(words.wins).replace("{0}", name_of(names, winners[0]))
    else:  # 四川: play goes on after a win, so a hand may have several winners
        outcome = tr(WINNERS).replace("{0}", joined([name_of(names, s) for s in winners]))
    parts = [f"<h2>{e(head)}</h2><p><b>{e(outcome)}</b></p>"]
    dealer_text = QCoreApplication.translate("shikitable", "Dealer: {0}, dealer multiplier ×{1}").replace(
        "{0}", name_of(names, record.get("dealer"))
    )
    if not record.get("multiplier") or words is TILE_WORDS:  # no dealer multiplier (none in mahjong)
        dealer_text = QCoreApplication.translate("shikitable", "Dealer: {0}").replace(
            "{0}", name_of(names, record.get("dealer"))
        )
    parts.append(f"<p>{e(dealer_text.replace('{1}', str(record.get('multiplier', ''))))}</p>")
    hands = [line for line in record.get("lines") or [] if line.get("hand")]
    abreast = len(hands) > 1
    scores_table = _scores_table(record, names, scores, words, 2 if abreast else 4)
    beside = abreast and len(hands) % 2 == 1  # the scores fill the grid's last cell
    if abreast and not beside:  # an even grid: the scores stand beside the heading instead (its columns say what)
        scores_table = _scores_table(record, names, scores, words, 2, heading=False)
        parts = [f"<table width='100%' cellspacing=0 cellpadding=0><tr><td valign=top>{''.join(parts)}</td>"
                 f"<td valign=top align=right>{scores_table}</td></tr></table>"]
    if abreast:  # several winners (四川): their hands two abreast, on smaller tiles
        height = _abreast_height(layout, hands)
        cells = [_winning_hand(game, line, names, lang, height) for line in hands]
        if beside:
            cells.append(scores_table)
        parts.append(ABREAST + "<table width='100%' cellspacing=0 cellpadding=2>" + "".join(
            "<tr>" + "".join(f"<td valign=top width='50%'>{cell}</td>" for cell in cells[i:i + 2]) + "</tr>"
            for i in range(0, len(cells), 2)) + "</table>")
    for line in hands if len(hands) == 1 else ():
        parts.append(_winning_hand(game, line, names, lang))
    if not hands and winning_play and winner is not None:
        title = QCoreApplication.translate("shikitable", "{0}'s winning play").replace("{0}", name_of(names, winner))
        parts.append(f"<p><b>{e(title)}</b><br>{card_images(game, list(winning_play), lang)}</p>")
    rows = [_line_row(layout, game, line, names, lang) for line in record.get("lines") or []]
    if rows:
        headings = (
            QCoreApplication.translate("shikitable", "What"),
            QCoreApplication.translate("shikitable", "Who"),
            QCoreApplication.translate("shikitable", "Details"),
            QCoreApplication.translate("shikitable", "Points"),
        )
        parts.append(  # closer set under several hands, so the whole sheet shows at once
            f"<table cellspacing=0 cellpadding={2 if abreast else 4} border=1 width='100%'><tr>"
            + "".join(f"<th>{e(h)}</th>" for h in headings)
            + "</tr>"
            + "".join(rows)
            + "</table>"
        )
    if not abreast:
        parts.append(scores_table)
    return "".join(parts)


def _scores_table(record: Mapping[str, Any], names: Sequence[str], scores: Sequence[int], words: Any,
                  padding: int = 4, heading: bool = True) -> str:
    """Each seat's points this season and its total, under a heading (unless told not to)."""
    e = html.escape
    points = list(record.get("points") or [])
    total_rows = "".join(
        f"<tr><td>{e(name_of(names, seat))}</td><td align=right>{signed_points(p)}</td>"
        f"<td align=right><b>{scores[seat] if seat < len(scores) else ''}</b></td></tr>"
        for seat, p in enumerate(points)
    )
    columns = (
        QCoreApplication.translate("shikitable", "Player"),
        tr(words.this),
        QCoreApplication.translate("shikitable", "Total"),
    )
    scores_word = QCoreApplication.translate("shikitable", "Scores")  # not inside an f-string: lupdate reads it there
    title = f"<h3>{e(scores_word)}</h3>" if heading else ""
    return (
        f"{title}<table cellspacing=0 cellpadding={padding} border=1><tr>"
        + "".join(f"<th>{e(c)}</th>" for c in columns)
        + "</tr>"
        + total_rows
        + "</table>"
    )


ABREAST_W = 440  # px: a winning hand's room when the hands stand two abreast (a 1024 px window)
ABREAST_H = (30, 40)  # the least and most height of their tiles
ABREAST = "<!-- hands abreast -->"  # tells the dialog to open wide enough for two hands side by side
ABREAST_WIDTH = 2 * ABREAST_W + 80  # the dialog's width for them (its margins and the grid's)


def _abreast_height(layout: TableLayout, hands: Sequence[Mapping[str, Any]]) -> int:
    """The tiles' height at which the longest of the hands (its melds apart) fits its half."""
    def tiles(line: Mapping[str, Any]) -> int:
        return len(line.get("hand") or []) + sum(len(meld) for meld in line.get("melds") or [])

    longest = max(tiles(line) + 1 for line in hands)  # a gap as wide as a tile before the winning tile and the melds
    per_tile = ABREAST_W / longest - 4  # each picture and a space after it
    return int(max(ABREAST_H[0], min(ABREAST_H[1], per_tile / layout.art.aspect)))


def _winning_hand(game: Game, line: Mapping[str, Any], names: Sequence[str], lang: str,
                  height: int = CARD_IMAGE_H) -> str:
    who = QCoreApplication.translate("shikitable", "{0}'s hand").replace("{0}", name_of(names, line.get("seat")))
    melds = "".join(  # each called meld apart from the hand and the others by a wide gap, as it lies
        "&nbsp;&nbsp;&nbsp;" + card_images(game, meld, lang, height * (CARD_IMAGE_H - 10) // CARD_IMAGE_H)
        for meld in line.get("melds") or []
    )
    hand = [c for c in line.get("hand") or [] if isinstance(c, int)]
    won = line.get("card")
    cards = line.get("cards")
    if won is None and isinstance(cards, list) and len(cards) == 1:
        won = cards[0]  # 四川 names its winning tile as the line's one card
    if isinstance(won, int) and won in hand:  # a mahjong win: the winning tile stands apart, named
        hand.remove(won)
        caption = QCoreApplication.translate("shikitable", "Winning tile: {0}")
        caption = html.escape(caption.replace("{0}", game.card_name(won, lang)))
        shown = (f"{card_images(game, hand, lang, height)}&nbsp;&nbsp;&nbsp;&nbsp;"
                 f"{card_images(game, [won], lang, height)}{melds}<br><i>{caption}</i>")
    else:
        shown = f"{card_images(game, hand, lang, height)}{melds}"
    indicators = "".join(
        f"<br>{html.escape(tr(INDICATOR_TITLES[key]))}: {card_images(game, line[key], lang, CARD_IMAGE_H - 14)}"
        for key in INDICATOR_FIELDS if line.get(key)
    )
    return f"<p><b>{html.escape(who)}</b><br>{shown}{indicators}</p>"


def _phrase(
    layout: TableLayout, game: Game, line: Mapping[str, Any], names: Sequence[str], lang: str,
    template: str | None = None,
) -> tuple[str, set[str]]:
    """The layout's phrase for this kind of line (or `template`), filled in, and the fields it used."""
    if template is None:
        template = layout.score_lines.get(str(line.get("kind")))
    if not template:
        return "", set()
    text = tr(template)
    used: set[str] = set()
    for key, value in line.items():
        slot = "{" + key + "}"
        if slot not in text:
            continue
        used.add(key)
        if key in SEAT_FIELDS:
            shown = name_of(names, value)
        elif isinstance(value, list):
            shown = " ".join(game.card_name(c, lang) for c in value if isinstance(c, int))
        elif key == "card" and isinstance(value, int):
            shown = game.card_name(value, lang)
        elif isinstance(value, str) and value in layout.score_terms:
            shown = term(layout, value)  # a word the layout translates (a level, a kind of win)
        else:
            shown = str(value)
        text = text.replace(slot, shown)
    return text, used


PAYMENT = QT_TRANSLATE_NOOP("shikitable", "{payer}: {amount}")
PAID = QT_TRANSLATE_NOOP("shikitable", "{0} pays {1}")  # who paid this line how much: "Bot 4 pays 3"


def _payment_text(layout: TableLayout, game: Game, pay: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
    """One itemised payment, as the layout's "payment" phrase words it (the game writes its
    working out complete), else who paid how much."""
    return _phrase(layout, game, pay, names, lang, layout.score_lines.get("payment") or PAYMENT)[0]


def _line_row(layout: TableLayout, game: Game, line: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
    e = html.escape
    details: list[str] = []
    phrase, used = _phrase(layout, game, line, names, lang)
    if phrase:
        details.append(e(phrase))
    if line.get(f"name_{lang}"):
        details.append(e(str(line[f"name_{lang}"])))
    points: Any = line.get("points", "")
    if line.get("from") is not None and "from" not in used:
        details.append(
            e(QCoreApplication.translate("shikitable", "from {0}").replace("{0}", name_of(names, line["from"])))
        )
    if line.get("by") and "by" not in used:
        details.append(
            e(
                QCoreApplication.translate("shikitable", "on a discard")
                if line["by"] == "discard"
                else QCoreApplication.translate("shikitable", "on a draw")
            )
        )
    if line.get("cards") and "cards" not in used and not line.get("hand"):  # a hand above shows its tiles
        details.append(card_images(game, line["cards"], lang, CARD_IMAGE_H - 14))
    base = line.get("base") or []
    bonus = line.get("bonus") or []
    if base:
        details.append(" + ".join(_counted(layout, n, v) for n, v in base))
    if bonus:
        details.append(
            e(QCoreApplication.translate("shikitable", "bonus: "))
            + " + ".join(_counted(layout, n, v) for n, v in bonus)
        )
    payments = line.get("payments")
    if isinstance(payments, list):  # itemised: each payer's hand and the multiplication
        for pay in payments:
            if isinstance(pay, Mapping):
                details.append(e(_payment_text(layout, game, pay, names, lang)))
        points = sum(int(p.get("amount", 0)) for p in payments if isinstance(p, Mapping))
    elif isinstance(payments, Mapping):
        paid = [tr(PAID).replace("{0}", name_of(names, k)).replace("{1}", str(v)) for k, v in payments.items()]
        details.append(e(joined(paid)))
        points = sum(int(v) for v in payments.values())
    for flag, text in layout.score_flags.items():
        if line.get(flag) is True:  # the phrase may show the line's numbers ({multiplier})
            details.append(e(_phrase(layout, game, line, names, lang, text)[0]))
    handled = GENERIC_FIELDS | used | set(layout.score_flags)
    if line.get("hand"):  # the hand's pictures above show its winning tile and dora
        handled |= set(HAND_FIELDS)
    for key, value in line.items():
        if key not in handled:
            details.append(e(f"{key}: {value}"))  # undeclared: visible, so the results test catches it
    who = name_of(names, line.get("seat", line.get("payer"))) if "seat" in line or "payer" in line else ""
    return (
        f"<tr><td>{_term_html(layout, line.get('kind'))}</td><td>{e(who)}</td>"
        f"<td>{'; '.join(details)}</td><td align=right>{e(str(points))}</td></tr>"
    )


def _counted(layout: TableLayout, name: Any, value: Any) -> str:
    """A scoring term with its count; a count of nothing (四川's "no fan") is the term alone."""
    return _term_html(layout, name) if not value else f"{_term_html(layout, name)} {int(value)}"


def dealer_tip(multiplier: object) -> str:
    text = QCoreApplication.translate(
        "shikitable", "The dealer (親). The dealer multiplier is ×{0}: the rules say which payments it multiplies."
    )
    return text.replace("{0}", str(multiplier if multiplier is not None else "?"))


def ranking(scores: Sequence[int]) -> list[tuple[int, int]]:
    """(rank, seat) best first; equal scores share a rank."""
    order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
    ranked: list[tuple[int, int]] = []
    for index, seat in enumerate(order):
        rank = ranked[-1][0] if index and scores[seat] == scores[order[index - 1]] else index + 1
        ranked.append((rank, seat))
    return ranked


def match_winner_text(names: Sequence[str], scores: Sequence[int]) -> str:
    best = max(scores) if scores else 0
    winners = [name_of(names, s) for s in range(len(scores)) if scores[s] == best]
    if len(winners) == 1:
        return QCoreApplication.translate("shikitable", "{0} wins the match!").replace("{0}", winners[0])
    return QCoreApplication.translate("shikitable", "{0} share the win.").replace(
        "{0}", QCoreApplication.translate("shikitable", ", ").join(winners)
    )


def match_html(records: Sequence[Mapping[str, Any]], names: Sequence[str], scores: Sequence[int],
               layout: TableLayout | None = None, lang: str | None = None) -> str:
    """The match's end: who won, the final ranking, and every season's points."""
    e = html.escape
    parts = [f"<h2>{e(match_winner_text(names, scores))}</h2>"]
    ranking_title = QCoreApplication.translate("shikitable", "Final ranking")
    columns = (
        QCoreApplication.translate("shikitable", "Rank"),
        QCoreApplication.translate("shikitable", "Player"),
        QCoreApplication.translate("shikitable", "Total"),
    )
    parts.append(f"<h3>{e(ranking_title)}</h3><table cellspacing=0 cellpadding=4 border=1>")
    parts.append("<tr>" + "".join(f"<th>{e(c)}</th>" for c in columns) + "</tr>")
    for rank, seat in ranking(scores):
        parts.append(
            f"<tr><td align=center>{rank}</td><td>{e(name_of(names, seat))}</td>"
            f"<td align=right><b>{scores[seat]}</b></td></tr>"
        )
    parts.append("</table>")
    words = words_for(layout)
    seasons_title = tr(words.by)
    season_columns = (
        tr(words.column),
        QCoreApplication.translate("shikitable", "Dealer"),
        QCoreApplication.translate("shikitable", "Winner"),
    )
    # a long match has many rows: closer set, so a whole riichi match stands beside its last hand
    parts.append(f"<h3>{e(seasons_title)}</h3><table cellspacing=0 cellpadding=2 border=1><tr>")
    parts.append("".join(f"<th>{e(c)}</th>" for c in season_columns))
    parts.append("".join(f"<th>{e(name_of(names, s))}</th>" for s in range(len(scores))) + "</tr>")
    for record in records:
        points = list(record.get("points") or [])
        winner = record.get("winner")
        named = (season_title(record, layout, lang) if record.get("title") or record.get("round")
                 else str(record.get("number", "")))
        parts.append(
            f"<tr><td align=center>{e(named)}</td>"
            f"<td>{e(name_of(names, record.get('dealer')))}</td>"
            f"<td>{e(name_of(names, winner)) if winner is not None else '—'}</td>"
            + "".join(f"<td align=right>{signed_points(p)}</td>" for p in points)
            + "</tr>"
        )
    parts.append(
        f"<tr><td colspan=3><b>{e(columns[2])}</b></td>"
        + "".join(f"<td align=right><b>{p}</b></td>" for p in scores)
        + "</tr></table>"
    )
    return "".join(parts)
