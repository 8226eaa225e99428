"""Missions in play: a mission's fixed part (its setup, written once) and its events
(an append-only log, one row per action; undone rows kept for redo) (issue 12).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-10
"""

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "mission_play",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column(
            "setup_id",
            sa.Integer(),
            sa.ForeignKey("mission_setup.id", ondelete="SET NULL"),
            nullable=True,
        ),
        sa.Column("mission_id", sa.String(80), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("charged", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("setup", sa.Text(), nullable=False),
    )
    op.create_table(
        "mission_play_event",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "play_id",
            sa.Integer(),
            sa.ForeignKey("mission_play.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False, server_default=sa.false()),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("play_id", "seq"),
    )


def downgrade() -> None:
    op.drop_table("mission_play_event")
    op.drop_table("mission_play")
