"""Guild management: members, items, buildings, ledger, missions, custom cards.

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("guild") as batch:
        batch.add_column(sa.Column("revision", sa.Integer(), nullable=False, server_default="0"))
    op.create_table(
        "member",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("guild_id", sa.Integer(), sa.ForeignKey("guild.id"), nullable=False),
        sa.Column("card_id", sa.String(80), nullable=False),
        sa.Column("status", sa.String(20), nullable=False),
        sa.Column("recovery", sa.String(200), nullable=False),
        sa.Column("enlisted_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("guild_id", "card_id"),
    )
    op.create_table(
        "item",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("guild_id", sa.Integer(), sa.ForeignKey("guild.id"), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("card_id", sa.String(80), nullable=False),
        sa.Column("member_id", sa.Integer(), sa.ForeignKey("member.id", ondelete="SET NULL")),
        sa.Column("slot", sa.String(10), nullable=False),
    )
    op.create_table(
        "guild_building",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("guild_id", sa.Integer(), sa.ForeignKey("guild.id"), nullable=False),
        sa.Column("building", sa.String(40), nullable=False),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.UniqueConstraint("guild_id", "building"),
    )
    op.create_table(
        "ledger_entry",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("guild_id", sa.Integer(), sa.ForeignKey("guild.id"), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("reason", sa.String(200), nullable=False),
        sa.Column("fame", sa.Integer(), nullable=False),
        sa.Column("feods", sa.Integer(), nullable=False),
        sa.Column("blood_stones", sa.Integer(), nullable=False),
    )
    op.create_table(
        "mission_record",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("guild_id", sa.Integer(), sa.ForeignKey("guild.id"), nullable=False),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.Column("mode", sa.String(20), nullable=False),
        sa.Column("result", sa.String(200), nullable=False),
    )
    op.create_table(
        "custom_card",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("account.id"), nullable=False),
        sa.Column("card_id", sa.String(80), nullable=False),
        sa.Column("text", sa.String(20000), nullable=False),
        sa.UniqueConstraint("account_id", "card_id"),
    )


def downgrade() -> None:
    for table in (
        "custom_card",
        "mission_record",
        "ledger_entry",
        "guild_building",
        "item",
        "member",
    ):
        op.drop_table(table)
    with op.batch_alter_table("guild") as batch:
        batch.drop_column("revision")
