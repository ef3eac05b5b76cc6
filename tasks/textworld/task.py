"""`textworld`: quests in small houses generated offline by TextWorld (the `tw-make` generator)."""

from __future__ import annotations

from pathlib import Path

from tasks._online import OnlineTask


class TextWorldTask(OnlineTask):
    folder = Path(__file__).parent
    data_version = "1"
