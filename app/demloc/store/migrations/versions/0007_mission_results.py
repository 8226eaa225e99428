"""Mission results (issue 13): a mission in play gets its identity (a UUID, made for the
rows before) and the status "resolved"; the results written into each guild, once per
play and guild (mission_result); a guild's history names the mission, its result, its
winner, who played, the report and its log; each member keeps his deeds and titles.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-11
"""

import uuid

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

play = sa.table("mission_play", sa.column("id", sa.Integer()), sa.column("uuid", sa.String(36)))


def _text(name: str) -> sa.Column[str]:
    return sa.Column(name, sa.Text(), nullable=False, server_default="")


def upgrade() -> None:
    bind = op.get_bind()
    # Added in place (mission_play_event's foreign key points at mission_play).
    op.add_column("mission_play", sa.Column("uuid", sa.String(36), nullable=True))
    for (play_id,) in bind.execute(sa.select(play.c.id)).all():
        bind.execute(play.update().where(play.c.id == play_id).values(uuid=str(uuid.uuid4())))
    if bind.dialect.name != "sqlite":  # SQLite cannot alter a column in place
        op.alter_column("mission_play", "uuid", existing_type=sa.String(36), nullable=False)
    op.create_index("ix_mission_play_uuid", "mission_play", ["uuid"], unique=True)
    op.add_column("mission_play", _text("guests"))
    op.create_table(
        "mission_result",
        sa.Column("id", sa.Integer(), primary_key=True),
        sa.Column("play_uuid", sa.String(36), nullable=False),
        sa.Column("guild_uuid", sa.String(36), nullable=False),
        sa.Column("written_at", sa.DateTime(), nullable=False),
        sa.Column("resolution", sa.Text(), nullable=False),
        sa.UniqueConstraint("play_uuid", "guild_uuid"),
    )
    for name, length in (("mission_id", 80), ("play_uuid", 36), ("winner", 10)):
        op.add_column(
            "mission_record",
            sa.Column(name, sa.String(length), nullable=False, server_default=""),
        )
    for name in ("players", "report", "log"):
        op.add_column("mission_record", _text(name))
    for name in ("deeds", "titles"):
        op.add_column("member", _text(name))


def downgrade() -> None:
    with op.batch_alter_table("member") as batch:
        batch.drop_column("titles")
        batch.drop_column("deeds")
    with op.batch_alter_table("mission_record") as batch:
        for name in ("log", "report", "players", "winner", "play_uuid", "mission_id"):
            batch.drop_column(name)
    op.drop_table("mission_result")
    op.drop_index("ix_mission_play_uuid", "mission_play")
    with op.batch_alter_table("mission_play") as batch:
        batch.drop_column("guests")
        batch.drop_column("uuid")
