"""The client of Dragon Bridge: board view, art, animations, help and log."""
