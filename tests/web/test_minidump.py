"""tools/minidump.py reads a crash's signal, fault address and stack from a minidump laid out as
Crashpad writes one on Linux (made here byte by byte from Microsoft's MINIDUMP_* structures)."""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import minidump  # noqa: E402 - tools/ is not a package

STACK_START, STACK_SIZE = 0x3F57A8016600, 18944
STACK_POINTER = 0x3F57A8016680


def a_minidump(signal: int = 11, code: int = 2, address: int = STACK_START + STACK_SIZE,
               with_exception: bool = True) -> bytes:
    """Header, stream directory, exception stream, x86-64 context and a memory list."""
    context = bytearray(1232)
    struct.pack_into("<Q", context, 0x98, STACK_POINTER)
    struct.pack_into("<Q", context, 0xF8, 0x55F73ECFA74D)
    header_size, directory_size = 32, 12 * 2
    exception_at = header_size + directory_size
    exception_size = 8 + 152 + 8
    context_at = exception_at + exception_size
    memory_at = context_at + len(context)
    exception = struct.pack("<II", 11353, 0) + struct.pack("<IIQQII", signal, code, 0, address,
                                                            0, 0)
    exception += bytes(15 * 8) + struct.pack("<II", len(context), context_at)
    assert len(exception) == exception_size
    memory = struct.pack("<I", 1) + struct.pack("<QII", STACK_START, STACK_SIZE, 0)
    streams = [(6 if with_exception else 7, exception_size, exception_at),
               (5, len(memory), memory_at)]
    directory = b"".join(struct.pack("<III", *stream) for stream in streams)
    header = b"MDMP" + struct.pack("<IIIIIQ", 0xA793, len(streams), header_size, 0, 0, 0)
    return header + directory + exception + bytes(context) + memory


def test_a_segfault_just_past_a_stacks_end_is_named_so(tmp_path):
    path = tmp_path / "crash.dmp"
    path.write_bytes(a_minidump())
    crash = minidump.read(path)
    assert (crash.thread, crash.signal, crash.code) == (11353, 11, 2)
    assert crash.address == STACK_START + STACK_SIZE
    assert crash.stack_pointer == STACK_POINTER
    assert crash.stack == (STACK_START, STACK_START + STACK_SIZE)
    assert str(crash).startswith("SIGSEGV (SEGV_ACCERR")
    assert "just past that stack's end" in str(crash)


def test_a_fault_elsewhere_is_not_called_a_stacks_end(tmp_path):
    path = tmp_path / "crash.dmp"
    path.write_bytes(a_minidump(signal=5, code=0, address=0x1000))
    crash = minidump.read(path)
    assert str(crash).startswith("SIGTRAP")
    assert "just past" not in str(crash)


def test_what_is_not_a_crash_minidump_is_refused_with_its_reason(tmp_path):
    other = tmp_path / "other.dmp"
    other.write_bytes(b"PNG not a dump")
    with pytest.raises(ValueError, match="not a minidump"):
        minidump.read(other)
    quiet = tmp_path / "quiet.dmp"
    quiet.write_bytes(a_minidump(with_exception=False))
    with pytest.raises(ValueError, match="no exception"):
        minidump.read(quiet)


def test_written_since_lists_the_newer_dumps_oldest_first(tmp_path):
    (tmp_path / "pending").mkdir()
    old, first, second = (tmp_path / "pending" / f"{n}.dmp" for n in ("old", "a", "b"))
    for path, when in ((old, 1000), (second, 3000), (first, 2000)):
        path.write_bytes(a_minidump())
        os.utime(path, (when, when))
    (tmp_path / "pending" / "a.meta").write_bytes(b"")
    assert minidump.written_since(1500, tmp_path) == [first, second]
    assert minidump.written_since(0, tmp_path / "missing") == []
