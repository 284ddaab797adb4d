"""The README belongs to players (#38): short, and every document in docs/ is linked from it."""

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_is_a_players_page_of_at_most_300_lines():
    assert len(README.splitlines()) <= 300


def test_every_document_in_docs_is_linked_from_the_readme():
    for doc in sorted((ROOT / "docs").glob("*.md")):
        assert f"](docs/{doc.name})" in README, f"docs/{doc.name} is not linked from the README"
