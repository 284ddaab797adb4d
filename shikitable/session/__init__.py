"""Match hosting, saves and replays: pure Python, shared by the CLI, the table and tests."""

from shikitable.session.host import MatchHost, Seat
from shikitable.session.saves import BadSave, SaveData, read_save, write_save

__all__ = ["BadSave", "MatchHost", "SaveData", "Seat", "read_save", "write_save"]
