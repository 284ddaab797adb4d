#!/usr/bin/env bash
# Build the one-folder desktop bundle dist/shikitable/ and, on Linux, dist/shikitable.AppImage
# (run through ./dev bundle). Linux needs a C compiler and squashfs-tools (Debian: apt-get install
# gcc squashfs-tools); nothing is downloaded. PY picks the Python (default: .venv/bin/python).
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PY:-.venv/bin/python}"
if [ -f translations/build_translations.py ] && [ -z "${SKIP_TRANSLATIONS:-}" ]; then
  "$PY" translations/build_translations.py
fi
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/shikitable.spec

if [ "$(uname -s)" = Linux ]; then
  if { ! command -v mksquashfs >/dev/null || ! command -v cc >/dev/null; } && [ "$(id -u)" = 0 ] \
      && command -v apt-get >/dev/null; then
    apt-get install -y -qq squashfs-tools gcc >/dev/null  # as root (CI): the packages the AppImage needs
  fi
  internal=dist/shikitable/_internal
  # ICU's 31 MB of locale data, which the table never reads, replaced by an empty data library
  # (see packaging/icu/icudata_stub.c); without a C compiler the real one stays.
  icu="$(find "$internal/PySide6/Qt/lib" -name 'libicudata.so.*' | head -n 1)"
  if [ -n "$icu" ] && command -v cc >/dev/null; then
    major="${icu##*.so.}"
    cc -shared -fPIC -O2 -o build/libicudata.so -Wl,-soname,"libicudata.so.$major" \
      -D"icudt73_dat=icudt${major}_dat" packaging/icu/icudata_stub.c
    cp build/libicudata.so "$icu"
    # Without that data ICU's i18n library (3.5 MB: collation, calendars) can only report errors;
    # packaging/icu/icui18n_stub.c reports the same. Used only if it defines every i18n function the
    # bundle's libraries call (a newer Qt may call more); otherwise the real one stays.
    i18n="${icu/libicudata/libicui18n}"
    cc -shared -fPIC -O2 -o build/libicui18n.so -Wl,-soname,"libicui18n.so.$major" -DICU_MAJOR="$major" \
      packaging/icu/icui18n_stub.c
    called="$(find "$internal" -type f -name '*.so*' ! -name 'libicui18n.*' -exec nm -D --undefined-only {} + \
      2>/dev/null | awk '{print $2}' | sort -u || true)"
    defined() { nm -D --defined-only "$1" | awk '{print $3}' | sort -u; }
    missing="$(comm -12 <(echo "$called") <(defined "$i18n") | comm -23 - <(defined build/libicui18n.so))"
    if [ -f "$i18n" ] && [ -n "$called" ] && [ -z "$missing" ]; then
      cp build/libicui18n.so "$i18n"
    else
      echo "bundle: the ICU i18n stub lacks ${missing:-symbols (no nm?)}; the real library (3.5 MB) stays" >&2
    fi
  else
    echo "bundle: no C compiler; the full ICU data (31 MB) stays in the bundle" >&2
  fi
  find dist/shikitable -xtype l -delete  # links PyInstaller made to the Qt libraries left out

  # the AppImage: an AppDir of the bundle, packed with mksquashfs behind our runtime
  if command -v mksquashfs >/dev/null && command -v cc >/dev/null; then
    appdir=build/AppDir
    rm -rf "$appdir" dist/shikitable.AppImage
    mkdir -p "$appdir/usr/share/icons/hicolor/256x256/apps"
    cp -a dist/shikitable "$appdir/shikitable"
    cp packaging/appimage/AppRun "$appdir/AppRun"
    cp packaging/shikitable.desktop "$appdir/shikitable.desktop"
    cp packaging/icon.png "$appdir/shikitable.png"
    cp packaging/icon.png "$appdir/usr/share/icons/hicolor/256x256/apps/shikitable.png"
    ln -s shikitable.png "$appdir/.DirIcon"
    cc -O2 -s -o build/appimage-runtime packaging/appimage/runtime.c
    # "AI" 2 at byte 8 of the ELF header marks an AppImage of type 2
    printf 'AI\002' | dd of=build/appimage-runtime bs=1 seek=8 conv=notrunc status=none
    mksquashfs "$appdir" build/shikitable.squashfs -root-owned -noappend -comp zstd -quiet
    cat build/appimage-runtime build/shikitable.squashfs > dist/shikitable.AppImage
    chmod +x dist/shikitable.AppImage
    echo "appimage: dist/shikitable.AppImage ($(du -h dist/shikitable.AppImage | cut -f1))"
  else
    echo "bundle: no AppImage (needs mksquashfs from squashfs-tools and a C compiler)" >&2
  fi
fi
echo "bundle: dist/shikitable ($(du -sh dist/shikitable | cut -f1))"
