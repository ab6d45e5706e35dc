"""PyScript entry point: the Python packages are unpacked from python.zip; start the app."""

from app.main import start

start()
