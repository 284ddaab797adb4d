"""What the commands print, whatever the terminal's encoding: with stdout in ASCII or Latin-1
(`PYTHONIOENCODING=ascii`, `LC_ALL=en_US.ISO-8859-1`, a pipe on an old system), a Japanese game
name must not stop the command with UnicodeEncodeError.

Text a stream cannot encode is written as a backslash escape (`\\u884c`): nothing is lost and the
rest of the line stays readable. JSON goes out with `\\u` escapes instead, which is still the
same JSON to any reader."""

from __future__ import annotations

import codecs
import io
import json
import sys
from typing import Any, TextIO


def writes_unicode(stream: TextIO) -> bool:
    """Whether `stream` can take any character (a UTF encoding)."""
    encoding = getattr(stream, "encoding", None) or "ascii"
    try:
        return codecs.lookup(encoding).name.startswith("utf")
    except LookupError:
        return False


def tolerate_any_encoding() -> None:
    """Make stdout and stderr escape what their encoding cannot write instead of raising."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper) and not writes_unicode(stream):
            stream.reconfigure(errors="backslashreplace")


def json_for(stream: TextIO, value: Any, indent: int | None = 1) -> str:
    """`value` as JSON text `stream` can write: characters as they are on a UTF stream,
    `\\u` escapes on any other."""
    return json.dumps(value, ensure_ascii=not writes_unicode(stream), indent=indent)


def print_json(value: Any, indent: int | None = 1) -> None:
    print(json_for(sys.stdout, value, indent))
