"""Firmware tests import the firmware modules directly (they run unchanged under CPython)."""
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
FIRMWARE = ROOT / "firmware"
FAKES = ROOT / "hal" / "board_fakes"
sys.path.insert(0, str(FIRMWARE))
