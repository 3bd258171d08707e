"""Board views (one per game) and shared drawing helpers: theme, widgets, tweens, particles."""
