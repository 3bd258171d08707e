"""The client of Drakon: board view, art, animations, help and log."""
