"""Update and compile the interface translations.

    .venv/bin/python translations/build_translations.py          # lupdate + lrelease
    .venv/bin/python translations/build_translations.py --check  # fail on untranslated strings

English strings in the source are the originals (self.tr / QCoreApplication.translate);
translations/shikitable_ja.ts holds the Japanese translation and shikitable_zh_CN.ts the
Simplified Chinese one, each edited by hand or in Qt Linguist; the .qm files are the compiled
forms the program loads.

Rerunning is safe at any time: lupdate keeps every finished entry, adds each new source string
as unfinished (in every language) and drops strings the sources no longer have; the run prints
how many are left untranslated per language, and --check lists them."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"
LANGUAGES = ("ja", "zh_CN")  # the file suffixes: shikitable_<lang>.ts


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
    if "--check" in sys.argv:
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
