"""Stadium on the console (issue 13): the arena, each trial's reveal and drawer, the results and the ceremony."""
