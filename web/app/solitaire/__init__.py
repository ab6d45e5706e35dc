"""The solitaire page: `view` (the page, wired for the router), `manager` (the engine's game
and the records), `saved` (the deal in progress kept in storage, replayed to continue it; pure
Python over the engine), `board` (tiles in the DOM), `input` (keys) and `panels` (start screen,
stuck, the question before giving up, end of a deal, records, help)."""
