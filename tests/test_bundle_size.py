"""The desktop bundle's size, estimated in the normal suite without building it (a tenth of a second):
packaging/bundle_contents.py sums the installed files the spec's own lists select (the traced Qt
libraries, plugins and translations, stripped as the build strips them; the PySide6 bindings; fonts,
card art, rules, translations) and adds the Python runtime as the last build measured it.

Against the build of 2026-11-28 (tests/test_bundle.py, slow suite): estimate 78.02 MB, built folder
78.02 MB (Qt's part within 200 bytes). The slow suite fails when the two part by more than
ESTIMATE_TOLERANCE (1%), and this test keeps the estimate that far under the 80 MB limit."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def bundle_contents() -> ModuleType:
    """packaging/bundle_contents.py, the spec's lists (`packaging` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location("bundle_contents", ROOT / "packaging" / "bundle_contents.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


contents = bundle_contents()


def describe(parts: dict[str, int]) -> str:
    lines = [f"{size / 1e6:7.2f} MB  {part}" for part, size in parts.items()]
    return "\n".join([*lines, f"{sum(parts.values()) / 1e6:7.2f} MB  in all"])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Qt trace lists Linux file names")
def test_the_bundle_estimate_stays_within_its_budget() -> None:
    parts = contents.estimate()
    assert sum(parts.values()) <= contents.ESTIMATE_BUDGET, (
        f"the bundle would pass {contents.MAX_UNPACKED / 1e6:.0f} MB (estimate budget "
        f"{contents.ESTIMATE_BUDGET / 1e6:.2f} MB):\n{describe(parts)}"
    )
    # the Qt part is most of it: a library left off the trace list would make the estimate meaningless
    assert parts["Qt (traced libraries, plugins, translations; PySide6 bindings)"] > 30_000_000


def test_the_codecs_of_legacy_locales_stay() -> None:
    """The bundled Python reads file names and the terminal in the locale's encoding and does not
    start without its codec: a Japanese or Chinese desktop on EUC-JP, Shift_JIS or GBK needs these."""
    assert not set(contents.LOCALE_CODECS) & set(contents.EXCLUDES)


def test_compiled_modules_give_way_to_their_sources() -> None:
    name = contents.compiled_pure_python
    assert name("zeroconf/_dns.cpython-311-x86_64-linux-gnu.so") == "zeroconf._dns"
    assert name("zeroconf/_services/__init__.cpython-311-x86_64-linux-gnu.so") == "zeroconf._services"
    assert name("zeroconf/_utils/ipaddress.cp311-win_amd64.pyd") == "zeroconf._utils.ipaddress"
    assert name("websockets/speedups.cpython-311-x86_64-linux-gnu.so") is None
    assert name("zeroconf/py.typed") is None
    # the spec takes each left-out module from its .py, which the installed package must ship
    for package in contents.PURE_PYTHON:
        folder = contents.installed_package(package)
        for compiled in folder.rglob("*.so"):
            assert compiled.with_name(compiled.name.split(".")[0] + ".py").exists(), compiled
