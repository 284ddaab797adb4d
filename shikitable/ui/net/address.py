"""Where a network table is: "host:port" as typed, or a short invite code that a host reads
out to friends. The code is the host's IPv4 address and port (six bytes) in Crockford's
base32 (no I, L, O or U, so nothing is misread), ten letters shown as two groups of five:
"3NQ8W-0C1GJ". Typing is forgiving: case, spaces, dashes, and O/I/L for 0/1/1 are accepted."""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

DEFAULT_PORT = 8765
_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ_AS = {"O": "0", "I": "1", "L": "1"}
CODE_LETTERS = 10


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks a message for translation; the dialog translates it when it shows it."""
    return text


class BadAddress(ValueError):
    """Text that is neither host:port nor an invite code; the message says what is wrong."""


@dataclass(frozen=True)
class Address:
    host: str
    port: int

    def __str__(self) -> str:
        return f"[{self.host}]:{self.port}" if ":" in self.host else f"{self.host}:{self.port}"


def invite_code(host: str, port: int) -> str | None:
    """The code for an IPv4 host and port (None for a name or an IPv6 address: give those as text)."""
    try:
        packed = ipaddress.IPv4Address(host).packed
    except ValueError:
        return None
    number = int.from_bytes(packed + port.to_bytes(2, "big"), "big")
    letters = "".join(_ALPHABET[(number >> (5 * i)) & 31] for i in reversed(range(CODE_LETTERS)))
    return letters[:5] + "-" + letters[5:]


def _from_code(text: str) -> Address | None:
    letters = "".join(_READ_AS.get(ch, ch) for ch in text.upper() if ch not in " -")
    if len(letters) != CODE_LETTERS or any(ch not in _ALPHABET for ch in letters):
        return None
    number = 0
    for ch in letters:
        number = number * 32 + _ALPHABET.index(ch)
    raw = number.to_bytes(7, "big")  # 50 bits: the top ones must be zero
    if raw[0] != 0:
        return None
    port = int.from_bytes(raw[5:], "big")
    if port == 0:
        return None
    return Address(str(ipaddress.IPv4Address(raw[1:5])), port)


def parse_address(text: str) -> Address:
    """host, host:port, [v6]:port, or an invite code; raises BadAddress with a reason."""
    text = text.strip()
    if not text:
        raise BadAddress(QT_TRANSLATE_NOOP("NetAddress", "Give the host's address (host:port) or its invite code."))
    coded = _from_code(text)
    if coded is not None and ("-" in text or not any(ch in text for ch in ".:")):
        return coded
    host, port_text = text, ""
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise BadAddress(QT_TRANSLATE_NOOP("NetAddress", "An IPv6 address is written [address]:port."))
        host, rest = text[1:end], text[end + 1 :]
        if rest and not rest.startswith(":"):
            raise BadAddress(QT_TRANSLATE_NOOP("NetAddress", "An IPv6 address is written [address]:port."))
        port_text = rest[1:]
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    bracketed = text.startswith("[")
    if not host or not (bracketed or all(ch.isalnum() or ch in ".-_" for ch in host)):
        raise BadAddress(QT_TRANSLATE_NOOP("NetAddress", "That is not a host name, an address or an invite code."))
    if not port_text:
        return Address(host, DEFAULT_PORT)
    if not port_text.isdigit() or not 1 <= int(port_text) <= 65535:
        raise BadAddress(QT_TRANSLATE_NOOP("NetAddress", "The port is a number from 1 to 65535."))
    return Address(host, int(port_text))


def fill(template: str, *values: object) -> str:
    """A translated template with its {0}, {1}… filled in."""
    for index, value in enumerate(values):
        template = template.replace("{" + str(index) + "}", str(value))
    return template
