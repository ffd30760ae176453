"""Queries of one concern each, given the Store's engine and run through ``store.run``."""
