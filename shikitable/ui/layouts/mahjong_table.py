"""The moves every mahjong table offers alike (riichi, 四川麻将, and Magic on riichi's table):
win on a draw or a discard, discard, call pon, let a claim go by. Each game's layout adds its own."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton

TSUMO = ActionButton("tsumo", QT_TRANSLATE_NOOP("shikitable", "Tsumo (T)"), needs_cards=False, shortcut="T")
RON = ActionButton("ron", QT_TRANSLATE_NOOP("shikitable", "Ron (R)"), needs_cards=False, shortcut="R")
DISCARD = ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True)
PON = ActionButton("pon", QT_TRANSLATE_NOOP("shikitable", "Pon (P)"), needs_cards=False, shortcut="P")
PASS = ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass (X)"), needs_cards=False, shortcut="X")
