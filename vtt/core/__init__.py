"""The game core: table state, commands, session, views, saves.  Never imports Qt."""
