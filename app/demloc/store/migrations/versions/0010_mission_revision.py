"""A mission's revision and the mode asked for at its start (issue 29, the table API):
`revision` grows by one on every change to the set-up's or the mission's log, so a
command made on an older one is refused (R-183); `mode` is the mode `demloc mission
new` was given, set as a step once the set-up reaches its Mode phase.

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-06
"""

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column(
        "mission_setup",
        sa.Column("revision", sa.Integer(), nullable=False, server_default="0"),
    )
    op.add_column(
        "mission_setup",
        sa.Column("mode", sa.String(10), nullable=False, server_default=""),
    )


def downgrade() -> None:
    with op.batch_alter_table("mission_setup") as batch:
        batch.drop_column("mode")
        batch.drop_column("revision")
