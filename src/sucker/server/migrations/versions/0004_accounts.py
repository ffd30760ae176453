"""Accounts, ratings and results: a guest becomes an account by taking a username and a
password (and keeps its games); rated tables; each finished game's order of places; the
openskill rating of every player (people, and each AI level) with its history; the
language a table's AIs open in; finished games' analyses.

Revision ID: 0004
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("guests") as batch:
        batch.add_column(sa.Column("username_key", sa.String(64)))
        batch.add_column(sa.Column("password", sa.Text))
        batch.add_column(sa.Column("epoch", sa.Integer, nullable=False, server_default="0"))
        batch.create_index("ix_guests_username_key", ["username_key"], unique=True)
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("rated", sa.Boolean, nullable=False,
                                   server_default=sa.false()))
        batch.add_column(sa.Column("lang", sa.String(8), nullable=False, server_default="en"))
    op.create_table(
        "ratings",
        sa.Column("player", sa.String(32), primary_key=True),  # a guest id, or "ai:LEVEL"
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
        sa.Column("updated", sa.Float, nullable=False),
    )
    op.create_index("ix_ratings_name", "ratings", ["name"])
    op.create_table(
        "rating_history",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("player", sa.String(32), nullable=False, index=True),
        sa.Column("table_id", sa.String(16), nullable=False),
        sa.Column("mu", sa.Float, nullable=False),
        sa.Column("sigma", sa.Float, nullable=False),
        sa.Column("at", sa.Float, nullable=False),
    )
    op.create_table(
        "results",
        sa.Column("table_id", sa.String(16), primary_key=True),
        sa.Column("color", sa.Integer, primary_key=True),
        sa.Column("player", sa.String(32), index=True),  # a guest id, "ai:LEVEL", or null
        sa.Column("place", sa.Integer, nullable=False),  # 1 = the winner
        sa.Column("players", sa.Integer, nullable=False),
        sa.Column("rated", sa.Boolean, nullable=False),
        sa.Column("ended", sa.Float, nullable=False),
    )


    op.create_table(
        "analyses",
        sa.Column("table_id", sa.String(16), primary_key=True),
        sa.Column("data", sa.Text, nullable=False),  # sucker analyze --json of the game
        sa.Column("think", sa.Float, nullable=False),
        sa.Column("created", sa.Float, nullable=False),
    )


def downgrade() -> None:
    op.drop_table("analyses")
    op.drop_table("results")
    op.drop_table("rating_history")
    op.drop_index("ix_ratings_name", "ratings")
    op.drop_table("ratings")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("lang")
        batch.drop_column("rated")
    with op.batch_alter_table("guests") as batch:
        batch.drop_index("ix_guests_username_key")
        batch.drop_column("epoch")
        batch.drop_column("password")
        batch.drop_column("username_key")
