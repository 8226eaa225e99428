"""The city's individual game (issue 14): the mercenaries' tasks in the city, the spots
each guild knows, each guild's random events (their seed, the last day drawn, the events
and their answers), and how far a held spot's income has been collected.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-01
"""

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def _guild() -> sa.Column[int]:
    return sa.Column(
        "guild_id", sa.Integer(), sa.ForeignKey("guild.id", ondelete="CASCADE"), nullable=False
    )


def _flag(name: str) -> sa.Column[bool]:
    return sa.Column(name, sa.Boolean(), nullable=False, server_default=sa.false())


def upgrade() -> None:
    op.add_column(
        "control_spot_holder", sa.Column("collected_through", sa.DateTime(), nullable=True)
    )
    op.create_table(
        "city_task",
        sa.Column("id", sa.Integer(), primary_key=True),
        _guild(),
        sa.Column("kind", sa.String(10), nullable=False),
        sa.Column("spot_id", sa.String(80), nullable=False),
        sa.Column("due_at", sa.DateTime(), nullable=False),
        sa.Column("task", sa.Text(), nullable=False),
        _flag("settled"),
        sa.Column("outcome", sa.Text(), nullable=False, server_default=""),
        _flag("told"),
    )
    op.create_index("ix_city_task_guild_id", "city_task", ["guild_id"])
    op.create_index("ix_city_task_due_at", "city_task", ["due_at"])
    op.create_table(
        "city_known_spot",
        sa.Column("id", sa.Integer(), primary_key=True),
        _guild(),
        sa.Column("spot_id", sa.String(80), nullable=False),
        sa.Column("since", sa.DateTime(), nullable=False),
        sa.Column("retry_at", sa.DateTime(), nullable=True),
        sa.UniqueConstraint("guild_id", "spot_id"),
    )
    op.create_table(
        "city_clock",
        sa.Column(
            "guild_id",
            sa.Integer(),
            sa.ForeignKey("guild.id", ondelete="CASCADE"),
            primary_key=True,
        ),
        sa.Column("seed", sa.BigInteger(), nullable=False),
        sa.Column("drawn_through", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "city_event",
        sa.Column("id", sa.Integer(), primary_key=True),
        _guild(),
        sa.Column("event_id", sa.String(80), nullable=False),
        sa.Column("day", sa.DateTime(), nullable=False),
        sa.Column("drawn", sa.Text(), nullable=False),
        sa.Column("answer", sa.Text(), nullable=False, server_default=""),
        sa.Column("answered_at", sa.DateTime(), nullable=True),
        _flag("told"),
        sa.UniqueConstraint("guild_id", "event_id", "day"),
    )
    op.create_index("ix_city_event_guild_id", "city_event", ["guild_id"])


def downgrade() -> None:
    op.drop_index("ix_city_event_guild_id", "city_event")
    op.drop_table("city_event")
    op.drop_table("city_clock")
    op.drop_table("city_known_spot")
    op.drop_index("ix_city_task_due_at", "city_task")
    op.drop_index("ix_city_task_guild_id", "city_task")
    op.drop_table("city_task")
    with op.batch_alter_table("control_spot_holder") as batch:
        batch.drop_column("collected_through")
