"""The rule reference as a Qt text document: one game, or the whole book with a contents page.

Rule texts are Markdown files under assets/rules ({game}.{lang}.md, plus deck.{lang}.md for the
紙机戦 deck chapter). A line `<!-- diagram: NAME -->` becomes a picture drawn with the card art."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import cache

from PySide6.QtCore import QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QFont,
    QFontDatabase,
    QImage,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextLength,
    QTextTableFormat,
)

from shikitable.assets import asset_path
from shikitable.catalogue import BY_ID, CATALOGUE, SHARED_CHAPTERS
from shikitable.games.family import in_lang
from shikitable.ui.book.diagrams import render_diagram
from shikitable.ui.book.glossary import GLOSSARY, TITLES, glossary_markdown
from shikitable.ui.table.art import CHINESE_FAMILY
from shikitable.ui.words.game_names import game_name

LANGS = ("ja", "en", "zh")
DIAGRAM_MARK = re.compile(r"<!--\s*diagram:\s*([\w-]+)\s*-->")
A4_POINTS = QSizeF(595.0, 842.0)
MARGIN = 36.0
SHORT_TAIL = 0.3  # a chapter's last page holding less than this share of a page is followed by the next
CHAPTER_SPACE = 48.0  # px above a chapter that follows another on its page
A4_TEXT_PX = 722.0  # A4 text width at 96 dpi, the default when neither page nor width is given


@cache
def shipped_font_family(lang: str = "ja") -> str:
    """Load the fonts under assets/fonts (so CJK text renders without system CJK fonts) and
    return the family to use for a text in `lang`: the Simplified Chinese face for zh (骨, 直,
    刃 in their Chinese forms), the Japanese one for the others; falls back to the default
    family if none could be loaded."""
    families: list[str] = []
    for path in sorted(asset_path("fonts").glob("*.[ot]tf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families)
    ordered = sorted(families, key=lambda family: (family == CHINESE_FAMILY) != (lang == "zh"))
    for family in ordered:  # what one shipped face lacks (换 in the JP subset) the other draws
        if not QFont.substitutes(family):
            QFont.insertSubstitutions(family, [other for other in ordered if other != family])
    return ordered[0] if ordered else QFont().family()


def rule_text(game_id: str, lang: str) -> str:
    if game_id == GLOSSARY:  # written from the games' declarations, not a file
        return glossary_markdown(lang)
    path = asset_path("rules", f"{game_id}.{lang}.md")
    if not path.exists():
        raise FileNotFoundError(f"no {lang} rule text for {game_id} ({path.name})")
    return path.read_text(encoding="utf-8")


def chapters_for(game_id: str) -> list[str]:
    """A game's chapters: its family's shared chapters (the 紙机戦 deck) come first."""
    if game_id == "all":
        shared = [c for e in CATALOGUE for c in e.family_chapters]
        return [*dict.fromkeys(shared), *(e.id for e in CATALOGUE), GLOSSARY]
    if game_id in SHARED_CHAPTERS or game_id == GLOSSARY:
        return [game_id]
    if game_id not in BY_ID:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(known_chapters())}")
    return [*BY_ID[game_id].family_chapters, game_id]


def known_chapters() -> list[str]:
    """What a rule book may be asked for: all, a shared chapter, a game."""
    return ["all", *SHARED_CHAPTERS, *BY_ID, GLOSSARY]


@cache
def _diagram(name: str, lang: str, family: str) -> QImage | None:
    return render_diagram(name, lang, family)


def _with_diagrams(text: str, document: QTextDocument, lang: str, family: str, max_width: float) -> str:
    def replace(match: re.Match[str]) -> str:
        name = match.group(1)
        url = f"diagram:{name}"
        if document.resource(QTextDocument.ResourceType.ImageResource, QUrl(url)) is None:
            image = _diagram(name, lang, family)
            if image is None:
                return ""
            # cards about 2 cm tall, but never wider than the page's (or the window's) text
            width = max(120, min(image.width() // 2, int(max_width)))
            scaled = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), scaled)
        return f"\n\n![{name}]({url})\n\n"

    return DIAGRAM_MARK.sub(replace, text)


def chapter_title(chapter: str, lang: str) -> str:
    if chapter == GLOSSARY:
        return in_lang(lang, *TITLES)
    if chapter in SHARED_CHAPTERS:
        return in_lang(lang, *SHARED_CHAPTERS[chapter])
    return game_name(BY_ID[chapter], lang)


def build_document(
    game_id: str, lang: str, page_size: QSizeF | None = None, width: float | None = None, alone: bool = False
) -> QTextDocument:
    """The rule text of `game_id` ("all" for the book, with a contents page) in `lang`;
    `width`: the text width on screen (diagrams scale to it; a page's width otherwise);
    `alone`: just the game's own chapter (the viewer shows the deck chapter on its own)."""
    if lang not in LANGS:
        raise ValueError(f"language must be one of {', '.join(LANGS)}")
    chapters = [game_id] if alone and game_id != "all" else chapters_for(game_id)
    if alone and game_id not in BY_ID and game_id not in SHARED_CHAPTERS and game_id != GLOSSARY:
        raise KeyError(f"unknown game {game_id!r}; known: {', '.join(known_chapters())}")
    family = shipped_font_family(lang)
    with_contents = game_id == "all"
    if width is None:
        width = (page_size.width() if page_size is not None else A4_TEXT_PX + 2 * MARGIN) - 2 * MARGIN - 4
    document, starts = _compose(chapters, lang, family, page_size, {} if with_contents else None, width)
    if page_size is not None:
        paginate(document, page_size.height(), starts)
    if with_contents and page_size is not None:
        # second pass: now that the layout is known, write the page numbers into the contents
        layout = document.documentLayout()
        pages = {
            chapter: int(layout.blockBoundingRect(document.findBlock(position)).top() // page_size.height()) + 1
            for chapter, position in starts.items()
        }
        document, starts = _compose(chapters, lang, family, page_size, pages, width)
        paginate(document, page_size.height(), starts)
    return document


def paginate(document: QTextDocument, page_height: float, starts: Mapping[str, int]) -> None:
    """Pages for print: a chapter follows a short tail of the one before on its page, and no
    heading ends a page. Headings first (a heading moved on lengthens its chapter's tail), then
    the short tails, then headings again for the chapters that moved up."""
    keep_headings_with_what_follows(document, page_height)
    if follow_short_chapter_ends(document, page_height, starts.values()):
        chapters = {document.findBlock(position).blockNumber() for position in starts.values()}
        block = document.begin()
        while block.isValid():  # the pages moved: headings moved on before are measured again
            form = block.blockFormat()
            if form.headingLevel() > 0 and block.blockNumber() not in chapters and (
                form.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
            ):
                form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
                QTextCursor(block).setBlockFormat(form)
            block = block.next()
        keep_headings_with_what_follows(document, page_height)
    no_blank_page_before_chapters(document, page_height, starts.values())


def no_blank_page_before_chapters(document: QTextDocument, page_height: float, starts: Iterable[int]) -> None:
    """A chapter before which the moves above left a blank page (the chapter before it ran to
    its page's very foot, and the break then began one page more) starts on the next page of
    itself."""
    document.pageCount()
    for position in sorted(starts):
        block = document.findBlock(position)
        before = block.previous()
        if not before.isValid():
            continue
        if page_of(document, block, page_height) > page_of(document, before, page_height, bottom=True) + 1:
            form = block.blockFormat()
            form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
            QTextCursor(block).setBlockFormat(form)
            document.pageCount()


def follow_short_chapter_ends(document: QTextDocument, page_height: float, starts: Iterable[int]) -> bool:
    """A chapter whose last page would hold only a few lines (less than SHORT_TAIL of a page)
    is followed on that page by the next chapter, set apart by a wide space, instead of the
    next chapter's usual new page: no near-empty pages in the printed book. Whether any moved."""
    document.pageCount()
    moved = False
    for position in sorted(starts):
        block = document.findBlock(position)
        form = block.blockFormat()
        if not form.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
            continue
        before = block.previous()
        if not before.isValid():
            continue
        bottom = document.documentLayout().blockBoundingRect(before).bottom()
        page = page_of(document, before, page_height, bottom=True)
        if page == page_of(document, document.begin(), page_height):  # the title and contents keep their page
            continue
        if (bottom - page * page_height) / page_height < SHORT_TAIL:
            form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_Auto)
            form.setTopMargin(CHAPTER_SPACE)
            QTextCursor(block).setBlockFormat(form)
            document.pageCount()  # lay the rest out again before the next chapter is measured
            moved = True
    return moved


def page_of(document: QTextDocument, block: QTextBlock, page_height: float, bottom: bool = False) -> int:
    """The page (from 0) on which a block starts, or ends with `bottom`."""
    rect = document.documentLayout().blockBoundingRect(block)
    if bottom:
        return int((rect.bottom() - 1) // page_height)
    lines = block.layout()
    if lines is not None and lines.lineCount() > 0:  # a block's first line may be pushed onto the next page
        first = lines.lineAt(0)
        return int((rect.top() + first.y() + first.height() - 1) // page_height)
    return int(rect.top() // page_height)


def keep_headings_with_what_follows(document: QTextDocument, page_height: float) -> None:
    """A heading never ends a page: when the paragraph or diagram after it would start (or a
    diagram end) on the next page, the heading moves there too. One pass from the top: a move
    changes only what comes after it."""
    document.pageCount()  # the whole document laid out before any block is measured
    block = document.begin()
    while block.isValid():
        following = block.next()
        if block.blockFormat().headingLevel() > 0 and following.isValid():
            here = page_of(document, block, page_height)
            picture = any(f.format.isImageFormat() for f in following.textFormats())
            there = page_of(document, following, page_height, bottom=picture)
            breaks = block.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
            if there > here and not breaks:
                first = block  # a heading right under another ("Play", then "Your turn") takes it along
                while first.previous().isValid() and first.previous().blockFormat().headingLevel() > 0:
                    first = first.previous()
                form = first.blockFormat()
                form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                QTextCursor(first).setBlockFormat(form)
                document.pageCount()  # lay the rest out again now: the layout is lazy
        block = following


def _compose(
    chapters: list[str],
    lang: str,
    family: str,
    page_size: QSizeF | None,
    contents: dict[str, int] | None,
    width: float,
) -> tuple[QTextDocument, dict[str, int]]:
    """The document, and the text position where each chapter starts."""
    document = QTextDocument()
    font = QFont(family)
    font.setPointSizeF(10.5)
    document.setDefaultFont(font)
    if page_size is not None:
        document.setPageSize(page_size)
    document.setDocumentMargin(MARGIN)
    cursor = QTextCursor(document)
    if contents is not None:
        title = in_lang(lang, "shikitable 遊び方の本", "The shikitable rule book", "shikitable 规则书")
        heading = in_lang(lang, "目次", "Contents", "目录")
        cursor.insertMarkdown(f"# {title}\n\n## {heading}\n")
        _contents_table(cursor, [(chapter_title(c, lang), contents.get(c)) for c in chapters])
    starts: dict[str, int] = {}
    for index, chapter in enumerate(chapters):
        if index > 0 or contents is not None:
            block = QTextBlockFormat()
            block.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            cursor.insertBlock(block)
        starts[chapter] = cursor.position()
        cursor.insertMarkdown(_with_diagrams(rule_text(chapter, lang), document, lang, family, width))
    return document, starts


def _contents_table(cursor: QTextCursor, rows: list[tuple[str, int | None]]) -> None:
    """Chapter titles on the left, page numbers right-aligned in a column of their own."""
    table_format = QTextTableFormat()
    table_format.setWidth(QTextLength(QTextLength.Type.PercentageLength, 100))
    table_format.setBorder(0)
    table_format.setCellPadding(3)
    table_format.setColumnWidthConstraints(
        [QTextLength(QTextLength.Type.PercentageLength, 85), QTextLength(QTextLength.Type.PercentageLength, 15)]
    )
    table = cursor.insertTable(len(rows), 2, table_format)
    right = QTextBlockFormat()
    right.setAlignment(Qt.AlignmentFlag.AlignRight)
    for row, (title, page) in enumerate(rows):
        table.cellAt(row, 0).firstCursorPosition().insertText(title)
        number = table.cellAt(row, 1).firstCursorPosition()
        number.setBlockFormat(right)
        number.insertText(str(page) if page else "")
    cursor.movePosition(QTextCursor.MoveOperation.End)
