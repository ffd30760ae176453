"""One APIRouter per concern; :mod:`sucker.server.app` assembles them."""
