"""Win rate and length-controlled win rate (AlpacaEval 2.0) from per-item preferences.

Judges prefer longer answers. The length-controlled (LC) win rate fits, over the items, a
logistic model of the preference on the length difference and asks what it predicts when
the lengths are equal:

    P(model beats reference) = sigmoid(w_len * tanh(std_delta_len) [+ w_d * difficulty] + b)
    std_delta_len = (len(reference) - len(model output)) / std(...)
    LC win rate   = 100 * mean(sigmoid([w_d * difficulty] + b))

The sign follows AlpacaEval's `glm_winrate.py`: there output_1 is the baseline and output_2
the model, and std_delta_len = (len_1 - len_2) / std, so a longer model output gives a
negative std_delta_len. The std is the sample std (ddof=1, as pandas computes it); when all
differences are equal it is 0 and the length term is dropped.

AlpacaEval 2.0 also uses a per-instruction difficulty and regularises towards "gamed"
baselines; both are data downloaded from its hub repository, which is not available
offline, so by default this is its `length_controlled_minimal` formula (length term +
intercept). Pass `instruction_difficulty` to add that term. Soft labels are fitted directly
(Newton's method on the soft-label log loss, which equals AlpacaEval's duplicated-rows
trick) with light L2 penalties so a perfectly separated set still gives finite weights.
"""

from __future__ import annotations

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

# Penalties against a sum of per-item losses. AlpacaEval picks an L1 strength by 5-fold CV
# (C = 100 when it skips CV); one fixed L2 of 1/100 on the length (and difficulty) weights is
# simpler, deterministic, and enough to keep them finite when length separates wins from
# losses perfectly. The intercept, the quantity reported, gets far less: when the length term
# cannot be told apart from it (every output longer by a saturated margin), the preference is
# credited to the model rather than split between the two by the penalty.
L2 = 0.01
INTERCEPT_L2 = 1e-4


class WinRates(BaseModel):
    """A model's head-to-head result against the references (rates on a 0-100 scale)."""

    model_config = ConfigDict(frozen=True)

    win_rate: float = Field(description="100 x mean preference (a tie counts half).")
    lc_win_rate: float = Field(description="Length-controlled win rate: the win rate predicted at equal lengths.")
    standard_error: float = Field(description="Standard error of the win rate (sample std / sqrt(n), x 100).")
    n: int = Field(description="Items compared.")
    n_wins: int = Field(description="Items with preference > 0.5.")
    n_draws: int = Field(description="Items with preference exactly 0.5 (identical outputs, or a judge with no preference).")
    avg_length: float = Field(description="Mean length of the model's outputs (characters, as AlpacaEval).")
    reference_avg_length: float = Field(description="Mean length of the references.")


def win_rates(preferences: list[float], output_lengths: list[int], reference_lengths: list[int],
              instruction_difficulty: list[float] | None = None) -> WinRates:
    """Win rate and LC win rate of a model over its references.

    >>> r = win_rates([0.5, 0.5, 0.5], [10, 20, 30], [10, 20, 30])
    >>> r.win_rate, r.lc_win_rate, r.n_draws
    (50.0, 50.0, 3)
    >>> r = win_rates([0.9, 0.9, 0.9, 0.1], [300, 250, 400, 80], [100, 100, 100, 100])
    >>> round(r.win_rate, 1), r.lc_win_rate < r.win_rate, r.n_wins
    (70.0, True, 3)
    """
    prefs = np.asarray(preferences, dtype=float)
    n = len(prefs)
    if n == 0:
        raise ValueError("no preferences to compute a win rate from")
    if not (len(output_lengths) == len(reference_lengths) == n):
        raise ValueError("need one output length and one reference length per preference")
    if not np.all((prefs >= 0) & (prefs <= 1)):
        raise ValueError("preferences must lie in [0, 1]")
    sem = float(prefs.std(ddof=1) / np.sqrt(n)) if n > 1 else 0.0
    return WinRates(
        win_rate=float(prefs.mean() * 100),
        lc_win_rate=length_controlled_win_rate(preferences, output_lengths, reference_lengths,
                                               instruction_difficulty),
        standard_error=sem * 100,
        n=n,
        n_wins=int((prefs > 0.5).sum()),
        n_draws=int((prefs == 0.5).sum()),
        avg_length=float(np.mean(output_lengths)),
        reference_avg_length=float(np.mean(reference_lengths)),
    )


