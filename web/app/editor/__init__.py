"""The layout editor: make a layout on a phone or a desktop (tiles on layers in half-tile
steps, mirror symmetry, undo, a live count and the check that it can be dealt), try it, keep it
among the player's own layouts (app.solitaire.custom), share it by a link or a code, and import
a KMahjongg .layout file (engine.kmahjongg). Fetched only when opened (app.manifest)."""
