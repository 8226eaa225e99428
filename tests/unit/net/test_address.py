"""Where the shared table listens (issue 30): the local network's address, never every
interface unless the player asks, the loopback with no network at all."""

from __future__ import annotations

import ipaddress
import socket

import pytest

from demloc.net import address
from demloc.net.address import DEFAULT_PORT, listen_address, local_address, url_host


def test_by_default_the_address_of_the_default_route_never_every_interface() -> None:
    found = local_address()
    ip = ipaddress.ip_address(found)
    assert not ip.is_unspecified and ip.version == 4
    with socket.socket() as probe:  # an address of this computer: it can listen there
        probe.bind((found, 0))
    assert listen_address(None) == found and listen_address("") == found
    assert listen_address("0.0.0.0") == "0.0.0.0"  # only when asked
    assert DEFAULT_PORT == 8765  # fixed: devices find a restarted host where it was


def test_no_network_gives_the_loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    class Unreachable(socket.socket):
        def connect(self, _address: object) -> None:
            raise OSError(101, "Network is unreachable")

    monkeypatch.setattr(address.socket, "socket", Unreachable)
    assert local_address() == "127.0.0.1"


def test_the_address_given_to_devices() -> None:
    assert url_host("0.0.0.0") == local_address()  # every interface: the local network's
    assert url_host("192.168.1.5") == "192.168.1.5"
    assert url_host("::1") == "[::1]"
