"""Code revisions: the agent's `code/` committed to a private git repository in `grader/`.

At every submission (from the grader's snapshot of `code/`, so the revision is exactly what
was stored with it) and at a fixed interval while the agent works. The repository is bare and
lives where the agent cannot reach; its working tree is given per commit, and a private index
file is used, so nothing the agent writes (a `.git` folder of its own, hooks, attributes) takes
part. Files too large to be code, and `__pycache__`, are left out (and counted), like the
grader's snapshot does.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import threading
import time
from pathlib import Path

from pydantic import BaseModel, Field

__all__ = ["CodeRevisions", "Revision", "RevisionSummary", "SubmissionDiff", "submission_revisions",
           "write_submission_diffs"]

MAX_FILE_BYTES = 5 * 2**20
# Code, not a dataset: past this many files a revision keeps the first ones (sorted) and lists the rest
# as skipped, so a code/ with a million files costs a bounded commit.
MAX_FILES = 20_000
_SKIP_DIRS = {"__pycache__", ".git"}
# git without the user's or the system's configuration: no hooks, no filters, a fixed identity.
_GIT_ENV = {"GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_AUTHOR_NAME": "a2rl",
            "GIT_AUTHOR_EMAIL": "a2rl@localhost", "GIT_COMMITTER_NAME": "a2rl",
            "GIT_COMMITTER_EMAIL": "a2rl@localhost", "GIT_TERMINAL_PROMPT": "0"}


class Revision(BaseModel):
    """One line of `revisions.jsonl`: a commit (or a check that found nothing new)."""

    t: float = Field(description="Epoch seconds it was taken.")
    sha: str = Field(description="The commit of code/ at that moment.")
    reason: str = Field(description="submission | interval | end")
    submission_id: int | None = None
    new: bool = Field(description="False when code/ had not changed since the last commit.")
    files: int = Field(description="Files in the revision.")
    changed: int = Field(0, description="Files changed since the previous revision.")
    insertions: int = 0
    deletions: int = 0
    skipped: list[str] = Field(default_factory=list, description="Left out: larger than 5 MiB, or past MAX_FILES files.")


class RevisionSummary(BaseModel):
    revisions: int = Field(description="Distinct commits.")
    submissions: dict[int, str] = Field(default_factory=dict, description="Submission id → commit.")
    available: bool = True
    why_not: str | None = None


class CodeRevisions:
    """A bare repository at `repo` holding every revision of one workspace's code/."""

    def __init__(self, repo: Path, log_path: Path) -> None:
        self.repo, self.log_path = repo, log_path
        self._lock = threading.Lock()
        self._git = shutil.which("git")
        self.why_not = None if self._git else "git is not installed; install git to record code revisions"
        if self._git and not (repo / "HEAD").is_file():
            repo.mkdir(parents=True, exist_ok=True)
            self._run("init", "--bare", "--quiet", "--initial-branch=main")

    @property
    def available(self) -> bool:
        return self.why_not is None

    def _run(self, *args: str, work_tree: Path | None = None, index: Path | None = None,
             stdin: bytes | None = None) -> str:
        env = {"PATH": os.environ.get("PATH", ""), **_GIT_ENV, "GIT_DIR": str(self.repo)}
        if work_tree is not None:
            env["GIT_WORK_TREE"] = str(work_tree)
        if index is not None:
            env["GIT_INDEX_FILE"] = str(index)
        proc = subprocess.run([self._git or "git", "-c", "core.hooksPath=/dev/null", "-c", "safe.directory=*",
                               "-c", "core.autocrlf=false", *args], env=env, input=stdin,
                              capture_output=True, check=False)
        if proc.returncode != 0:
            raise RuntimeError(f"git {' '.join(args[:2])} failed: {proc.stderr.decode(errors='replace').strip()}")
        return proc.stdout.decode(errors="replace").strip()

    def head(self) -> str | None:
        try:
            return self._run("rev-parse", "--verify", "--quiet", "refs/heads/main")
        except RuntimeError:
            return None

    @staticmethod
    def _files(tree: Path) -> tuple[list[str], list[str]]:
        """What a revision holds: regular files, like the grader's snapshot (links are left out: they
        may point anywhere, and the snapshot never follows them)."""
        keep, skipped = [], []
        for root, dirs, names in os.walk(tree, followlinks=False):
            dirs[:] = sorted(d for d in dirs if d not in _SKIP_DIRS)
            for name in sorted(names):
                path = os.path.join(root, name)
                rel = os.path.relpath(path, tree)
                try:
                    st = os.lstat(path)
                except OSError:
                    continue  # deleted while we looked
                if not stat.S_ISREG(st.st_mode):
                    continue
                (skipped if st.st_size > MAX_FILE_BYTES or len(keep) >= MAX_FILES else keep).append(rel)
        if len(skipped) > 100:  # how many were left out is the point, not every name
            skipped = skipped[:100] + [f"… and {len(skipped) - 100} more"]
        return keep, skipped

    def commit(self, tree: Path, reason: str, submission_id: int | None = None) -> Revision | None:
        """Commit `tree` (a code/ folder) as the next revision; None if git is unavailable."""
        if not self.available:
            return None
        with self._lock:
            files, skipped = self._files(tree) if tree.is_dir() else ([], [])
            index = self.repo / f"index-{os.getpid()}-{threading.get_ident()}"
            index.unlink(missing_ok=True)
            try:
                if files:
                    self._run("update-index", "--add", "-z", "--stdin", work_tree=tree, index=index,
                              stdin=b"".join(f.encode(errors="surrogateescape") + b"\0" for f in files))
                    sha_tree = self._run("write-tree", work_tree=tree, index=index)
                else:
                    sha_tree = self._empty_tree()
            finally:
                index.unlink(missing_ok=True)
            parent = self.head()
            new = parent is None or self._run("rev-parse", f"{parent}^{{tree}}") != sha_tree
            sha = parent
            if new:
                message = f"{reason}" + (f" {submission_id}" if submission_id is not None else "")
                sha = self._run("commit-tree", sha_tree, *(("-p", parent) if parent else ()), "-m", message)
                self._run("update-ref", "refs/heads/main", sha)
            assert sha is not None
            if submission_id is not None:
                self._run("update-ref", f"refs/tags/submission-{submission_id}", sha)
            changed, ins, dels = self._stat(parent or self._empty_tree(), sha) if new else (0, 0, 0)
            revision = Revision(t=time.time(), sha=sha, reason=reason, submission_id=submission_id, new=new,
                                files=len(files), changed=changed, insertions=ins, deletions=dels,
                                skipped=skipped)
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            with open(self.log_path, "a") as fh:
                fh.write(revision.model_dump_json() + "\n")
            return revision

    def _stat(self, a: str, b: str) -> tuple[int, int, int]:
        changed = ins = dels = 0
        for line in self._run("diff", "--numstat", a, b).splitlines():
            added, removed, _ = (line.split("\t", 2) + ["", ""])[:3]
            changed += 1
            ins += int(added) if added.isdigit() else 0
            dels += int(removed) if removed.isdigit() else 0
        return changed, ins, dels

    def _empty_tree(self) -> str:
        return self._run("hash-object", "-t", "tree", "-w", "--stdin", stdin=b"")

    def diff(self, a: str | None, b: str) -> str:
        """The unified diff from revision `a` (None: the empty tree) to `b`."""
        return self._run("diff", "--no-color", "--no-ext-diff", a or self._empty_tree(), b)

    def revisions(self) -> list[Revision]:
        if not self.log_path.is_file():
            return []
        return [Revision.model_validate_json(line) for line in self.log_path.read_text().splitlines() if line.strip()]

    def summary(self) -> RevisionSummary:
        if not self.available:
            return RevisionSummary(revisions=0, available=False, why_not=self.why_not)
        records = self.revisions()
        return RevisionSummary(revisions=len({r.sha for r in records}),
                               submissions={r.submission_id: r.sha for r in records if r.submission_id is not None})


