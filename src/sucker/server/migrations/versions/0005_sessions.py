"""Server-side sessions (the cookie holds a random id, stored hashed), and the names taken
by accounts (their look-alike skeletons, kept after an account is deleted).

Revision ID: 0005
Revises: 0004
"""

import sqlalchemy as sa
from alembic import op

from sucker.server.names import skeletons

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "sessions",
        sa.Column("hash", sa.String(64), primary_key=True),
        sa.Column("ref", sa.String(16), nullable=False, unique=True),
        sa.Column("guest", sa.String(32), nullable=False, index=True),
        sa.Column("created", sa.Float, nullable=False),
        sa.Column("seen", sa.Float, nullable=False, index=True),
        sa.Column("agent", sa.String(64), nullable=False),
        sa.Column("address", sa.String(64), nullable=False),
    )
    names = op.create_table(
        "names",
        sa.Column("skeleton", sa.String(256), primary_key=True),
        sa.Column("guest", sa.String(32), index=True),
    )
    rows = op.get_bind().execute(sa.text(
        "SELECT id, name FROM guests WHERE username_key IS NOT NULL ORDER BY created"))
    taken: dict[str, str] = {}
    for guest, name in rows:
        for s in skeletons(name):
            taken.setdefault(s, guest)  # look-alikes made before: the first keeps them
    if taken:
        op.bulk_insert(names, [{"skeleton": s, "guest": g} for s, g in taken.items()])


def downgrade() -> None:
    op.drop_table("names")
    op.drop_table("sessions")
