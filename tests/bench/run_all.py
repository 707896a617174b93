"""``make bench``: runs every ``bench_*.py`` beside this file in turn and prints their figures."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

here = Path(__file__).parent
failed = 0
for script in sorted(here.glob("bench_*.py")):
    print(f"== {script.name}", flush=True)
    failed |= subprocess.run([sys.executable, str(script)], cwd=here.parent.parent).returncode != 0
sys.exit(1 if failed else 0)
