"""Photo-assisted scoring: read a photographed row of Mahjong tiles (pure Python)."""
