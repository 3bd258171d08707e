"""Pure game core: the engine protocol, replay records and seeded randomness (no pygame)."""
