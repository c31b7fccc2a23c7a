"""The LAN game in the window: host and join dialogs, the lobby, and the remote controller."""
