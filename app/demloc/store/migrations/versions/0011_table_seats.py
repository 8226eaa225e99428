"""The shared table (issue 30): the share's join token, the seats of the devices, the
commands applied by id, the players' readiness and the guilds brought over the net, so
that a restarted host resumes the table (R-186 to R-190).

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-06
"""

import sqlalchemy as sa
from alembic import op

revision = "0011"
down_revision = "0010"
branch_labels = None
depends_on = None


def _setup() -> sa.Column:  # type: ignore[type-arg]
    return sa.Column(
        "setup_id",
        sa.Integer(),
        sa.ForeignKey("mission_setup.id", ondelete="CASCADE"),
        nullable=False,
    )


def upgrade() -> None:
    op.create_table(
        "table_share",
        sa.Column(
            "setup_id",
            sa.Integer(),
            sa.ForeignKey("mission_setup.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("token", sa.String(64), nullable=False),
        sa.Column("shared_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "table_seat",
        sa.Column("id", sa.Integer(), primary_key=True),
        _setup(),
        sa.Column("digest", sa.String(64), nullable=False, unique=True),
        sa.Column("role", sa.String(10), nullable=False),
        sa.Column("colour", sa.String(10), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_index("ix_table_seat_setup_id", "table_seat", ["setup_id"])
    op.create_table(
        "table_command",
        sa.Column("id", sa.Integer(), primary_key=True),
        _setup(),
        sa.Column("command", sa.String(64), nullable=False),
        sa.Column("sender", sa.String(10), nullable=False),
        sa.Column("revision", sa.Integer(), nullable=False),
        sa.Column("changed", sa.Boolean(), nullable=False),
        sa.Column("what", sa.String(120), nullable=False),
        sa.UniqueConstraint("setup_id", "command"),
    )
    op.create_table(
        "table_ready",
        sa.Column(
            "setup_id",
            sa.Integer(),
            sa.ForeignKey("mission_setup.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("colour", sa.String(10), primary_key=True),
        sa.Column("epoch", sa.Integer(), nullable=False),
    )
    op.create_table(
        "table_guest",
        sa.Column("id", sa.Integer(), primary_key=True),
        _setup(),
        sa.Column("key", sa.String(80), nullable=False),
        sa.Column("seated", sa.Text(), nullable=False),
        sa.Column("guest", sa.Text(), nullable=False),
        sa.UniqueConstraint("setup_id", "key"),
    )


def downgrade() -> None:
    op.drop_table("table_guest")
    op.drop_table("table_ready")
    op.drop_table("table_command")
    op.drop_index("ix_table_seat_setup_id", "table_seat")
    op.drop_table("table_seat")
    op.drop_table("table_share")