def length_controlled_win_rate(preferences: list[float], output_lengths: list[int], reference_lengths: list[int],
                               instruction_difficulty: list[float] | None = None) -> float:
    """The LC win rate (0-100) described in the module docstring.

    A model that wins only where it is longer gets close to 50; one that wins while shorter
    gets more than its raw win rate.

    >>> round(length_controlled_win_rate([0.8, 0.8, 0.8], [50, 60, 70], [100, 100, 100]), 1)
    79.8
    >>> lc = length_controlled_win_rate([0.1, 0.1, 0.9, 0.9], [100, 90, 300, 280], [200] * 4)
    >>> 40 < lc < 60
    True
    """
    prefs = np.asarray(preferences, dtype=float)
    delta = np.asarray(reference_lengths, dtype=float) - np.asarray(output_lengths, dtype=float)
    std = delta.std(ddof=1) if len(delta) > 1 else 0.0
    length = np.tanh(delta / std) if std > 0 else np.zeros_like(delta)
    columns = [length]
    if instruction_difficulty is not None:
        if len(instruction_difficulty) != len(prefs):
            raise ValueError("need one instruction difficulty per preference")
        columns.append(np.asarray(instruction_difficulty, dtype=float))
    columns.append(np.ones_like(delta))  # AlpacaEval's not_gamed_baseline: the model's own intercept
    x = np.column_stack(columns)
    penalty = np.full(x.shape[1], L2)
    penalty[-1] = INTERCEPT_L2
    beta = fit_soft_logistic(x, prefs, penalty)
    at_equal_length = x.copy()
    at_equal_length[:, 0] = 0.0
    return float(_sigmoid(at_equal_length @ beta).mean() * 100)


def fit_soft_logistic(x: np.ndarray, y: np.ndarray, l2: np.ndarray | float = L2,
                      max_iter: int = 100) -> np.ndarray:
    """Weights w minimising sum(log loss of sigmoid(x @ w) against soft labels y)
    + sum(l2 * w^2) / 2 (`l2` per column or one for all), by damped Newton.

    >>> x = np.column_stack([np.ones(4)])
    >>> w = fit_soft_logistic(x, np.array([0.75] * 4), l2=0.0)
    >>> round(float(_sigmoid(w)[0]), 6)
    0.75
    """
    beta = np.zeros(x.shape[1])
    l2 = np.broadcast_to(np.asarray(l2, dtype=float), beta.shape)
    loss = _loss(x, y, beta, l2)
    for _ in range(max_iter):
        p = _sigmoid(x @ beta)
        grad = x.T @ (p - y) + l2 * beta
        hess = (x * (p * (1 - p))[:, None]).T @ x + np.diag(l2)
        step = np.linalg.lstsq(hess, grad, rcond=None)[0]
        # Halve the step until the loss falls: plain Newton can overshoot on separable data.
        scale = 1.0
        while scale > 1e-8:
            candidate = beta - scale * step
            new_loss = _loss(x, y, candidate, l2)
            if new_loss <= loss:
                break
            scale /= 2
        else:
            break
        beta, loss = candidate, new_loss
        if np.max(np.abs(scale * step)) < 1e-10:
            break
    return beta


def _loss(x: np.ndarray, y: np.ndarray, beta: np.ndarray, l2: np.ndarray) -> float:
    z = x @ beta
    # -[y log s(z) + (1-y) log(1-s(z))] = log(1+e^z) - y z, computed without overflow
    return float(np.sum(np.logaddexp(0.0, z) - y * z) + np.sum(l2 * beta**2) / 2)


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return np.exp(-np.logaddexp(0.0, -z))
