"""Run as `python -m infra._prefect_db`: what Prefect's server does to its database when it starts
(the schema migrations, then the block types it registers, remembered in PREFECT_HOME's memo
store), so that temporary servers started later on the same database find it done.

Several temporary servers starting at once on a new database otherwise each migrate it and
each register the block types, and the losers of those races fail their start (a traceback
into a pipe nobody reads leaves the server hung). `A2RLHome.ensure` runs this once, under the
home's lock. It uses Prefect's own startup functions (`prefect.server.api.server`, pinned in
constraints.txt), in a process of its own because they bind an asyncio engine.
"""

from __future__ import annotations

import asyncio


async def _prepare() -> None:
    from prefect.server.api.server import _memoize_block_auto_registration
    from prefect.server.database import provide_database_interface
    from prefect.server.models.block_registration import run_block_auto_registration

    db = provide_database_interface()
    await db.create_db()

    @_memoize_block_auto_registration
    async def register_blocks() -> None:
        session = await db.session()
        async with session:
            await run_block_auto_registration(session=session)

    await register_blocks()


if __name__ == "__main__":
    asyncio.run(_prepare())
