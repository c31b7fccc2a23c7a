"""The main window's dialogs: new game, settings, about, keyboard shortcuts, rules reference."""
