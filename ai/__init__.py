"""Pure AI package (no pygame): bots, searchers, heuristics, the worker and the arena."""
