"""What the desktop bundle holds: the lists packaging/shikitable.spec selects files by, and an estimate
of the bundle's size computed from the same lists and the installed files, without PyInstaller.

The spec imports this module, so the estimate (tests/test_bundle_size.py, in the normal suite) and the
build read one set of lists; the slow suite (tests/test_bundle.py) builds the bundle and checks that
the estimate stays within ESTIMATE_TOLERANCE of the real size, so the two cannot drift apart."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# Left out of the analysis: modules the table never imports at run time.
EXCLUDES = [
    "tkinter",
    "PySide6.QtWebEngineCore", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.Qt3DCore", "PySide6.QtNetwork",
    "PySide6.QtOpenGL", "PySide6.QtOpenGLWidgets", "PySide6.QtDBus", "PySide6.QtSql", "PySide6.QtTest",
    "PySide6.QtXml", "PySide6.QtConcurrent", "PySide6.QtHelp", "PySide6.QtUiTools", "PySide6.QtDesigner",
    # ISO-2022 text encodings: the table reads and writes UTF-8, and no locale uses them. The other CJK
    # codecs stay (LOCALE_CODECS): Python decodes file names and the terminal in the locale's encoding
    # and does not start when it lacks that codec (LC_ALL=ja_JP.eucJP: "unknown encoding: EUC-JP").
    "_codecs_iso2022",
    # websockets' interactive command line (`python -m websockets`), which alone brings readline and
    # its terminal libraries (600 KB)
    "websockets.cli",
    # XML: only multiprocessing's XML-RPC serializer imports it, which the table does not use; with it
    # goes the expat parser (300 KB)
    "xml", "xmlrpc",
    # decimal's pure-Python fallback: the C _decimal is bundled
    "_pydecimal",
    # the test extra's tools, installed beside the table, never belong in it
    "pytest", "_pytest", "hypothesis", "mypy", "fontTools",
]

# The codecs of the legacy CJK locales (EUC-JP, Shift_JIS, GBK, GB18030, Big5, Big5-HKSCS, EUC-KR)
LOCALE_CODECS = ("_codecs_jp", "_codecs_cn", "_codecs_tw", "_codecs_hk", "_codecs_kr", "_multibytecodec")

# Packages whose compiled (Cython) modules are left out for their own .py sources, which they ship and
# fall back to: zeroconf's 3 MB of extensions only speed up mDNS traffic, a handful of packets when
# a LAN table is announced or looked for.
PURE_PYTHON = ("zeroconf",)

# Libraries every Linux desktop that runs X11 programs already has (the AppImage exclude list's
# reasoning): the X and xcb client libraries, fontconfig and FreeType, GLib, D-Bus, and CUPS with the
# network and crypto libraries only it brings, and the C++ runtime. The bundle uses the desktop's own;
# a machine without CUPS prints to PDF only (Qt then finds no printers). The C++ runtime: the PySide6
# wheels are built for manylinux_2_28 (glibc 2.28 and its era's libstdc++), so any system that can run
# them has a libstdc++ they work with.
DESKTOP_LIBRARIES = (
    "libX11", "libXau", "libXdmcp", "libXext", "libXrender", "libxcb", "libxkbcommon", "libfontconfig",
    "libfreetype", "libexpat", "libz.", "libglib-2.0", "libgobject-2.0", "libgio-2.0", "libgmodule-2.0",
    "libgthread-2.0", "libdbus-1", "libsystemd", "libcups", "libgnutls", "libkrb5", "libgssapi_krb5",
    "libk5crypto", "libcom_err", "libkeyutils", "libavahi", "libp11-kit", "libtasn1", "libnettle", "libhogweed",
    "libgmp", "libidn2", "libunistring", "libatk-1.0", "libcairo", "libpango", "libgdk_pixbuf", "libharfbuzz",
    "libfribidi", "libthai", "libdatrie", "libgraphite2", "libpixman", "libpng16", "libjpeg", "libbrotli",
    "libbz2", "liblz4", "libzstd", "liblzma", "libpcre2", "libselinux", "libmount", "libblkid", "libffi",
    "libgcrypt", "libgpg-error", "libcap.", "libmd.", "libbsd", "libcrypto", "libssl", "libstdc++", "libgcc_s",
)

MAX_UNPACKED = 80_000_000  # bytes: the folder a player unpacks
MAX_PACKED = 40_000_000  # bytes: the AppImage a player downloads

# ICU libraries packaging/build.sh replaces by the stubs in packaging/icu/ (a few KB each)
STUBBED_ICU = ("libicudata.so.", "libicui18n.so.")

# The estimate. Everything but the Python runtime is summed from the installed files the lists above
# select; the Python runtime (the interpreter, its standard library, extension modules and
# base_library.zip, sqlite, the packages the table imports, and the executable with the compressed
# modules, the table's own among them) is the figure the last build measured.
# Build of 2026-11-28 (Python 3.11.7, PyInstaller 6.22.3, PySide6-Essentials 6.11.3): 17.88 MB.
PYTHON_RUNTIME_BYTES = 17_880_000
STUB_BYTES = 15_000  # an ICU stub as build.sh compiles it
# The slow suite's bound on |estimate - built size| / built size; the normal suite keeps the estimate
# this far under MAX_UNPACKED, so that a passing estimate means a bundle within its limit.
ESTIMATE_TOLERANCE = 0.01
ESTIMATE_BUDGET = int(MAX_UNPACKED * (1 - ESTIMATE_TOLERANCE))


def qt_loaded(root: Path = ROOT) -> set[str]:
    """The Qt files the table loads, as traced by tools/trace_qt.py (paths under PySide6/)."""
    listed = (root / "packaging" / "qt_loaded.txt").read_text(encoding="utf-8").splitlines()
    return {line.strip() for line in listed if line.strip() and not line.startswith("#")}


def keeps(dest: str, loaded: set[str]) -> bool:
    """Leave out every Qt library, plugin and translation under PySide6/ that the trace did not see
    loaded; everything else (Python, the game, its assets) stays."""
    parts = Path(dest).parts
    if not parts or parts[0] != "PySide6":
        return True
    inner = "/".join(parts[1:])
    is_library = ".so" in Path(dest).name or dest.endswith((".dll", ".dylib"))
    if inner.startswith("Qt/") or is_library:
        return inner in loaded
    return True


def from_the_desktop(dest: str) -> bool:
    return "/" not in dest and dest.startswith(DESKTOP_LIBRARIES)


def compiled_pure_python(dest: str) -> str | None:
    """The module name of an extension module of a PURE_PYTHON package (to be taken from its .py)."""
    path = Path(dest)
    if path.parts[0] not in PURE_PYTHON or not path.name.endswith((".so", ".pyd")):
        return None
    stem = path.name.split(".")[0]
    parts = list(path.parts[:-1]) if stem == "__init__" else [*path.parts[:-1], stem]
    return ".".join(parts)


def stripped_size(path: Path) -> int:
    """The size of a Linux library once the build strips it (as `strip` does: the symbol and
    debugging sections, which are never loaded, go); the PySide6 wheels leave ICU unstripped."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF" or data[4:6] != b"\x02\x01":  # not 64-bit little-endian ELF: as it is
        return len(data)
    (table,) = struct.unpack_from("<Q", data, 0x28)
    entry_size, count, names_index = struct.unpack_from("<HHH", data, 0x3A)
    # (name, type, flags, address, offset, size) of each section
    sections = [struct.unpack_from("<IIQQQQ", data, table + i * entry_size) for i in range(count)]
    names = sections[names_index][4]

    def name(section: tuple[int, ...]) -> bytes:
        start = names + section[0]
        return data[start:data.index(b"\0", start)]

    removed = 0
    for section in sections:
        kind, flags, size = section[1], section[2], section[5]
        loaded = flags & 0x2  # SHF_ALLOC
        symbols = kind == 2 or (kind == 3 and name(section) != b".shstrtab")  # SYMTAB, STRTAB
        if not loaded and (symbols or name(section).startswith(b".debug")):
            removed += size + entry_size
    return len(data) - removed


