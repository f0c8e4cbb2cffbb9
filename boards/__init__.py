"""Board files bundled with the game (read with importlib.resources)."""
