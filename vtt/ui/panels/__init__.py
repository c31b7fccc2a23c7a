"""Dockable panels of the main window: card preview, game log and chat, seats, console."""
