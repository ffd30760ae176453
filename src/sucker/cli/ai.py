"""Commands: ai (being written)."""

from sucker.cli import app  # noqa: F401
