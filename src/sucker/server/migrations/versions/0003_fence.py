"""Fencing tokens: each process that takes a table bumps ``fence``; a commit whose token is
not the stored one is refused, so a process that lost a table can never write for it.
``seen``: when someone was last at the table, so that abandoned open tables expire.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("fence", sa.Integer, nullable=False, server_default="0"))
        batch.add_column(sa.Column("seen", sa.Float))
    op.execute("UPDATE tables SET seen = created")
    op.create_index("ix_tables_created", "tables", ["created"])


def downgrade() -> None:
    op.drop_index("ix_tables_created", "tables")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("seen")
        batch.drop_column("fence")
