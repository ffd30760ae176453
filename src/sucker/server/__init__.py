"""The game server: HTTP API, table websockets, storage, clocks and AI seats.

:func:`create_app` builds the ASGI app; ``sucker serve`` runs it under uvicorn.
"""

from sucker.server.app import create_app
from sucker.server.config import Settings

__all__ = ["Settings", "create_app"]
