"""Work in steps: the page runs Python on the browser's only thread, so a long computation
(reading a row, teaching a row) is a generator that yields between its steps; the page draws
and takes input there. Everything else simply runs the steps to their end."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any, TypeVar

T = TypeVar("T")


def run(steps: Generator[Any, None, T]) -> T:
    """Run a stepwise computation to its end and return its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def scaled(steps: Generator[Any, None, T], to_progress) -> Generator[Any, None, T]:
    """The same steps, each yield passed through `to_progress` (a part of a bigger whole);
    returns the steps' result, so that `result = yield from scaled(...)` works."""
    while True:
        try:
            value = next(steps)
        except StopIteration as done:
            return done.value
        yield to_progress(value)
