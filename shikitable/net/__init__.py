"""Network play: the protocol (one schema), the table server and a small asyncio client.
Pure Python, no Qt: `shikitable serve` runs headless, and the table's remote adapter builds on
the client."""
