"""The Nine Sons knowledge for the searchers: evaluate (evaluator, move ordering), levels."""
