"""The app's own module in its Python standard library (build.py adds it to python_stdlib.zip;
Python's `site` imports it at every start, in the page, in the snapshot and under Node.js).

The site ships only the modules of Pyodide's standard library that the app, Pyodide and
PyScript were seen to import (tools/stdlib.txt, made by `python3 build.py trace`). A module
that turns out to be missing must never fail silently: importing one of the modules left out
(LEFT_OUT, filled in by build.py) raises ModuleNotFoundError with a message that says so and
what to do, and warns in the browser's console at once (the page shows uncaught errors: boot.js).

A trace build (`python3 build.py trace`, TRACE) instead keeps every module, and a page reports
each one imported to the server that served it (POST ./__trace). (Under Node.js the loader,
tools/pyodide_node.mjs, reports them; the snapshot's maker, which must hold no reference to
JavaScript, reports its own: neither imports `js`, which the tracer waits for.)
"""

import sys

LEFT_OUT: frozenset[str] = frozenset()  # build.py: the modules left out
TRACE = False  # build.py trace: report the modules imported
HINT = ("this app ships a trimmed Python standard library without it: add it to tools/stdlib.txt "
        "(python3 build.py trace finds every module the app imports)")


class LeftOut:
    """A finder after Python's own on sys.meta_path: a module left out of the standard library
    gets a clear error instead of Python's bare "No module named"."""

    @classmethod
    def find_spec(cls, name, path=None, target=None):  # noqa: ANN001, ANN206 - the protocol's
        if name not in LEFT_OUT:
            return None
        message = f"No module named {name!r}: {HINT}"
        js = sys.modules.get("js")
        if js is not None and hasattr(js, "console"):
            js.console.warn(message)
        error = ModuleNotFoundError(message, name=name)
        # Pyodide would add a note that the module is not in its distribution: it is, not here.
        error._PYODIDE_ADDED_NOTE = True
        raise error


class Tracer:
    """The first finder on sys.meta_path in a trace build: after each new import (batched, a
    moment later) the names of sys.modules not yet reported go out."""

    reported: set = set()
    scheduled = 0.0  # when a flush was last asked for (a snapshot may hold one never run)
    busy = False

    @classmethod
    def find_spec(cls, name, path=None, target=None):  # noqa: ANN001, ANN206 - the protocol's
        js = sys.modules.get("js")
        if cls.busy or js is None or not hasattr(js, "navigator"):
            return None  # not (yet) a page: the first flush reports what came before
        snapshot = sys.modules.get("_snapshot")
        if snapshot is not None and not getattr(snapshot, "KEY", ""):
            return None  # the snapshot's maker (it may import js, as pyodide.http does)
        cls.busy = True  # (the import here comes back to this finder)
        try:
            from pyodide.ffi import create_once_callable

            now = float(js.Date.now())
            if now - cls.scheduled > 1000:
                cls.scheduled = now
                js.setTimeout(create_once_callable(cls.flush), 20)
        finally:
            cls.busy = False
        return None

    @classmethod
    def flush(cls) -> None:
        js = sys.modules["js"]
        cls.scheduled = 0.0
        names = set(sys.modules) - cls.reported
        if names and js.navigator.onLine and js.navigator.sendBeacon(
            "./__trace", "\n".join(sorted(names)) + "\n"
        ):
            cls.reported |= names  # (else sent with a later flush)


if TRACE:
    sys.meta_path.insert(0, Tracer)
sys.meta_path.append(LeftOut)
