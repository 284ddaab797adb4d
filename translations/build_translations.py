"""Update and compile the interface translations.

    .venv/bin/python translations/build_translations.py          # lupdate + lrelease
    .venv/bin/python translations/build_translations.py --check  # fail on untranslated strings

English strings in the source are the originals (self.tr / QCoreApplication.translate);
translations/shikitable_ja.ts holds the Japanese translation and is edited by hand or in Qt
Linguist; shikitable_ja.qm is the compiled form the program loads."""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("ja",)


def tool(name: str) -> str:
    """The PySide6 tool next to the running Python (the venv), else on PATH."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install the project (pip install -e .) first")
    return found


def sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "shikitable" / "ui").rglob("*.py"))


def lupdate(ts: Path) -> None:
    subprocess.run(
        [tool("pyside6-lupdate"), *sources(), "-no-obsolete", "-ts", str(ts)], cwd=ROOT, check=True, capture_output=True
    )


def lrelease(ts: Path) -> None:
    qm = ts.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], cwd=ROOT, check=True, capture_output=True)


def untranslated(ts: Path) -> list[str]:
    """Source strings with no finished translation."""
    missing = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
            missing.append(source)
        elif not (translation.text or "").strip() and not list(translation):
            missing.append(source)
    return missing


def check() -> int:
    """Extract the strings of the current sources against the committed .ts; list the gaps."""
    problems = 0
    for lang in LANGUAGES:
        committed = TRANSLATIONS / f"shikitable_{lang}.ts"
        with tempfile.TemporaryDirectory() as folder:
            fresh = Path(folder) / committed.name
            shutil.copy(committed, fresh)
            lupdate(fresh)
            for source in untranslated(fresh):
                print(f"{lang}: untranslated: {source!r}")
                problems += 1
    return 1 if problems else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="only check: fail on untranslated strings")
    if parser.parse_args().check:
        return check()
    for lang in LANGUAGES:
        ts = TRANSLATIONS / f"shikitable_{lang}.ts"
        lupdate(ts)
        lrelease(ts)
        missing = untranslated(ts)
        print(f"{ts.name}: {len(missing)} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
