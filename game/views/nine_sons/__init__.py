"""The client of The Nine Sons of Dragon: board view, art, animations, help and log."""
