"""The Qt layer: shows the core and turns input into commands. Nothing here is imported
by the core or the store."""
