"""The moves every mahjong table offers alike (riichi, 四川麻将, and Magic on riichi's table):
win on a draw or a discard, discard, call pon, let a claim go by. Each game's layout adds its own."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton

TSUMO = ActionButton("tsumo", QT_TRANSLATE_NOOP("shikitable", "Tsumo"), needs_cards=False)
RON = ActionButton("ron", QT_TRANSLATE_NOOP("shikitable", "Ron"), needs_cards=False)
DISCARD = ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True)
PON = ActionButton("pon", QT_TRANSLATE_NOOP("shikitable", "Pon"), needs_cards=False)
PASS = ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False)
