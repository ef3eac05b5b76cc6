"""Numeric answer extraction, as the common GSM8K harnesses do it.

Pure functions, shared by every task whose answer is a number.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

_NUMBER = re.compile(r"-?\$?\d[\d,]*(?:\.\d+)?|-?\$?\.\d+")
_MARKER = "####"


def normalize_number(text: str) -> str | None:
    """Canonical form of a number written by a model or a reference.

    >>> normalize_number("$1,234.50")
    '1234.5'
    >>> normalize_number("18.0")
    '18'
    >>> normalize_number("-7.")
    '-7'
    >>> normalize_number("abc") is None
    True
    """
    cleaned = text.strip().replace(",", "").replace("$", "").rstrip(".")
    try:
        value = Decimal(cleaned)
    except InvalidOperation:
        return None
    if not value.is_finite():
        return None
    value = value.normalize()
    # Decimal("100").normalize() is 1E+2; write it out plainly.
    return format(value, "f") if value == value.to_integral() else str(value)


def extract_answer(completion: str) -> str | None:
    """The number after the last `####`, else the last number in the text.

    >>> extract_answer("7 * 8 = 56\\n#### 56")
    '56'
    >>> extract_answer("She pays $1,200.00 in total.")
    '1200'
    >>> extract_answer("#### 12 apples, not 13")
    '12'
    >>> extract_answer("I do not know") is None
    True
    """
    if _MARKER in completion:
        tail = completion.rsplit(_MARKER, 1)[1]
        found = _NUMBER.search(tail)
        if found:
            return normalize_number(found.group())
    numbers = _NUMBER.findall(completion)
    return normalize_number(numbers[-1]) if numbers else None


def numeric_match(completion: str, reference: str) -> float:
    """1.0 when the completion's answer equals the reference's, else 0.0.

    >>> numeric_match("52 + 20 = 72\\n#### 72", "52 + 20 = 72\\n#### 72")
    1.0
    >>> numeric_match("The answer is 71", "#### 72")
    0.0
    """
    want = extract_answer(reference)
    got = extract_answer(completion)
    return 1.0 if want is not None and got == want else 0.0
