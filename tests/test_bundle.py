"""The desktop bundle builds and runs the demo offscreen. Slow (a PyInstaller build takes a few
minutes), so it runs only on request: `./dev bundle && .venv/bin/pytest -m slow`."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BUNDLE = ROOT / "dist" / "shikitable" / "shikitable"


@pytest.mark.slow
def test_bundle_builds_and_takes_a_demo_screenshot(tmp_path: Path) -> None:
    if not BUNDLE.exists():
        subprocess.run(["bash", str(ROOT / "packaging" / "build.sh")], check=True, cwd=ROOT, timeout=1800)
    shot = tmp_path / "bundle.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHIKITABLE_CONFIG_DIR": str(tmp_path / "cfg")}
    run = subprocess.run(
        [str(BUNDLE), "--demo", "taxot", "--screenshot", str(shot)],
        capture_output=True, text=True, timeout=300, env=env,
    )
    assert run.returncode == 0, run.stderr
    assert shot.exists() and shot.stat().st_size > 20_000
