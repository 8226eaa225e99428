"""A set-up's undone steps are kept, marked undone, so that redo survives a restart;
the next new step deletes them (issue 11).

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-09
"""

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "mission_setup_action",
        sa.Column("undone", sa.Boolean(), nullable=False, server_default=sa.false()),
    )


def downgrade() -> None:
    with op.batch_alter_table("mission_setup_action") as batch:
        batch.drop_column("undone")
