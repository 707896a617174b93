"""The host program: session loop, journal, screen and the ``eightbit`` command line."""
