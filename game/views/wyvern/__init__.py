"""Wyvern's client: the battlefields, the cards drawn by code, the play that explains itself."""