def submission_revisions(log_path: Path) -> dict[int, str]:
    """Submission id → commit, from a run's revisions.jsonl (for the report)."""
    found: dict[int, str] = {}
    if log_path.is_file():
        for line in log_path.read_text().splitlines():
            doc = json.loads(line) if line.strip() else {}
            if doc.get("submission_id") is not None:
                found[int(doc["submission_id"])] = doc["sha"]
    return found


class SubmissionDiff(BaseModel):
    """The code change between two consecutive submissions (report/code_diffs/)."""

    before: int | None = Field(description="Previous submission (None: the first one, diffed from nothing).")
    after: int
    path: str
    changed: int
    insertions: int
    deletions: int


def write_submission_diffs(folder: Path, submissions: dict[int, str], out_dir: Path) -> list[SubmissionDiff]:
    """One unified diff per consecutive pair of submissions, from the run's code history at `folder`."""
    repo = CodeRevisions(folder / "code.git", folder / "revisions.jsonl")
    if not repo.available or not submissions:
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    diffs, before, before_sha = [], None, None
    for sid in sorted(submissions):
        sha = submissions[sid]
        name = f"{before or 0}-{sid}.diff"
        (out_dir / name).write_text(repo.diff(before_sha, sha) + "\n")
        changed, ins, dels = repo._stat(before_sha or repo._empty_tree(), sha)
        diffs.append(SubmissionDiff(before=before, after=sid, path=str(out_dir / name), changed=changed,
                                    insertions=ins, deletions=dels))
        before, before_sha = sid, sha
    return diffs
