"""PyScript's script. The app itself starts before PyScript, on Pyodide alone (web/boot.js calls
app.main.boot once Python is up), and PyScript starts on that same Python once the app is up and
idle, or at once when the player opens a view whose code uses it (app.lazy): this tells the page
that PyScript is up."""

import js

js.mahjongPyScriptUp()
