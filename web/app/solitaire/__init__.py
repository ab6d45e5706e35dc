"""The solitaire page: `view` (the page, wired for the router), `manager` (the engine's game
and the records), `saved` (the deal in progress kept in storage, replayed to continue it; pure
Python over the engine), `board` (tiles in the DOM, fitted and zoomed), `input` (keys),
`gestures` (the input manager for zoom and pan: pinch, double tap, pan, wheel), `panels` (start
screen, stuck, the question before giving up, end of a deal, records, help), and pure helpers:
`fit` (a board's scale in a box, the picker's order), `zoom` (the viewport), `chart` (the SVG of
recent times) and `share` (the text shared after a daily win)."""
