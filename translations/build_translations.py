"""Update and compile the interface translations.

    .venv/bin/python translations/build_translations.py          # lupdate + lrelease
    .venv/bin/python translations/build_translations.py --check  # fail on untranslated strings
    .venv/bin/python translations/build_translations.py --missing zh_CN > todo.tsv  # what is left
    .venv/bin/python translations/build_translations.py --fill zh_CN done.tsv      # fill it in

English strings in the source are the originals (self.tr / QCoreApplication.translate);
translations/shikitable_ja.ts holds the Japanese translation and shikitable_zh_CN.ts the
Simplified Chinese one, each edited by hand or in Qt Linguist; the .qm files are the compiled
forms the program loads.

Rerunning is safe at any time: lupdate keeps every finished entry, adds each new source string
as unfinished (in every language) and drops strings the sources no longer have; the run prints
how many are left untranslated per language, and --check lists them. --missing writes the
untranslated source strings of one language as a TSV (source, a tab, the empty translation;
newlines written \\n), and --fill reads such a file back once the second column is written,
filling only unfinished entries whose source matches, then rebuilds."""

from __future__ import annotations

import argparse
import re
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


def escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def unescaped(text: str) -> str:
    return re.sub(r"\\([\\tn])", lambda m: {"t": "\t", "n": "\n"}.get(m.group(1), "\\"), text)


def list_missing(lang: str) -> int:
    ts = TRANSLATIONS / f"shikitable_{lang}.ts"
    lupdate(ts)
    for source in dict.fromkeys(untranslated(ts)):
        print(f"{escaped(source)}\t")
    return 0


def fill(lang: str, table: Path) -> int:
    """Write the translations of `table` (source TAB translation) into the unfinished entries."""
    ts = TRANSLATIONS / f"shikitable_{lang}.ts"
    lupdate(ts)
    wanted: dict[str, str] = {}
    for number, line in enumerate(table.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        source, tab, text = line.partition("\t")
        if not tab or not text.strip():
            print(f"{table}:{number}: no translation, skipped")
            continue
        wanted[unescaped(source)] = unescaped(text)
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is not None and source in wanted and source in untranslated_message(message):
            translation.text = wanted[source]
            translation.attrib.pop("type", None)
            filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    lupdate(ts)  # back to lupdate's own layout (the doctype, the indentation)
    lrelease(ts)
    print(f"{ts.name}: {filled} filled, {len(untranslated(ts))} untranslated")
    return 0


def untranslated_message(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    source = message.findtext("source") or ""
    if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
        return [source]
    return [] if (translation.text or "").strip() else [source]


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
    parser.add_argument("--missing", metavar="LANG", choices=LANGUAGES,
                        help="print LANG's untranslated source strings as TSV (source<TAB>)")
    parser.add_argument("--fill", nargs=2, metavar=("LANG", "TSV"),
                        help="fill LANG's unfinished entries from TSV (source<TAB>translation)")
    args = parser.parse_args()
    if args.check:
        return check()
    if args.missing:
        return list_missing(args.missing)
    if args.fill:
        if args.fill[0] not in LANGUAGES:
            parser.error(f"--fill: the language is one of {', '.join(LANGUAGES)}")
        return fill(args.fill[0], Path(args.fill[1]))
    for lang in LANGUAGES:
        ts = TRANSLATIONS / f"shikitable_{lang}.ts"
        lupdate(ts)
        lrelease(ts)
        missing = untranslated(ts)
        print(f"{ts.name}: {len(missing)} untranslated")
    return 0


if __name__ == "__main__":
    sys.exit(main())
