"""Versions of what cached pages show (the leaderboard's moves with every rated game, in
whichever process it ends), so that a page is computed again only when it changed; an
index of the few bot accounts, which the leaderboard leaves out of people's tab (or keeps
alone in the bots' tab).

Revision ID: 0008
Revises: 0007
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    versions = op.create_table(
        "versions",
        sa.Column("name", sa.String(32), primary_key=True),
        sa.Column("value", sa.Integer, nullable=False),
    )
    op.bulk_insert(versions, [{"name": "leaderboard", "value": 0}])
    op.create_index("ix_guests_bot", "guests", ["id"], sqlite_where=sa.text("bot"),
                    postgresql_where=sa.text("bot"))


def downgrade() -> None:
    op.drop_index("ix_guests_bot", "guests")
    op.drop_table("versions")
