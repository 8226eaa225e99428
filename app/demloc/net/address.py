"""Where the shared table listens (issue 30, R-192): the local network's address, never every
interface unasked. By default the address of the interface the default route goes
out of (found with a UDP socket's connect: no packet is sent), 127.0.0.1 when there is
no network; `0.0.0.0` only when the player asks for it (`--listen 0.0.0.0`). The port
is fixed by default, so a restarted host is found again at the address the devices
already have."""

from __future__ import annotations

import ipaddress
import socket

DEFAULT_PORT = 8765
LOOPBACK = "127.0.0.1"
_PROBE = ("192.0.2.1", 9)  # TEST-NET-1 (RFC 5737): a route is looked up, nothing is sent


def local_address() -> str:
    """The IPv4 address of the interface the default route uses, or the loopback's."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(_PROBE)  # a UDP connect only picks the route and the source address
        address: str = probe.getsockname()[0]
    except OSError:  # no network at all: this computer alone
        return LOOPBACK
    finally:
        probe.close()
    return LOOPBACK if ipaddress.ip_address(address).is_unspecified else address


def listen_address(asked: str | None) -> str:
    """The address to listen on: the player's (`--listen`), else the local network's."""
    return asked if asked else local_address()


def url_host(listen: str) -> str:
    """The address a device is given to reach a server listening on `listen`: on every
    interface (0.0.0.0), the local network's; an IPv6 address in brackets."""
    if listen in ("0.0.0.0", "::", ""):
        return local_address()
    return f"[{listen}]" if ":" in listen else listen
