"""The guild's and the city's undo history kept in the database (issue 28, R-177): each
action as the rows it changed, written in the action's own transaction.

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-06
"""

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "row_change",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column(
            "guild_id",
            sa.Integer(),
            sa.ForeignKey("guild.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("kind", sa.String(5), nullable=False),
        sa.Column("text", sa.String(500), nullable=False),
        sa.Column("change", sa.Text(), nullable=False),
        sa.Column("undone", sa.Boolean(), nullable=False, server_default=sa.false()),
        sqlite_autoincrement=True,  # an id is never used again (schema.RowChange)
    )
    op.create_index("ix_row_change_guild_id", "row_change", ["guild_id"])


def downgrade() -> None:
    op.drop_index("ix_row_change_guild_id", "row_change")
    op.drop_table("row_change")
