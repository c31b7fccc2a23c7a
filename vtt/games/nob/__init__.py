"""Nights of Blood: a hidden-role card game (a BANG! variant in Vampire: The Masquerade)."""
