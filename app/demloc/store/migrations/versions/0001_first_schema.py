"""First schema: accounts, guilds, redeemed sets, settings.

Revision ID: 0001
Revises:
Create Date: 2026-11-30
"""

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "account",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("name", sa.String(80), nullable=False, unique=True),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "guild",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("account.id"), nullable=False),
        sa.Column("name", sa.String(80), nullable=False, unique=True),
        sa.Column("colour", sa.String(10), nullable=False),
        sa.Column("fame", sa.Integer(), nullable=False),
        sa.Column("feods", sa.Integer(), nullable=False),
        sa.Column("blood_stones", sa.Integer(), nullable=False),
        sa.Column("created_at", sa.DateTime(), nullable=False),
    )
    op.create_table(
        "redeemed_set",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("account_id", sa.Integer(), sa.ForeignKey("account.id"), nullable=False),
        sa.Column("set_id", sa.String(80), nullable=False),
        sa.Column("redeemed_at", sa.DateTime(), nullable=False),
        sa.UniqueConstraint("account_id", "set_id"),
    )
    op.create_table(
        "app_setting",
        sa.Column("key", sa.String(80), primary_key=True),
        sa.Column("value", sa.String(400), nullable=False),
    )


def downgrade() -> None:
    for table in ("app_setting", "redeemed_set", "guild", "account"):
        op.drop_table(table)
