"""`arithmetic`: the built-in offline default task.

Small sums, differences and products, bare and as one-step word problems. It is chosen so
that SmolLM2-135M-Instruct scores low (it rambles and miscounts: about 7/100) while the
fix is learnable on two CPU cores in minutes: SFT on worked answers like `52 + 20 = 72`
lifts it past 70.
"""

from __future__ import annotations

import random
from pathlib import Path

from tasks._answers import numeric_match
from tasks._task import Item, Task

NAMES = ["Tom", "Ana", "Li", "Sam", "Mia", "Omar", "Zoe", "Ivan", "Nia", "Ben"]
THINGS = ["apples", "books", "coins", "cards", "pens", "stamps", "shells", "marbles"]
POOL_SIZE = 9000


def _draw(rng: random.Random) -> tuple[str, int, str]:
    kind = rng.choice(["add", "sub", "mul", "word_add", "word_sub"])
    if kind == "add":
        a, b = rng.randint(2, 60), rng.randint(2, 40)
        return f"What is {a} + {b}?", a + b, f"{a} + {b}"
    if kind == "sub":
        a, b = rng.randint(10, 80), rng.randint(1, 9)
        return f"What is {a} - {b}?", a - b, f"{a} - {b}"
    if kind == "mul":
        a, b = rng.randint(2, 9), rng.randint(2, 9)
        return f"What is {a} * {b}?", a * b, f"{a} * {b}"
    name, thing = rng.choice(NAMES), rng.choice(THINGS)
    if kind == "word_add":
        a, b = rng.randint(2, 30), rng.randint(2, 30)
        return (f"{name} has {a} {thing}. {name} gets {b} more {thing}. "
                f"How many {thing} does {name} have now?", a + b, f"{a} + {b}")
    a, b = rng.randint(10, 40), rng.randint(1, 9)
    return f"{name} has {a} {thing} and gives away {b}. How many {thing} are left?", a - b, f"{a} - {b}"


class ArithmeticTask(Task):
    folder = Path(__file__).parent
    data_version = "1"

    def source_items(self, data_dir: Path | None) -> list[Item]:
        # Generated, not downloaded: data_dir is not used.
        rng = random.Random(self.spec.seed)
        items = []
        for index in range(POOL_SIZE):
            question, value, working = _draw(rng)
            items.append(Item(id=f"arith-{index:05d}", question=question,
                              answer=f"{working} = {value}\n#### {value}"))
        return items

    def score(self, completion: str, item: Item) -> float:
        return numeric_match(completion, item.answer)
