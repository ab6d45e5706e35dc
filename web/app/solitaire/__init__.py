"""The solitaire page: `view` (the page, wired for the router), `manager` (the engine's game
and the records), `board` (tiles in the DOM), `input` (keys) and `panels` (start screen, stuck,
end of a deal, records, help)."""
