"""The page's name for engine.saving (a view's game kept under one key of the page's storage):
the views import it from here."""

from engine.saving import forget, load, read_json

__all__ = ["forget", "load", "read_json"]
