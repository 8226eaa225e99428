"""Missions in preparation: a set-up and its actions (an append-only log, one row per
step), and who holds each control spot of the city (issue 11).

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-08
"""

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "mission_setup",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
        sa.Column("mission_id", sa.String(80), nullable=False),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
    )
    op.create_table(
        "mission_setup_action",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "setup_id",
            sa.Integer(),
            sa.ForeignKey("mission_setup.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seq", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("setup_id", "seq"),
    )
    op.create_table(
        "control_spot_holder",
        sa.Column("spot_id", sa.String(80), primary_key=True),
        sa.Column(
            "guild_id", sa.Integer(), sa.ForeignKey("guild.id", ondelete="CASCADE"), nullable=False
        ),
        sa.Column("since", sa.DateTime(), nullable=False),
    )


def downgrade() -> None:
    op.drop_table("control_spot_holder")
    op.drop_table("mission_setup_action")
    op.drop_table("mission_setup")
