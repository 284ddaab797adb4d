"""Entry point of the PyInstaller bundle: the same as the `shikitable` command."""

import sys

from shikitable.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
