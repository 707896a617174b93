"""Phones at the table (docs/phones.md): a phone is one more kind of controller and one more private channel.

The host serves a page (:mod:`host.phones.server`: aiohttp, HTTP and WebSocket, every asset its own) whose three
wheels and LOCK drive a :class:`~host.phones.controller.PhoneController`, a :class:`hal.controller.Controller`
like a board: the session, the wheel contract and the journal do not change. Each phone seat has a secret
token (:mod:`host.phones.tokens`) that keeps the seat through a reload or a dropped Wi-Fi; a phone gone
longer than :data:`~host.phones.controller.GRACE_S` is an unplugged controller. :mod:`host.phones.feed`
sends each phone its seat's instruction and private view (the phone backend of :mod:`host.private`), so a
phone seat never needs the TV peek. Messages from a page are checked by :mod:`host.phones.messages`; a
hostile one closes that connection only.
"""
from host.phones.controller import GRACE_S, PhoneController
from host.phones.server import DEFAULT_PORT, PhoneServer, PhoneSeat

__all__ = ["DEFAULT_PORT", "GRACE_S", "PhoneController", "PhoneSeat", "PhoneServer"]
