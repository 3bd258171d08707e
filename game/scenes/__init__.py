"""Scenes of the client: title, setup, play, overlays, results, settings, rules help."""
