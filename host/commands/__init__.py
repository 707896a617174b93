"""One module per ``eightbit`` verb (mpremote's habit: small verb-named command functions).

Each module defines ``HELP`` (one line), ``add_arguments(parser)`` and ``run(args) -> int``. The verbs are
found by listing this package, so adding a verb never touches the dispatcher.
"""
