"""Drakon knowledge for the searchers: evaluate, rollout, determinize, levels."""
