"""Work around a PySide6 6.12 bug on Python 3.11: every call of a Qt method that returns
nothing drops one reference to None, and after a few thousand calls Python aborts with
"none_dealloc: deallocating None". Python 3.12 made None immortal, so there it is harmless;
on 3.11 we pin None's reference count far out of reach, which is what 3.12 does.

Import this module before using Qt; it checks for the bug and acts only if it is there."""

from __future__ import annotations

import ctypes
import logging
import sys

from PySide6.QtCore import QObject

log = logging.getLogger(__name__)
PIN = 1 << 40


def _leaks_none() -> bool:
    probe = QObject()
    before = sys.getrefcount(None)
    for _ in range(20):
        probe.setObjectName("probe")
    return sys.getrefcount(None) < before - 10


def pin_none() -> bool:
    if sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return False
    if not _leaks_none():
        return False
    cell = ctypes.c_ssize_t.from_address(id(None))
    if abs(cell.value - sys.getrefcount(None)) > 3:  # not where a release build keeps the count
        log.warning("PySide6 drops references to None and the count could not be pinned")
        return False
    if cell.value < PIN:
        cell.value += PIN
    return True


PINNED = pin_none()
