"""Dragon Bridge knowledge for the searchers: evaluate, rollout, determinize, levels."""
