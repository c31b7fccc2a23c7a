"""The command console: a short typed language for the viewing seat, and its dock widget."""
