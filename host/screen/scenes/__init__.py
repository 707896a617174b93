"""Scenes of the console screen that serve every game: lobby, controller test, results (each with
enter/handle/update/draw). Each game's own scene lives in :mod:`host.screen.games`."""
