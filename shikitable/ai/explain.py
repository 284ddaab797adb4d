"""Why a move: each game's heuristic names the considerations behind a move in its own terms
("keeps the pair", "waits on 6 cards", "safe against the riichi"), as reason ids with their
arguments. The table translates the ids into words (ui/words/hint_reasons.py); nothing here speaks
a language. Explainers read the observation only, as the bots do.

`explain(game_id, observation, action)` gives the reasons, most telling first; a game's
module `shikitable/ai/<family>/why_<family>.py` registers its explainers when imported."""

from __future__ import annotations

import importlib
import logging
import pkgutil
from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

from shikitable.core.actions import Action

log = logging.getLogger(__name__)


class Reason(NamedTuple):
    """One consideration: `id` names the phrase, `args` fill it (`cards` are card ids)."""

    id: str
    args: Mapping[str, Any] = {}


Explainer = Callable[[Mapping[str, Any], Action], list[Reason]]
_EXPLAINERS: dict[str, Explainer] = {}
_loaded = False


def register_explainer(game_id: str, explainer: Explainer) -> None:
    _EXPLAINERS[game_id] = explainer


def _load() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    import shikitable.ai as package

    for module in pkgutil.walk_packages(package.__path__, prefix="shikitable.ai."):
        if module.name.rsplit(".", 1)[-1].startswith("why_"):
            importlib.import_module(module.name)


def explainers() -> set[str]:
    _load()
    return set(_EXPLAINERS)


def explain(game_id: str, observation: Mapping[str, Any], action: Action) -> list[Reason]:
    """The reasons for `action`; an explainer that fails is logged and gives none (a hint
    without its why is better than no hint)."""
    _load()
    explainer = _EXPLAINERS.get(game_id)
    if explainer is None:
        return []
    try:
        return explainer(observation, action)
    except Exception:  # noqa: BLE001 - the why is a comfort; the hint still stands
        log.warning("explaining %s in %s failed", action, game_id, exc_info=True)
        return []
