"""The original program's settings (nippathi.cfg) and this table's readings, as rule options."""

from __future__ import annotations

from pathlib import Path

from shikitable.core.options import Option, read_options

OPTIONS: tuple[Option, ...] = read_options(Path(__file__).with_name("options.toml"))
