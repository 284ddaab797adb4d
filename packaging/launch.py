"""Entry point of the PyInstaller bundle: the same as the `shikitable` command."""

import multiprocessing
import sys

from shikitable.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the search bots and the arena start child processes
    sys.exit(main())
