"""The shared table (issue 30, docs/table-net.md): players join from their own devices
over the local network. The host decides every change through the table API
(demloc.table); the server carries frames; the page draws what the host sends."""
