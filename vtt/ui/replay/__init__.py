"""The replay viewer: a saved game watched again, read-only, step by step."""
