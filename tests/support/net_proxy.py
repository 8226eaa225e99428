"""A TCP relay between the table's clients and its host, on the loopback, in its own
thread: `cut()` drops every connection through it at once (wifi lost: neither end is
told), `down()` refuses new ones until `up()` (the network gone, then back)."""

from __future__ import annotations

import asyncio
import contextlib
import threading


class Proxy:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._pipes: set[asyncio.StreamWriter] = set()
        self._up = True
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="proxy", daemon=True)
        self._thread.start()
        self._ready.wait(10)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(asyncio.start_server(self._relay, "127.0.0.1", 0))
        self.port = server.sockets[0].getsockname()[1]
        self._ready.set()
        self._loop.run_forever()
        server.close()
        self._loop.run_until_complete(server.wait_closed())
        self._loop.close()

    async def _relay(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self._up:
            writer.transport.abort()
            return
        try:
            up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.transport.abort()
            return
        self._pipes |= {writer, up_writer}

        async def pump(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(Exception):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.transport.abort()

        await asyncio.gather(pump(reader, up_writer), pump(up_reader, writer))
        self._pipes -= {writer, up_writer}

    def _call(self, what: str) -> None:
        def do() -> None:
            if what == "cut" or what == "down":
                for pipe in list(self._pipes):
                    pipe.transport.abort()
            self._up = what != "down"

        done = threading.Event()
        self._loop.call_soon_threadsafe(lambda: (do(), done.set()))
        done.wait(10)

    def cut(self) -> None:
        self._call("cut")

    def down(self) -> None:
        self._call("down")

    def up(self) -> None:
        self._call("up")

    def close(self) -> None:
        self._call("down")
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)
