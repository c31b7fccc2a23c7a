"""Finding games on the local network with zeroconf (mDNS service ``_vtt._tcp.local.``).

The host announces its port and a few facts (game, seats, versions) as TXT properties;
the join dialog lists what it hears.  Discovery is a convenience only: typing the address
and port always works, and any failure of multicast (a firewall, no network) is logged
and leaves the dialog with its manual fields.
"""

from __future__ import annotations

import logging
import socket
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:  # zeroconf loads only when the network is searched
    from zeroconf import ServiceBrowser, Zeroconf

SERVICE = "_vtt._tcp.local."
log = logging.getLogger("vtt.net")


@dataclass(frozen=True)
class FoundHost:
    """A game heard on the network."""

    service: str
    name: str
    address: str
    port: int
    game: str = ""
    seats: str = ""
    app: str = ""


def found_host(service: str, info) -> FoundHost | None:
    """A :class:`FoundHost` from a zeroconf ServiceInfo, or None when it has no address."""
    addresses = info.parsed_addresses() if info is not None else []
    if not addresses or not info.port:
        return None
    props = {
        k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
        for k, v in (info.properties or {}).items()
    }
    name = service.removesuffix("." + SERVICE)
    return FoundHost(
        service=service,
        name=name,
        address=addresses[0],
        port=info.port,
        game=props.get("game", ""),
        seats=props.get("seats", ""),
        app=props.get("app", ""),
    )


def _local_addresses() -> list[bytes]:
    """This computer's IPv4 addresses other than loopback, packed, for the announcement."""
    import ifaddr  # a dependency of zeroconf

    found = [
        ip.ip
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
        if ip.is_IPv4 and isinstance(ip.ip, str) and not ip.ip.startswith("127.")
    ]
    return [socket.inet_aton(a) for a in found] or [socket.inet_aton("127.0.0.1")]


class Advertiser:
    """The host's announcement; :meth:`stop` withdraws it."""

    def __init__(self, zc, info):
        self._zc, self._info = zc, info

    @classmethod
    def start(cls, name: str, port: int, properties: dict[str, str]) -> Advertiser | None:
        try:
            from zeroconf import ServiceInfo, Zeroconf

            info = ServiceInfo(
                SERVICE,
                f"{name}.{SERVICE}",
                port=port,
                addresses=_local_addresses(),
                properties=properties,
                server=f"{socket.gethostname()}.local.",
            )
            zc = Zeroconf()
            zc.register_service(info, allow_name_change=True)
        except Exception as exc:  # noqa: BLE001 - any multicast failure only disables discovery
            log.warning("cannot announce the game on the network: %s", exc)
            return None
        return cls(zc, info)

    def stop(self) -> None:
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()


class Browser(QObject):
    """Listens for hosts; ``changed(list[FoundHost])`` fires in the Qt thread whenever the
    list changes (zeroconf calls back from its own thread; the queued signal crosses)."""

    changed = Signal(list)
    _heard = Signal(str, bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.hosts: dict[str, FoundHost] = {}
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._heard.connect(self._on_heard)

    def start(self) -> bool:
        try:
            from zeroconf import ServiceBrowser, ServiceStateChange, Zeroconf

            zc = self._zc = Zeroconf()

            def handler(zeroconf, service_type, name, state_change):
                self._heard.emit(name, state_change != ServiceStateChange.Removed)

            self._browser = ServiceBrowser(zc, SERVICE, handlers=[handler])
        except Exception as exc:  # noqa: BLE001 - discovery is optional
            log.warning("cannot look for games on the network: %s", exc)
            self.stop()
            return False
        return True

    def _on_heard(self, service: str, present: bool) -> None:
        if present and self._zc is not None:
            host = found_host(service, self._zc.get_service_info(SERVICE, service, timeout=500))
            if host is None:
                return
            self.hosts[service] = host
        elif not present:
            self.hosts.pop(service, None)
        self.changed.emit(list(self.hosts.values()))

    def stop(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if self._zc is not None:
            self._zc.close()
            self._zc = None
