"""UI tests run offscreen; their settings and matches live in each test's own temporary folders
(tests/conftest.py), and what one test leaves behind is stopped and freed before the next starts."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import weakref  # noqa: E402

import pytest  # noqa: E402

_frozen = False


@pytest.fixture(autouse=True)
def collect_garbage_on_the_ui_thread(qapp):
    """As the table does (shikitable/ui/windows/collector.py): no collection on bot or hint threads,
    and what one test leaves behind is freed here, on the UI thread, before the next starts."""
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    from shikitable.ui.windows.collector import collect_on_ui_thread

    collect_on_ui_thread()
    global _frozen
    if not _frozen:
        # what exists before the first test (modules, classes, the application) lives for the
        # whole run: kept out of the collections below, each of which then costs a few ms
        # instead of tens (they were half the CPU of the UI tests)
        gc.collect()
        gc.freeze()
        _frozen = True
    yield
    # the windows pytest-qt closed are only marked for deletion (deleteLater), and with no event
    # loop running nothing deletes them: left alive, every later language change reached them
    # all (thousands of windows after the layout tests) and they read their closed stores
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


@pytest.fixture(autouse=True)
def close_matches_left_playing(collect_garbage_on_the_ui_thread, monkeypatch):
    """A test that stops early (a failed wait) would leave its match playing on in the
    background: its bots would go on taking the shared thread pool and the CPU from the tests
    after it, which then fail their own waits. Every adapter a test opened is closed at its end."""
    from shikitable.ui.table.adapter import MatchAdapter

    opened: weakref.WeakSet[MatchAdapter] = weakref.WeakSet()
    open_adapter = MatchAdapter.__init__

    def open_and_remember(self, *args, **kwargs):
        open_adapter(self, *args, **kwargs)
        opened.add(self)

    monkeypatch.setattr(MatchAdapter, "__init__", open_and_remember)
    yield
    for adapter in list(opened):
        try:
            if not adapter.closed:
                adapter.close()
        except RuntimeError:  # its Qt object went with its window
            pass
