"""UI tests run offscreen; their settings and matches live in each test's own temporary folders
(tests/conftest.py), and what one test leaves behind is freed before the next starts."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def collect_garbage_on_the_ui_thread(qapp):
    """As the table does (shikitable/ui/collector.py): no collection on bot or hint threads,
    and what one test leaves behind is freed here, on the UI thread, before the next starts."""
    import gc

    from shikitable.ui.collector import collect_on_ui_thread

    collect_on_ui_thread()
    yield
    gc.collect()
