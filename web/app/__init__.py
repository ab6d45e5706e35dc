"""The page layer: binds the DOM to py/engine and py/scoring. Events in, engine calls, render out.

Runs only in the browser under PyScript (it imports `pyscript` and `pyodide`); the rules of the
games live in the pure packages `engine` and `scoring`, never here.
"""
