"""Ratings on wins alone: every rating and its history recomputed from the stored rated
games by the new model (the winner first, everyone else tied; AI levels at their fixed
rating, so they have no row); each player's count of games by table size, rated or not,
private or not (profiles and the leaderboard read it, not every result); where players sat
down from (keyed hashes, for the review list of suspicious accounts).

Revision ID: 0006
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

from sucker.server.repos.ratings import recompute

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "origins",
        sa.Column("guest_id", sa.String(32), primary_key=True),
        sa.Column("origin", sa.String(24), primary_key=True),
        sa.Column("first", sa.Float, nullable=False),
        sa.Column("last", sa.Float, nullable=False),
    )
    op.create_table(
        "player_games",
        sa.Column("player", sa.String(32), primary_key=True),
        sa.Column("players", sa.Integer, primary_key=True),
        sa.Column("rated", sa.Boolean, primary_key=True),
        sa.Column("private", sa.Boolean, primary_key=True),
        sa.Column("games", sa.Integer, nullable=False),
        sa.Column("wins", sa.Integer, nullable=False),
    )
    op.create_index("ix_results_player_ended", "results", ["player", "ended"])
    op.create_index("ix_ratings_mu", "ratings", ["mu"])
    op.create_index("ix_ratings_settled_mu", "ratings", ["mu"],
                    sqlite_where=sa.text("games >= 10"), postgresql_where=sa.text("games >= 10"))
    recompute(op.get_bind())


def downgrade() -> None:
    op.drop_index("ix_ratings_settled_mu", "ratings")
    op.drop_index("ix_ratings_mu", "ratings")
    op.drop_index("ix_results_player_ended", "results")
    op.drop_table("player_games")
    op.drop_table("origins")
