"""Game knowledge for the searchers: evaluators, move orderings, rollout policies, levels."""
