"""The flashable emulated Pico the hal tests flash with mpremote: ``hal.flashable`` (the product's, which
``eightbit emulate`` also runs), under the names these tests use.

    board = FlashableBoard(tmp_path / "flash", uid=DEFAULT_UID).start()   # see hal/flashable.py
"""
from hal.flashable import DEFAULT_UID, FlashableBoard, ReplBoard

__all__ = ["DEFAULT_UID", "FlashableBoard", "ReplBoard"]
