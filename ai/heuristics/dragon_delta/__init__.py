"""Dragon Delta knowledge for the bots: eye (judging planks), evaluate (the bridge graph),
rollout (likely programs and card decisions), determinize (other seats' hidden programs),
levels (the bots of each difficulty)."""
