"""PyScript entry point: the Python packages are unpacked from python.zip (interpreter.mjs);
start the app."""

from app.main import start

start()
