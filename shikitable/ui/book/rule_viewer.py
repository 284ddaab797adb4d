"""The rule viewer: contents tree by game family, search, zoom, language switch, print preview,
print and export to PDF."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QGuiApplication,
    QKeyEvent,
    QKeySequence,
    QPageSize,
    QShortcut,
    QTextDocument,
)
from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTextBrowser,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from shikitable.catalogue import CATALOGUE
from shikitable.session.tutorial import available
from shikitable.ui.book.glossary import GLOSSARY
from shikitable.ui.book.rulebook import LANGS, build_document, chapter_title

GAME_ROLE = Qt.ItemDataRole.UserRole


class RuleViewer(QMainWindow):
    learn_requested = Signal(str)  # the game id whose tutorial the reader asked for

    def __init__(self, lang: str = "ja", game_id: str = "taxot", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang if lang in LANGS else "en"
        self.game_id = game_id
        self.setWindowTitle(self.tr("Rules"))
        self.resize(980, 760)

        self.tree = QTreeWidget()
        self.tree.setHeaderHidden(True)
        self.tree.currentItemChanged.connect(self._on_pick)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        splitter = QSplitter()
        splitter.addWidget(self.tree)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 3)
        self.setCentralWidget(splitter)

        bar = QToolBar()
        self.addToolBar(bar)
        self.search = QLineEdit()
        self.search.returnPressed.connect(self.find_next)
        bar.addWidget(self.search)
        self.status = QLabel()
        self.language = QComboBox()
        self.language.addItems(["", "", "简体中文"])  # Chinese named in its own words, in every UI
        self.language.setCurrentIndex(LANGS.index(self.lang))
        self.language.currentIndexChanged.connect(self._on_language)
        self.actions_by_name: dict[str, QAction] = {}
        for name, shortcut, slot in (
            ("find", QKeySequence.StandardKey.FindNext, self.find_next),
            ("zoom_in", QKeySequence.StandardKey.ZoomIn, self.browser.zoomIn),
            ("zoom_out", QKeySequence.StandardKey.ZoomOut, self.browser.zoomOut),
            ("preview", None, self.print_preview),
            ("print", QKeySequence.StandardKey.Print, self.print_document),
            ("pdf", None, self.export_pdf),
            ("learn", None, lambda: self.learn_requested.emit(self.game_id)),
        ):
            action = QAction(self)
            if shortcut is not None:
                action.setShortcut(shortcut)
            action.triggered.connect(slot)
            bar.addAction(action)
            self.actions_by_name[name] = action
        bar.addWidget(self.language)
        bar.addWidget(self.status)
        for key in (QKeySequence(Qt.Key.Key_Escape), QKeySequence(QKeySequence.StandardKey.Close)):
            closing = QShortcut(key, self)
            closing.activated.connect(self.close)
        self._relayout = QTimer(self)  # diagrams follow the window's width, once resizing settles
        self._relayout.setSingleShot(True)
        self._relayout.setInterval(150)
        self._relayout.timeout.connect(lambda: self.show_game(self.game_id))
        self._shown_width = 0
        self.browser.viewport().installEventFilter(self)
        self.retranslate()
        self._fill_tree()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules"))
        self.search.setPlaceholderText(self.tr("Search"))
        self.language.setItemText(0, self.tr("Japanese"))
        self.language.setItemText(1, self.tr("English"))
        texts = {
            "find": self.tr("Find next"),
            "zoom_in": self.tr("Zoom in"),
            "zoom_out": self.tr("Zoom out"),
            "preview": self.tr("Print preview"),
            "print": self.tr("Print"),
            "pdf": self.tr("Export PDF"),
            "learn": self.tr("Learn to play"),
        }
        for name, text in texts.items():
            self.actions_by_name[name].setText(text)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _fill_tree(self) -> None:
        self.tree.clear()
        families: dict[str, QTreeWidgetItem] = {}
        for entry in CATALOGUE:
            family = entry.family_name(self.lang)
            if family not in families:
                families[family] = QTreeWidgetItem([family])
                self.tree.addTopLevelItem(families[family])
                for chapter in entry.family_chapters:  # the family's shared chapters (the 紙机戦 deck) first
                    shared = QTreeWidgetItem([chapter_title(chapter, self.lang)])
                    shared.setData(0, GAME_ROLE, chapter)
                    families[family].addChild(shared)
            item = QTreeWidgetItem([chapter_title(entry.id, self.lang)])
            item.setData(0, GAME_ROLE, entry.id)
            families[family].addChild(item)
            if entry.id == self.game_id:
                self.tree.setCurrentItem(item)
        glossary = QTreeWidgetItem([chapter_title(GLOSSARY, self.lang)])  # each game's words, English and Japanese
        glossary.setData(0, GAME_ROLE, GLOSSARY)
        self.tree.addTopLevelItem(glossary)
        if self.game_id == GLOSSARY:
            self.tree.setCurrentItem(glossary)
        book = QTreeWidgetItem([self.tr("Whole book")])
        book.setData(0, GAME_ROLE, "all")
        self.tree.addTopLevelItem(book)
        self.tree.expandAll()

    def _on_pick(self, item: QTreeWidgetItem | None) -> None:
        game_id = item.data(0, GAME_ROLE) if item else None
        if game_id:
            self.show_game(game_id)

    def _on_language(self) -> None:
        self.lang = LANGS[self.language.currentIndex()]
        self._fill_tree()
        self.show_game(self.game_id)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() == Qt.Key.Key_Escape or event.matches(QKeySequence.StandardKey.Close):
            self.close()
            return
        super().keyPressEvent(event)

    def text_width(self) -> int:
        return max(200, self.browser.viewport().width() - 2 * 36 - 8)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        """The text's room changed (window, splitter): lay the diagrams out again, once settled."""
        if event.type() == QEvent.Type.Resize and abs(self.text_width() - self._shown_width) > 24:
            self._relayout.start()
        return False

    def show_game(self, game_id: str) -> None:
        """The chosen game's own chapter (the deck chapter is an entry of its own)."""
        self.game_id = game_id
        self.actions_by_name["learn"].setEnabled(game_id in available())  # each game's chapter links to its lesson
        self._shown_width = self.text_width()
        try:
            document = build_document(game_id, self.lang, width=self._shown_width, alone=True)
        except (FileNotFoundError, KeyError) as error:
            self.browser.setPlainText(str(error.args[0] if error.args else error))
            return
        document.setParent(self.browser)
        self.browser.setDocument(document)

    def find_next(self) -> None:
        text = self.search.text()
        if not text:
            return
        if not self.browser.find(text):
            self.browser.moveCursor(self.browser.textCursor().MoveOperation.Start)
            found = self.browser.find(text)
            self.status.setText("" if found else self.tr("Not found"))

    def _printable(self) -> QTextDocument:
        screen = QGuiApplication.primaryScreen()
        dpi = screen.logicalDotsPerInch() if screen else 96.0
        a4 = QPageSize(QPageSize.PageSizeId.A4).size(QPageSize.Unit.Inch)
        return build_document(self.game_id, self.lang, QSizeF(a4.width() * dpi, a4.height() * dpi))

    def print_preview(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintPreviewDialog(printer, self)
        document = self._printable()
        dialog.paintRequested.connect(document.print_)
        dialog.exec()

    def print_document(self) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        if QPrintDialog(printer, self).exec():
            self._printable().print_(printer)

    def export_pdf(self) -> None:
        from shikitable.ui.book.rules_export import write_pdf

        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export PDF"), f"{self.game_id}.{self.lang}.pdf", "PDF (*.pdf)"
        )
        if not path:
            return
        try:
            pages = write_pdf(self.game_id, self.lang, path)
        except (OSError, FileNotFoundError) as error:
            QMessageBox.warning(self, self.tr("Export PDF"), str(error))
            return
        self.status.setText(self.tr("Saved {0} pages").replace("{0}", str(pages)))
