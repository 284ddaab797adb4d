"""shikitable: a desktop card table for 紙机戦, Sichuan mahjong, Magic: the Mahjong and にっぱち."""

__version__ = "0.1.0"
