"""The command lines' parser (`python -m engine`, `python -m table`, ...): an argparse parser
whose errors raise `UsageError`, so that a command line reports one ``error: ...`` line on
stderr and exits with status 2 instead of printing its usage. Shared by the packages' CLIs;
no page runs it.
"""

from __future__ import annotations

import argparse


class UsageError(Exception):
    """A command line that does not parse (shown as one line, exit status 2)."""


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors raise UsageError instead of printing the usage and
    exiting."""

    def error(self, message: str) -> None:
        """Raise UsageError with argparse's message (never exits)."""
        raise UsageError(message)
