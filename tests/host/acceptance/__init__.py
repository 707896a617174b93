"""The table acceptance harness (issue 19 item 4): the real console loop, emulated boards, people's hands."""
