"""A guild's history read a page at a time (issue 31): its ledger lines and its mission
records by guild, newest first, without reading every guild's rows.

Revision ID: 0012
Revises: 0011
Create Date: 2026-12-06
"""

from alembic import op

revision = "0012"
down_revision = "0011"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_index("ix_ledger_entry_guild_id", "ledger_entry", ["guild_id", "id"])
    op.create_index("ix_mission_record_guild_id", "mission_record", ["guild_id", "id"])


def downgrade() -> None:
    op.drop_index("ix_mission_record_guild_id", "mission_record")
    op.drop_index("ix_ledger_entry_guild_id", "ledger_entry")
