"""The score sheet's command line (a contract other tools rely on):

    python -m sheet totals FILE

reads an exported match (``sheet.file``; FILE ``-`` reads standard input) and prints one line
per seat, ``NAME TOTAL``, in seat order, then ``table points: a b c d``. Bad input: exit status 2
and one line ``error: ...`` on standard error naming what is wrong, no traceback.
"""

from __future__ import annotations

import sys
from typing import TextIO

from .errors import SheetError
from .file import read_text
from .match import Sheet
from .placing import points_text

USAGE = "usage: python -m sheet totals FILE"


def totals_lines(sheet: Sheet) -> list[str]:
    """The lines ``totals`` prints for ``sheet``."""
    lines = [f"{name} {total}" for name, total in zip(sheet.players, sheet.totals(), strict=True)]
    lines.append("table points: " + " ".join(points_text(p) for p in sheet.table_points()))
    return lines


def main(argv: list[str] | None = None, stdin: TextIO | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if args in (["-h"], ["--help"]):
        sys.stdout.write(USAGE + "\n")
        return 0
    if len(args) != 2 or args[0] != "totals":
        return _fail(f"{USAGE} (not {' '.join(args) or 'nothing'})")
    try:
        text = _read(args[1], stdin or sys.stdin)
        sheet = read_text(text)
    except OSError as error:
        return _fail(f"cannot read {args[1]}: {error.strerror or error}")
    except UnicodeDecodeError:
        return _fail(f"{args[1]} is not a text file (UTF-8)")
    except SheetError as error:
        return _fail(f"{args[1]}: {error}")
    sys.stdout.write("".join(line + "\n" for line in totals_lines(sheet)))
    return 0


def _read(path: str, stdin: TextIO) -> str:
    if path == "-":
        return stdin.read()
    with open(path, encoding="utf-8") as file:
        return file.read()


def _fail(message: str) -> int:
    sys.stderr.write("error: " + " ".join(message.split()) + "\n")
    return 2
