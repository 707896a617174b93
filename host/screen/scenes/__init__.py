"""Scenes of the console screen: lobby, controller test, Pixoid, results (each with enter/handle/update/draw)."""
