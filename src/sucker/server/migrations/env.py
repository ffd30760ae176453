"""Alembic environment: the server passes an open connection (see sucker.server.db.migrate)."""

from alembic import context

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None)
with context.begin_transaction():
    context.run_migrations()
