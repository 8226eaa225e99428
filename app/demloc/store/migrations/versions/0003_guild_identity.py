"""Guild identity and opening balances: every guild gets a UUID, kept in its exports;
a guild whose wealth predates the ledger (schema 0001) gets an opening ledger line, so
its wealth equals its ledger (its own export re-imports, undo balances).

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-07
"""

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

OPENING = "opening balance: the guild's wealth before the ledger was kept"

guild = sa.table(
    "guild",
    sa.column("id", sa.Integer()),
    sa.column("uuid", sa.String(36)),
    sa.column("fame", sa.Integer()),
    sa.column("feods", sa.Integer()),
    sa.column("blood_stones", sa.Integer()),
    sa.column("created_at", sa.DateTime()),
)
ledger = sa.table(
    "ledger_entry",
    sa.column("guild_id", sa.Integer()),
    sa.column("at", sa.DateTime()),
    sa.column("reason", sa.String(200)),
    sa.column("fame", sa.Integer()),
    sa.column("feods", sa.Integer()),
    sa.column("blood_stones", sa.Integer()),
)


def upgrade() -> None:
    bind = op.get_bind()
    # Added in place (no table copy: other tables' foreign keys point at guild).
    op.add_column("guild", sa.Column("uuid", sa.String(36), nullable=True))
    totals = (
        sa.select(
            ledger.c.guild_id,
            sa.func.sum(ledger.c.fame).label("fame"),
            sa.func.sum(ledger.c.feods).label("feods"),
            sa.func.sum(ledger.c.blood_stones).label("blood_stones"),
        )
        .group_by(ledger.c.guild_id)
        .subquery()
    )
    rows = bind.execute(
        sa.select(
            guild.c.id,
            guild.c.fame,
            guild.c.feods,
            guild.c.blood_stones,
            guild.c.created_at,
            sa.func.coalesce(totals.c.fame, 0),
            sa.func.coalesce(totals.c.feods, 0),
            sa.func.coalesce(totals.c.blood_stones, 0),
        ).outerjoin(totals, totals.c.guild_id == guild.c.id)
    ).all()
    for guild_id, fame, feods, stones, created, in_fame, in_feods, in_stones in rows:
        bind.execute(guild.update().where(guild.c.id == guild_id).values(uuid=str(uuid.uuid4())))
        if (fame, feods, stones) != (in_fame, in_feods, in_stones):
            bind.execute(
                ledger.insert().values(
                    guild_id=guild_id,
                    at=created,
                    reason=OPENING,
                    fame=fame - in_fame,
                    feods=feods - in_feods,
                    blood_stones=stones - in_stones,
                )
            )
    if bind.dialect.name != "sqlite":  # SQLite cannot alter a column in place
        op.alter_column("guild", "uuid", existing_type=sa.String(36), nullable=False)
    op.create_index("ix_guild_uuid", "guild", ["uuid"], unique=True)


def downgrade() -> None:
    op.drop_index("ix_guild_uuid", "guild")
    op.execute(ledger.delete().where(ledger.c.reason == OPENING))
    with op.batch_alter_table("guild") as batch:
        batch.drop_column("uuid")
