"""Wyvern AI: determinization, evaluator, rollout policy and levels (not registered yet)."""
