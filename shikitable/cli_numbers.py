"""Numbers on the command line: an argparse type that reads one and keeps it within its limits,
with a one-line message for anything else (shared by `shikitable` and `shikitable serve`)."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import TypeVar

N = TypeVar("N", int, float)


def number_argument(read: Callable[[str], N], what: str, fits: Callable[[N], bool], limits: str) -> Callable[[str], N]:
    """The argparse type of a number: `read` from the text ("'x' is not {what}" when it cannot
    be) and refused unless it `fits` (`limits`, with {0} for the text as typed)."""

    def number(text: str) -> N:
        try:
            value = read(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not fits(value):
            raise argparse.ArgumentTypeError(limits.replace("{0}", repr(text)))
        return value

    return number
