"""Readable text for the game log and the season breakdown, from the layout's phrases."""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from shikitable.core.game import Game
from shikitable.ui.layouts import TableLayout

SEAT_FIELDS = ("seat", "from", "dealer", "winner")
CARD_LIST_FIELDS = ("cards", "meld", "hand")


def tr(text: str) -> str:
    return QCoreApplication.translate("shikitable", text)


class _Fields(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def name_of(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "—"


def cards_text(game: Game, cards: Any, lang: str) -> str:
    if not isinstance(cards, Sequence) or isinstance(cards, str):
        return ""
    return " ".join(game.card_name(c, lang) if isinstance(c, int) else "■" for c in cards)


def describe(layout: TableLayout, game: Game, event: Mapping[str, Any], names: Sequence[str], lang: str) -> str | None:
    """One log line for an event, or None for events the log does not show (deals, draws)."""
    kind = str(event.get("kind"))
    if kind == "season_end":
        record = event.get("record") or {}
        winner = record.get("winner")
        if winner is None:
            return QCoreApplication.translate("shikitable", "Season {0} ends with no winner.").replace(
                "{0}", str(record.get("number", "?"))
            )
        return (
            QCoreApplication.translate("shikitable", "Season {0} ends: {1} wins.")
            .replace("{0}", str(record.get("number", "?")))
            .replace("{1}", name_of(names, winner))
        )
    template = layout.log.get(kind)
    if template is None:
        return None
    fields = _Fields()
    for key, value in event.items():
        if key in SEAT_FIELDS:
            fields[key] = name_of(names, value)
        elif key == "card" and isinstance(value, int):
            fields[key] = game.card_name(value, lang)
        elif key in CARD_LIST_FIELDS:
            fields[key] = cards_text(game, value, lang)
        else:
            fields[key] = str(value)
    return tr(template).format_map(fields)


def breakdown_html(
    layout: TableLayout,
    game: Game,
    record: Mapping[str, Any],
    names: Sequence[str],
    scores: Sequence[int],
    lang: str,
) -> str:
    """The season's full scoring: every line of the record, then each seat's points and total."""
    e = html.escape
    number = record.get("number", "?")
    winner = record.get("winner")
    head = QCoreApplication.translate("shikitable", "Season {0}").replace("{0}", str(number))
    if winner is None:
        outcome = QCoreApplication.translate("shikitable", "No winner: the stock ran out.")
    else:
        outcome = QCoreApplication.translate("shikitable", "{0} wins.").replace("{0}", name_of(names, winner))
    parts = [f"<h2>{e(head)}</h2><p><b>{e(outcome)}</b></p>"]
    dealer = record.get("dealer")
    parts.append(
        "<p>"
        + e(
            QCoreApplication.translate("shikitable", "Dealer (親): {0}, multiplier ×{1}").replace(
                "{0}", name_of(names, dealer)
            )
        ).replace("{1}", str(record.get("multiplier", "")))
        + "</p>"
    )
    rows = []
    for line in record.get("lines") or []:
        rows.append(_line_row(layout, game, line, names, lang))
    if rows:
        headings = (
            QCoreApplication.translate("shikitable", "What"),
            QCoreApplication.translate("shikitable", "Who"),
            QCoreApplication.translate("shikitable", "Details"),
            QCoreApplication.translate("shikitable", "Points"),
        )
        parts.append(
            "<table cellspacing=0 cellpadding=4 border=1 width='100%'><tr>"
            + "".join(f"<th>{e(h)}</th>" for h in headings)
            + "</tr>"
            + "".join(rows)
            + "</table>"
        )
    points = list(record.get("points") or [])
    total_rows = "".join(
        f"<tr><td>{e(name_of(names, seat))}</td><td align=right>{p:+d}</td>"
        f"<td align=right><b>{scores[seat] if seat < len(scores) else ''}</b></td></tr>"
        for seat, p in enumerate(points)
    )
    title = QCoreApplication.translate("shikitable", "Scores")
    columns = (
        QCoreApplication.translate("shikitable", "Player"),
        QCoreApplication.translate("shikitable", "This season"),
        QCoreApplication.translate("shikitable", "Total"),
    )
    parts.append(
        f"<h3>{e(title)}</h3><table cellspacing=0 cellpadding=4 border=1><tr>"
        + "".join(f"<th>{e(c)}</th>" for c in columns)
        + "</tr>"
        + total_rows
        + "</table>"
    )
    return "".join(parts)


def _term(layout: TableLayout, name: Any) -> str:
    text = layout.score_terms.get(str(name))
    return tr(text) if text else str(name)


def _payment_text(game: Game, pay: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
    """'Bob [♠3 ♥2 ♦9]: 14 ×2 = 28 hand points, ×2 = 56': the sum, ×2 for each 2 and ×4 for
    each Joker held, then the win's multiplier."""
    expression = str(pay.get("sum", "?")) + " ×2" * int(pay.get("twos", 0)) + " ×4" * int(pay.get("jokers", 0))
    if pay.get("twos") or pay.get("jokers"):
        expression += f" = {pay.get('hand_points', '?')}"
    return (
        QCoreApplication.translate("shikitable", "{0} [{1}]: {2} hand points, ×{3} = {4}")
        .replace("{0}", name_of(names, pay.get("payer")))
        .replace("{1}", cards_text(game, pay.get("hand") or [], lang))
        .replace("{2}", expression)
        .replace("{3}", str(pay.get("times", "?")))
        .replace("{4}", str(pay.get("amount", "?")))
    )


def _line_row(layout: TableLayout, game: Game, line: Mapping[str, Any], names: Sequence[str], lang: str) -> str:
    e = html.escape
    details: list[str] = []
    points: Any = line.get("points", "")
    if "from" in line and line.get("from") is not None:
        details.append(
            QCoreApplication.translate("shikitable", "from {0}").replace("{0}", name_of(names, line["from"]))
        )
    if line.get("by"):
        details.append(
            QCoreApplication.translate("shikitable", "on a discard")
            if line["by"] == "discard"
            else QCoreApplication.translate("shikitable", "on a draw")
        )
    for key in ("hand", "cards"):
        if line.get(key):
            details.append(cards_text(game, line[key], lang))
    for meld in line.get("melds") or []:
        details.append("[" + cards_text(game, meld, lang) + "]")
    base = line.get("base") or []
    bonus = line.get("bonus") or []
    if base:
        details.append(" + ".join(f"{_term(layout, n)} {v}" for n, v in base))
        if line.get("multiplier"):
            details.append(
                QCoreApplication.translate("shikitable", "× {0} when the dealer is involved").replace(
                    "{0}", str(line["multiplier"])
                )
            )
    if bonus:
        details.append(
            QCoreApplication.translate("shikitable", "bonus: ")
            + " + ".join(f"{_term(layout, n)} {v}" for n, v in bonus)
        )
    if isinstance(line.get("level"), str):
        details.insert(0, _term(layout, line["level"]))
    if isinstance(line.get("hitter"), int):
        details.append(
            QCoreApplication.translate("shikitable", "hit by {0}").replace("{0}", name_of(names, line["hitter"]))
        )
    if isinstance(line.get("card"), int):
        details.append(
            QCoreApplication.translate("shikitable", "on {0}").replace("{0}", game.card_name(line["card"], lang))
        )
    payments = line.get("payments")
    if isinstance(payments, list):  # itemised: each payer's hand points and the multiplication
        for pay in payments:
            if isinstance(pay, Mapping):
                details.append(_payment_text(game, pay, names, lang))
        points = sum(int(p.get("amount", 0)) for p in payments if isinstance(p, Mapping))
    elif isinstance(payments, Mapping):
        paid = ", ".join(f"{name_of(names, int(k))} {v}" for k, v in payments.items())
        details.append(QCoreApplication.translate("shikitable", "paid by: ") + paid)
        points = sum(int(v) for v in payments.values())
    known = {"kind", "seat", "from", "by", "hand", "cards", "melds", "base", "bonus", "payments", "points"}
    known |= {"multiplier", "level", "hitter", "card", "times"}
    for key, value in line.items():
        if key not in known:
            details.append(f"{key}: {value}")
    return (
        f"<tr><td>{e(_term(layout, line.get('kind')))}</td><td>{e(name_of(names, line.get('seat')))}</td>"
        f"<td>{e('; '.join(details))}</td><td align=right>{e(str(points))}</td></tr>"
    )
