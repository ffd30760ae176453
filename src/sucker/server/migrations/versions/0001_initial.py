"""Guests, tables and their events.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "guests",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
    )
    op.create_table(
        "tables",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("status", sa.String(8), nullable=False, index=True),
        sa.Column("private", sa.Boolean, nullable=False),
        sa.Column("invite", sa.String(64), nullable=False),
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("chips", sa.Integer, nullable=False),
        sa.Column("variant", sa.String(16), nullable=False),
        sa.Column("decision_seconds", sa.Integer, nullable=False),
        sa.Column("ai_level", sa.String(16), nullable=False),
        sa.Column("seats", sa.Text, nullable=False),
        sa.Column("first", sa.Integer),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("started", sa.Float),
        sa.Column("ended", sa.Float),
        sa.Column("winner", sa.Integer),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("deadline", sa.Float),
    )
    op.create_table(
        "events",
        sa.Column("table_id", sa.String(16), sa.ForeignKey("tables.id"), primary_key=True),
        sa.Column("seq", sa.Integer, primary_key=True),
        sa.Column("type", sa.String(8), nullable=False),
        sa.Column("data", sa.Text, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("events")
    op.drop_table("tables")
    op.drop_table("guests")
