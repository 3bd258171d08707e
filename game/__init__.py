"""Dragon Arcade: five dragon board and card games on one pygame-ce client."""

__version__ = "0.1.0"