def installed_package(name: str) -> Path:
    """The folder of an installed package, found without importing it."""
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError(name)
    return Path(next(iter(spec.submodule_search_locations)))


def estimate(root: Path = ROOT) -> dict[str, int]:
    """Bytes the Linux bundle would hold (files, not links), by part, from the installed files."""
    pyside = installed_package("PySide6")
    qt = 0
    for inner in qt_loaded(root):
        file = pyside / inner
        if not file.exists():  # listed for a desktop this machine is not (PyInstaller leaves it out too)
            continue
        qt += STUB_BYTES if file.name.startswith(STUBBED_ICU) else stripped_size(file)
    shiboken = sum(stripped_size(f) for f in installed_package("shiboken6").glob("*.so*"))
    fonts = sum(f.stat().st_size for f in (root / "assets" / "fonts").iterdir() if f.is_file())
    assets = sum(f.stat().st_size for f in (root / "assets").rglob("*") if f.is_file()) - fonts
    translations = sum(f.stat().st_size for f in (root / "translations").glob("*.qm"))
    game_data = sum(f.stat().st_size for f in (root / "shikitable" / "games").rglob("*.toml"))
    return {
        "Qt (traced libraries, plugins, translations; PySide6 bindings)": qt + shiboken,
        "fonts": fonts,
        "other assets (card art, rules, lessons)": assets,
        "translations and game tables": translations + game_data,
        "Python runtime (measured by the last build)": PYTHON_RUNTIME_BYTES,
    }
