#!/usr/bin/env bash
# Build the one-folder desktop bundle: dist/shikitable/shikitable (run through ./dev bundle).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=.venv/bin/python
if [ -f translations/build_translations.py ]; then
  "$PY" translations/build_translations.py
fi
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/shikitable.spec
echo "bundle: dist/shikitable ($(du -sh dist/shikitable | cut -f1))"
