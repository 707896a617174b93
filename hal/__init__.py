"""Host-side hardware abstraction layer: controllers over serial, simulated and emulated boards."""
