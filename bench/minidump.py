"""What a Chromium crash's minidump says without symbols: the signal, the faulting address, and
the crashing thread's stack pointer against the stack memory the dump holds for it (a fault just
past the end of that memory is a read beyond a stack's end). The soak (bench/soak.py)
describes each minidump its visits left. Format: Microsoft's MINIDUMP_* structures, as
Crashpad writes them on Linux (the exception code is the signal number).

    python3 -m bench.minidump DUMP...
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path
from typing import NamedTuple

# Where Debian's Chromium keeps the minidumps of crashed processes (Crashpad's database).
CRASH_REPORTS = Path.home() / ".config" / "chromium" / "Crash Reports"
MEMORY_LIST, EXCEPTION = 5, 6
SIGNALS = {4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 11: "SIGSEGV"}
SEGV_CODES = {1: "SEGV_MAPERR: no mapping there", 2: "SEGV_ACCERR: no access allowed there"}
RSP, RIP = 0x98, 0xF8  # offsets in an x86-64 CONTEXT record


class Crash(NamedTuple):
    """The crashing thread's signal and where it stood."""

    thread: int
    signal: int
    code: int
    address: int
    stack_pointer: int
    instruction: int
    stack: tuple[int, int] | None  # the dumped memory that holds the stack pointer: [start, end)

    def __str__(self) -> str:
        name = SIGNALS.get(self.signal, f"signal {self.signal}")
        code = SEGV_CODES.get(self.code, f"code {self.code}") if self.signal == 11 else ""
        line = (f"{name} ({code}) at {self.address:#x} on thread {self.thread}, "
                f"stack pointer {self.stack_pointer:#x}, instruction {self.instruction:#x}")
        if self.stack:
            start, end = self.stack
            line += f"; its stack memory {start:#x}-{end:#x}"
            if self.address == end:
                line += ": the fault is just past that stack's end"
        return line


def read(path: Path) -> Crash:
    """The crash recorded in the minidump at `path`; ValueError if it is not one."""
    data = path.read_bytes()
    if data[:4] != b"MDMP":
        raise ValueError(f"{path}: not a minidump")
    count, directory = struct.unpack_from("<II", data, 8)
    streams = {}
    for i in range(count):
        kind, _size, offset = struct.unpack_from("<III", data, directory + 12 * i)
        streams[kind] = offset
    if EXCEPTION not in streams:
        raise ValueError(f"{path}: no exception recorded")
    at = streams[EXCEPTION]
    thread, = struct.unpack_from("<I", data, at)
    signal, code, _record, address = struct.unpack_from("<IIQQ", data, at + 8)
    _context_size, context = struct.unpack_from("<II", data, at + 8 + 152)
    stack_pointer, = struct.unpack_from("<Q", data, context + RSP)
    instruction, = struct.unpack_from("<Q", data, context + RIP)
    stack = None
    if MEMORY_LIST in streams:
        at = streams[MEMORY_LIST]
        ranges, = struct.unpack_from("<I", data, at)
        for i in range(ranges):
            start, size, _rva = struct.unpack_from("<QII", data, at + 4 + 16 * i)
            if start <= stack_pointer < start + size:
                stack = (start, start + size)
    return Crash(thread, signal, code, address, stack_pointer, instruction, stack)


def written_since(moment: float, folder: Path = CRASH_REPORTS) -> list[Path]:
    """The minidumps written in `folder` at or after `moment` (a time.time()), oldest first."""
    if not folder.is_dir():
        return []
    dumps = [p for p in folder.rglob("*.dmp") if p.stat().st_mtime >= moment]
    return sorted(dumps, key=lambda p: p.stat().st_mtime)


def main(paths: list[str]) -> int:
    for name in paths:
        try:
            print(f"{name}: {read(Path(name))}")
        except (OSError, ValueError, struct.error) as error:
            print(f"{name}: {error}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
