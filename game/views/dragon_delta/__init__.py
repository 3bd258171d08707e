"""The Dragon Delta client: the river board, programming, decisions, the resolution show."""
