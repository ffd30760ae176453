"""A finished table points to its rematch.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("tables", sa.Column("rematch", sa.String(16)))


def downgrade() -> None:
    op.drop_column("tables", "rematch")
