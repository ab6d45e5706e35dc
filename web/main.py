"""PyScript entry point: the Python packages are unpacked from python.zip (interpreter.mjs);
start the app. If it cannot start, the page says so (boot.js) and PyScript reports the error."""

import js

try:
    from app.main import start

    start()
except Exception as error:
    if hasattr(js, "mahjongFailed"):
        js.mahjongFailed(f"{type(error).__name__}: {error}")
    raise
