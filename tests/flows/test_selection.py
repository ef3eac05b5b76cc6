"""The selection rule that decides which submission's test score is the headline."""

from flows._final import choose
from graders import SubmissionRecord


def _rec(i, val, status="done", final=False, test=None):
    return SubmissionRecord(id=i, created_at="t", model_path=f"output/v{i}", snapshot="s", sha256="h",
                            size_bytes=1, status=status, val_score=val, final=final, test_score=test)


def test_best_validation_wins_and_ties_go_to_the_earlier():
    records = [_rec(1, 40.0), _rec(2, 70.0), _rec(3, 70.0), _rec(4, None, status="failed")]
    chosen = choose(records, "validation")
    assert chosen.submission_id == 2 and "validation" in chosen.reason


def test_agent_final_mark_overrides_validation():
    records = [_rec(1, 90.0), _rec(2, 50.0, final=True), _rec(3, 60.0)]
    assert choose(records, "validation").submission_id == 2


def test_failed_final_mark_is_ignored():
    records = [_rec(1, 90.0), _rec(2, None, status="failed", final=True)]
    assert choose(records, "validation").submission_id == 1


def test_best_test_rule_uses_test_scores():
    records = [_rec(1, 90.0, test=50.0), _rec(2, 60.0, test=80.0)]
    chosen = choose(records, "best-test")
    assert chosen.submission_id == 2 and chosen.rule == "best-test"


def test_no_successful_submission_means_no_selection():
    chosen = choose([_rec(1, None, status="failed")], "validation")
    assert chosen.submission_id is None and "no submission" in chosen.reason


def test_under_strict_a_flagged_submission_competes_with_the_baselines_score():
    """--integrity strict: the flagged one takes the baseline's validation score for the choice."""
    from flows._context import Scores
    from flows._final import _strict
    from flows._integrity import IntegrityReport
    from graders.integrity import IntegrityFlag

    records = [_rec(1, 20.0), _rec(2, 90.0), _rec(3, 40.0)]
    checks = IntegrityReport(mode="strict", flags=[
        IntegrityFlag(kind="chat_template_changed", submission=2, evidence="diff"),
        IntegrityFlag(kind="copy_of_base", submission=3, evidence="same weights"),  # marked only
        IntegrityFlag(kind="egress_denied", evidence="example.org:443"),  # marked only, whole session
    ])
    scored, why = _strict(records, Scores(validation=10.0, test=12.0), checks)
    assert why == {2: "chat_template_changed"}
    assert [r.val_score for r in scored] == [20.0, 10.0, 40.0]
    assert choose(scored, "validation").submission_id == 3  # without the flag, 2 would have won
    # A flag on the whole session (contamination) disqualifies every submission.
    checks.flags.append(IntegrityFlag(kind="contamination", evidence="code/x.jsonl"))
    scored, why = _strict(records, Scores(validation=10.0, test=12.0), checks)
    assert set(why) == {1, 2, 3} and all(r.val_score == 10.0 for r in scored)


def test_under_strict_the_best_test_rule_cannot_pick_a_flagged_submission_by_its_test_score():
    from flows._context import Scores
    from flows._final import _strict
    from flows._integrity import IntegrityReport
    from graders.integrity import IntegrityFlag

    records = [_rec(1, 50.0, test=80.0), _rec(2, 40.0, test=60.0)]
    checks = IntegrityReport(mode="strict", flags=[IntegrityFlag(kind="lineage", submission=1, evidence="far")])
    scored, why = _strict(records, Scores(validation=30.0, test=50.0), checks)
    assert why == {1: "lineage"} and [r.test_score for r in scored] == [50.0, 60.0]
    assert choose(scored, "best-test").submission_id == 2
