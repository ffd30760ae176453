"""Bot accounts: a flag on the account (irreversible), personal tokens (stored hashed, with
scopes and their last use), and a table option to refuse bots.

Revision ID: 0007
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("guests") as batch:
        batch.add_column(sa.Column("bot", sa.Boolean, nullable=False, server_default=sa.false()))
    with op.batch_alter_table("tables") as batch:
        batch.add_column(sa.Column("no_bots", sa.Boolean, nullable=False,
                                   server_default=sa.false()))
    op.create_table(
        "tokens",
        sa.Column("id", sa.String(16), primary_key=True),
        sa.Column("guest", sa.String(32), nullable=False),
        sa.Column("hash", sa.String(64), nullable=False, unique=True),
        sa.Column("scopes", sa.String(200), nullable=False),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("last_used", sa.Float),
    )
    op.create_index("ix_tokens_guest", "tokens", ["guest"])


def downgrade() -> None:
    op.drop_index("ix_tokens_guest", "tokens")
    op.drop_table("tokens")
    with op.batch_alter_table("tables") as batch:
        batch.drop_column("no_bots")
    with op.batch_alter_table("guests") as batch:
        batch.drop_column("bot")
