"""The ``eightbit`` command line: dispatches to the verbs in ``host.commands``.

Errors are one clear line on stderr and a non-zero exit, never a traceback: usage errors exit 2,
:class:`~host.errors.CommandError` and rules errors exit 1 (or the status they carry), a wrong content file
(``--tiles``, ``--content``: one line naming the file and the field) exits 2 like a usage error; an unexpected
exception is reported in one line too (``EIGHTBIT_DEBUG=1`` re-raises it for developers).
"""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from types import ModuleType
from typing import NoReturn, Sequence

from games.core.errors import ContentError, RulesError
from hal.host_os import UnsupportedSystem, serial_problem
from host import settings
from host.errors import CommandError, sentence

SERIAL_VERBS = ("calibrate", "emulate", "flash", "ports")   # real serial ports or ptys: Linux and macOS only


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, status 2
        self.exit(2, f"eightbit: {message} (see 'eightbit {self.prog.split()[-1]} --help')\n"
                  if " " in self.prog else f"eightbit: {message} (see 'eightbit --help')\n")


def _verbs() -> dict[str, ModuleType]:
    import host.commands as pkg
    out: dict[str, ModuleType] = {}
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if not info.name.startswith("_"):
            out[info.name] = importlib.import_module(f"host.commands.{info.name}")
    return out


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, ModuleType]]:
    parser = _Parser(prog="eightbit", description="The 8Bit Box console: play, simulate and build controllers.")
    sub = parser.add_subparsers(dest="verb", metavar="COMMAND", parser_class=_Parser)
    verbs = _verbs()
    for name, module in verbs.items():
        p = sub.add_parser(name, help=getattr(module, "HELP", ""), description=getattr(module, "HELP", ""))
        module.add_arguments(p)
    return parser, verbs


def main(argv: Sequence[str] | None = None) -> int:
    parser, verbs = build_parser()
    args = parser.parse_args(argv)
    if not args.verb:
        parser.print_help()
        return 2
    if args.verb in SERIAL_VERBS and (problem := serial_problem()) is not None:
        print(f"eightbit {args.verb}: {problem}", file=sys.stderr)
        return 1
    try:
        return int(verbs[args.verb].run(args) or 0)
    except UnsupportedSystem as exc:
        print(f"eightbit {args.verb}: {exc}", file=sys.stderr)
        return 1
    except CommandError as exc:
        print(f"eightbit {args.verb}: {exc}", file=sys.stderr)
        return exc.status
    except ContentError as exc:     # a wrong --tiles or --content file is a bad command-line value
        print(f"eightbit {args.verb}: {exc}", file=sys.stderr)
        return 2
    except RulesError as exc:
        print(f"eightbit {args.verb}: {sentence(exc)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(f"eightbit {args.verb}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 1
    except Exception as exc:  # a bug: still one line for the user; EIGHTBIT_DEBUG=1 shows the traceback
        if settings.debug():
            raise
        print(f"eightbit {args.verb}: internal error: {type(exc).__name__}: {exc} "
              "(run with EIGHTBIT_DEBUG=1 for details and please report it)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
