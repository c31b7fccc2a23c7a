"""The Qt user interface: a projection of the game state through one seat's view."""
