"""Training detection and hyperparameter extraction from a code revision (agents/summarization/_training.py, _hyperparameters.py).

On the real agents' code (the example agent's SFT → GRPO scripts, copy_base's start.sh, the stand-in
CLIs' train.py) and on small scripts of the kinds agents write.
"""

from __future__ import annotations

import os
import shutil
import textwrap
from pathlib import Path

import pytest

from agents.summarization import Hyperparameter, extract_hyperparameters, hyperparameter_changes
from agents.summarization._training import detect_training

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "agents" / "example"


def _code(tmp_path: Path, files: dict[str, str]) -> Path:
    code = tmp_path / "code"
    for rel, text in files.items():
        (code / rel).parent.mkdir(parents=True, exist_ok=True)
        (code / rel).write_text(textwrap.dedent(text))
    return code


def _line(path: Path, needle: str) -> int:
    """1-based line of the first line containing `needle`: what evidence must point at."""
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if needle in line)


def _one(hps: dict[str, list[Hyperparameter]], name: str, context: str, path: str | None = None) -> Hyperparameter:
    found = [h for h in hps.get(name, []) if h.context == context and path in (None, h.path)]
    assert len(found) == 1, (name, context, hps.get(name))
    return found[0]


# What the example agent's start.sh copies into code/, and how it runs them.
EXAMPLE_CODE = ("train.py", "train_online.py", "recipe.py", "harness.py", "checkpoints.py", "online_grpo.py")
EXAMPLE_RUN = [["python3", "code/train.py"]]


@pytest.fixture
def example(tmp_path: Path) -> Path:
    code = tmp_path / "code"
    code.mkdir()
    for name in EXAMPLE_CODE:
        shutil.copy(EXAMPLE / name, code / name)
    return code


# --------------------------------------------------------------------------- the real agents' code

def test_example_agent_is_grpo_after_an_sft_warmup(example: Path) -> None:
    d = detect_training(example, cmdlines=EXAMPLE_RUN)
    grpo, sft = _line(example / "train.py", "GRPOTrainer("), _line(example / "train.py", "SFTTrainer(")
    assert d.type == "GRPO"
    assert d.methods == ["SFT", "GRPO"]  # train.py runs SFT first
    assert (d.evidence[0].path, d.evidence[0].line, d.evidence[0].method) == ("train.py", grpo, "GRPO")
    assert d.evidence[0].text.startswith("trainer = GRPOTrainer(")
    assert d.how == f"TRL GRPOTrainer at train.py:{grpo} (also TRL SFTTrainer at train.py:{sft})"
    assert len(d.evidence) <= 6 and [e.method for e in d.evidence][:3] == ["GRPO"] * 3


def test_the_log_decides_between_methods_only_when_it_names_one(example: Path) -> None:
    sft_only = detect_training(example, log_text="[12:00:01] SFTTrainer ready in 1.2s\nSFT done: 40 steps")
    assert sft_only.type == "SFT"
    assert sft_only.evidence[0].method == "SFT" and sft_only.how.endswith("; the log names SFT 2×)")
    both = detect_training(example, log_text="SFT done: 40 steps\nGRPOTrainer ready in 2s")
    assert both.type == "GRPO" and "the log names" not in both.how
    # A plan line names both; the training that ran is named over and over.
    mostly = detect_training(example, log_text="plan: sft=45s grpo<=37s\nsft step 5\nsft step 10\nSFT done")
    assert mostly.type == "SFT" and mostly.how.endswith("; the log names SFT 4× (GRPO 1×))")
    # A word that merely contains a method's name (A2RL_SFT_LR) names nothing.
    assert detect_training(example, log_text="A2RL_SFT_LR=1e-4").type == "GRPO"


def test_example_online_script_is_a_hand_written_grpo_with_an_sft_fallback(tmp_path: Path) -> None:
    code = tmp_path / "code"
    code.mkdir()
    for name in ("train_online.py", "online_grpo.py"):
        shutil.copy(EXAMPLE / name, code)
    d = detect_training(code)
    loss = _line(code / "online_grpo.py", "loss = -(weight * objective).sum() / total")
    assert d.type == "GRPO" and d.methods == ["GRPO", "SFT"]
    assert (d.evidence[0].line, d.evidence[0].what) == (loss, "hand-written GRPO loss")
    sft = _line(code / "train_online.py", "trainer = SFTTrainer(")
    assert d.how == f"hand-written GRPO loss at online_grpo.py:{loss} (also TRL SFTTrainer at train_online.py:{sft})"


def test_example_hyperparameters(example: Path) -> None:
    """The example agent's settings are found where their defaults are (recipe.py's frozen models);
    the trainers' configs name the setting each value comes from."""
    h = extract_hyperparameters(example)
    recipe, train = example / "recipe.py", example / "train.py"
    sft_lr = _one(h, "learning_rate", "class Shared")
    assert (sft_lr.value, sft_lr.path, sft_lr.line) == (1e-4, "recipe.py", _line(recipe, "sft_lr: Rate = 1e-4"))
    assert sft_lr.written_as == "sft_lr"
    assert _one(h, "learning_rate", "class StaticConfig").value == 2e-6
    assert _one(h, "learning_rate", "class OnlineConfig").value == 1e-5
    assert _one(h, "num_generations", "class StaticConfig").value == 4
    assert _one(h, "num_generations", "class OnlineConfig").written_as == "samples"
    assert _one(h, "max_steps", "class OnlineConfig").value == 30
    assert _one(h, "seed", "class Shared").value == 0
    sft = _one(h, "learning_rate", "SFTConfig", "train.py")
    assert (sft.expr, sft.line) == ("cfg.sft_lr", _line(train, "learning_rate=cfg.sft_lr"))
    beta = _one(h, "kl_beta", "GRPOConfig")
    assert (beta.value, beta.expr, beta.written_as) == (0.0, "0.0", "beta")
    assert _one(h, "max_completion_length", "GRPOConfig").value == 20  # the prompt.json default
    assert _one(h, "max_seq_length", "SFTConfig", "train.py").value == 136  # min(1024, 96 + 2 * MAX_NEW_TOKENS)
    assert _one(h, "batch_size", "SFTConfig", "train.py").value == 8
    online = {(x.name, x.context): x for items in h.values() for x in items
              if x.path in ("train_online.py", "online_grpo.py")}
    assert online[("learning_rate", "AdamW")].expr == "cfg.grpo_lr"
    assert online[("max_steps", "SFTConfig")].expr == "cfg.sft_steps"
    assert online[("lr_scheduler", "SFTConfig")].value == "linear"


def test_copy_base_agent_is_copy_of_base(tmp_path: Path) -> None:
    code = tmp_path / "code"
    code.mkdir()
    shutil.copy(REPO / "agents" / "copy_base" / "start.sh", code)
    d = detect_training(code)
    assert d.type == "copy-of-base" and d.methods == ["copy"]
    line = _line(code / "start.sh", 'cp -r "$MODEL_PATH"')
    assert (d.evidence[0].path, d.evidence[0].line) == ("start.sh", line)
    assert d.how == f"a copy of the base model at start.sh:{line}, and no training code"


def test_the_scripted_drivers_train_py_is_hand_written_sft(tmp_path: Path) -> None:
    from agents.driver import TRAIN_PY

    code = _code(tmp_path, {"train.py": TRAIN_PY})
    d = detect_training(code)
    assert d.type == "SFT" and d.methods == ["SFT"]
    assert d.evidence[0].line == _line(code / "train.py", "loss = model(**enc, labels=labels).loss")
    assert d.evidence[0].what == "hand-written SFT loss"
    lr = _one(extract_hyperparameters(code), "learning_rate", "AdamW")
    assert (lr.value, lr.line) == (1e-5, _line(code / "train.py", "AdamW("))


# --------------------------------------------------------------------------- scripts of the kinds agents write

DPO = """\
from datasets import load_dataset
from trl import DPOConfig, DPOTrainer

args = DPOConfig(output_dir="out", beta=0.1, learning_rate=5e-7, num_train_epochs=1)
trainer = DPOTrainer(model="m", args=args, train_dataset=load_dataset("x"))
trainer.train()
"""

TRL_PPO = """\
from trl import PPOConfig, PPOTrainer
config = PPOConfig(learning_rate=1.41e-5, batch_size=64, init_kl_coef=0.05, cliprange=0.2)
trainer = PPOTrainer(config, model, ref_model, tokenizer)
"""

HAND_PPO = """\
import torch

def ppo_step(policy, old_logp, advantages, batch, clip_eps=0.2):
    logp = policy(batch)
    ratio = torch.exp(logp - old_logp)
    clipped = torch.clamp(ratio, 1 - clip_eps, 1 + clip_eps)
    loss = -torch.min(ratio * advantages, clipped * advantages).mean()
    loss.backward()
"""

REINFORCE = """\
import torch
LR = 1e-5
opt = torch.optim.Adam(model.parameters(), lr=LR)
for step in range(100):
    out = model.generate(prompts, do_sample=True, temperature=0.7, max_new_tokens=64)
    rewards = torch.tensor([score(o) for o in out])
    log_probs = compute_logprobs(model, out)
    baseline = rewards.mean()
    loss = -((rewards - baseline) * log_probs).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
"""

HAND_SFT = """\
import torch
import torch.nn.functional as F

def main():
    opt = torch.optim.AdamW(model.parameters(), lr=3e-5, weight_decay=0.01)
    for batch in loader:
        logits = model(batch["input_ids"]).logits
        loss = F.cross_entropy(logits.view(-1, logits.size(-1)), batch["labels"].view(-1))
        scaler.scale(loss).backward()
        opt.step()
"""

RLOO = """\
from trl import RLOOConfig, RLOOTrainer
cfg = RLOOConfig(output_dir="o", rloo_k=4, learning_rate=1e-6)
RLOOTrainer(config=cfg, policy=p).train()
"""


@pytest.mark.parametrize(("source", "type_", "methods", "needle", "what"), [
    (DPO, "DPO", ["DPO"], "trainer = DPOTrainer(", "TRL DPOTrainer"),
    (TRL_PPO, "PPO", ["PPO"], "trainer = PPOTrainer(", "TRL PPOTrainer"),
    (HAND_PPO, "PPO", ["PPO"], "loss = -torch.min(", "hand-written PPO loss"),
    (REINFORCE, "other RL", ["policy gradient"], "loss = -((rewards", "hand-written policy gradient loss"),
    (HAND_SFT, "SFT", ["SFT"], "loss = F.cross_entropy(", "hand-written SFT loss"),
    (RLOO, "other RL", ["RLOO"], "RLOOTrainer(config", "TRL RLOOTrainer"),
])
def test_kinds_of_training(tmp_path: Path, source: str, type_: str, methods: list[str], needle: str,
                           what: str) -> None:
    code = _code(tmp_path, {"train.py": source})
    d = detect_training(code)
    assert (d.type, d.methods) == (type_, methods)
    assert (d.evidence[0].line, d.evidence[0].what) == (_line(code / "train.py", needle), what)
    assert d.how.startswith(f"{what} at train.py:{d.evidence[0].line}")


def test_hyperparameters_of_the_snippets(tmp_path: Path) -> None:
    dpo = extract_hyperparameters(_code(tmp_path / "a", {"t.py": DPO}))
    assert (_one(dpo, "kl_beta", "DPOConfig").value, _one(dpo, "learning_rate", "DPOConfig").value) == (0.1, 5e-7)
    assert _one(dpo, "epochs", "DPOConfig").value == 1
    ppo = extract_hyperparameters(_code(tmp_path / "b", {"t.py": TRL_PPO}))
    assert _one(ppo, "kl_beta", "PPOConfig").written_as == "init_kl_coef"
    assert (_one(ppo, "clip_range", "PPOConfig").value, _one(ppo, "batch_size", "PPOConfig").value) == (0.2, 64)
    rf = extract_hyperparameters(_code(tmp_path / "c", {"t.py": REINFORCE}))
    assert (_one(rf, "learning_rate", "Adam").value, _one(rf, "learning_rate", "Adam").expr) == (1e-5, "LR = 1e-5")
    assert "learning_rate" in rf and len(rf["learning_rate"]) == 1  # LR shown through Adam, not again
    assert (_one(rf, "temperature", "generate").value, _one(rf, "max_completion_length", "generate").value) == (0.7, 64)
    rloo = extract_hyperparameters(_code(tmp_path / "d", {"t.py": RLOO}))
    assert (_one(rloo, "num_generations", "RLOOConfig").value, rloo["num_generations"][0].written_as) == (4, "rloo_k")


def test_lora_rank_and_alpha_only_inside_a_lora_config(tmp_path: Path) -> None:
    code = _code(tmp_path, {"t.py": """\
        from peft import LoraConfig
        from trl import SFTConfig, SFTTrainer
        r = 4
        alpha = 0.5
        peft_config = LoraConfig(
            r=16,
            lora_alpha=32, lora_dropout=0.05, target_modules=["q_proj"])
        SFTTrainer(model=m, args=SFTConfig(output_dir="o", max_seq_length=512), peft_config=peft_config).train()
        """})
    h = extract_hyperparameters(code)
    rank = _one(h, "lora_rank", "LoraConfig")
    assert (rank.value, rank.line, rank.written_as) == (16, 6, "r")
    assert (_one(h, "lora_alpha", "LoraConfig").value, _one(h, "lora_alpha", "LoraConfig").line) == (32, 7)
    assert len(h["lora_rank"]) == 1 and len(h["lora_alpha"]) == 1  # the module's r and alpha are not LoRA's
    assert _one(h, "max_seq_length", "SFTConfig").value == 512
    d = detect_training(code)
    assert d.type == "SFT" and (d.evidence[0].line, d.evidence[0].what) == (8, "TRL SFTTrainer")


ARGPARSE = """\
import argparse
from trl import GRPOConfig, GRPOTrainer
p = argparse.ArgumentParser()
p.add_argument("--lr", "--learning-rate", type=float, default=1e-6)
p.add_argument("--epochs", type=int, default=1)
p.add_argument("--num-generations", type=int, default=8)
p.add_argument("--beta", default="0.04")
args = p.parse_args()
cfg = GRPOConfig(output_dir="o", learning_rate=args.lr, num_train_epochs=args.epochs, beta=float(args.beta))
GRPOTrainer(model="m", reward_funcs=[f], args=cfg).train()
"""


def test_argparse_defaults_and_command_line_overrides(tmp_path: Path) -> None:
    code = _code(tmp_path, {"train.py": ARGPARSE, "other.py": ARGPARSE})
    plain = extract_hyperparameters(code)
    lr = [x for x in plain["learning_rate"] if x.path == "train.py"]
    assert [(x.context, x.value, x.line) for x in lr] == [("argparse --lr", 1e-6, 4), ("GRPOConfig", 1e-6, 9)]
    assert _one({"k": [x for x in plain["kl_beta"] if x.path == "train.py"]}, "k", "argparse --beta").value == 0.04

    ran = [["python", "code/train.py", "--lr", "3e-5", "--epochs=2"], ["python", "-c", "print(1)"]]
    h = extract_hyperparameters(code, ran)
    mine = {(x.name, x.context): x for items in h.values() for x in items if x.path == "train.py"}
    assert (mine[("learning_rate", "cmdline")].value, mine[("learning_rate", "cmdline")].expr) == (3e-5, "--lr 3e-5")
    assert mine[("learning_rate", "cmdline")].line == 4
    assert (mine[("epochs", "cmdline")].value, mine[("epochs", "cmdline")].expr) == (2, "--epochs=2")
    assert isinstance(mine[("epochs", "cmdline")].value, int)
    assert mine[("learning_rate", "GRPOConfig")].value == 3e-5 and mine[("epochs", "GRPOConfig")].value == 2
    assert mine[("num_generations", "argparse --num-generations")].value == 8  # not on the command line
    # The command line ran train.py, not other.py: other.py keeps its defaults.
    others = [x for x in h["learning_rate"] if x.path == "other.py"]
    assert [(x.context, x.value) for x in others] == [("argparse --lr", 1e-6), ("GRPOConfig", 1e-6)]
    # The script the command line ran comes first.
    assert h["learning_rate"][0].path == "train.py"


def test_hyperparameter_changes(tmp_path: Path) -> None:
    before = extract_hyperparameters(_code(tmp_path / "a", {"t.py": """\
        from trl import GRPOConfig
        LR = 1e-6
        cfg = GRPOConfig(learning_rate=LR, beta=0.04, num_generations=8, max_steps=100)
        """}))
    after = extract_hyperparameters(_code(tmp_path / "b", {"t.py": """\
        from trl import GRPOConfig
        # a comment that moves everything down a line
        LR = 5e-7
        cfg = GRPOConfig(learning_rate=LR, beta=0.04, num_generations=16, num_train_epochs=2)
        """}))
    changes = {(c.name, c.change): c for c in hyperparameter_changes(before, after)}
    assert set(changes) == {("learning_rate", "changed"), ("num_generations", "changed"), ("epochs", "added"),
                            ("max_steps", "removed")}
    lr = changes[("learning_rate", "changed")]
    assert (lr.context, lr.old, lr.new, lr.new_expr) == ("GRPOConfig", 1e-6, 5e-7, "LR = 5e-7")
    assert lr.describe() == "learning_rate (GRPOConfig): 1e-06 → 5e-07"
    assert changes[("num_generations", "changed")].describe() == "num_generations (GRPOConfig): 8 → 16"
    assert changes[("epochs", "added")].describe() == "epochs (GRPOConfig): added, 2"
    assert changes[("max_steps", "removed")].describe() == "max_steps (GRPOConfig): removed (was 100)"
    assert hyperparameter_changes(after, after) == []


def test_config_files_and_shell_scripts(tmp_path: Path) -> None:
    code = _code(tmp_path, {
        "cfg.yaml": "training:\n  learning_rate: 2e-5  # tuned\n  per_device_train_batch_size: 16\n  lora_r: 8\n",
        "cfg.json": '{"num_train_epochs": 3, "nested": {"warmup_ratio": 0.1}}',
        "cfg.toml": "[train]\nseed = 7\n",
        "run.sh": "#!/bin/bash\n# trl grpo would be GRPO, but this is a comment\n"
                  "accelerate launch --num_processes 1 -m trl.scripts.sft --model_name_or_path m \\\n"
                  "   --learning_rate 3e-5 --num_train_epochs 2\n",
    })
    h = extract_hyperparameters(code)
    assert (_one(h, "learning_rate", "cfg.yaml").value, _one(h, "learning_rate", "cfg.yaml").line) == (2e-5, 2)
    assert _one(h, "batch_size", "cfg.yaml").value == 16 and _one(h, "lora_rank", "cfg.yaml").value == 8
    assert _one(h, "epochs", "cfg.json").value == 3 and _one(h, "warmup_ratio", "cfg.json").value == 0.1
    assert _one(h, "seed", "cfg.toml").value == 7
    shell = _one(h, "learning_rate", "shell command")
    assert (shell.value, shell.path, shell.line) == (3e-5, "run.sh", 3)
    d = detect_training(code)
    assert (d.type, d.methods, d.evidence[0].path, d.evidence[0].line) == ("SFT", ["SFT"], "run.sh", 3)


def test_trl_cli_on_a_command_line(tmp_path: Path) -> None:
    code = _code(tmp_path, {"notes.py": "print('nothing here')\n"})
    ran = [["trl", "dpo", "--model_name_or_path", "m", "--beta", "0.2", "--learning_rate=1e-6"]]
    d = detect_training(code, cmdlines=ran)
    assert (d.type, d.evidence[0].path, d.evidence[0].line) == ("DPO", "(cmdline)", 0)
    assert d.how == "the TRL CLI `trl dpo` at the command line"
    h = extract_hyperparameters(code, ran)
    assert (_one(h, "kl_beta", "cmdline").value, _one(h, "learning_rate", "cmdline").value) == (0.2, 1e-6)


def test_the_order_the_scripts_ran_in(tmp_path: Path) -> None:
    code = _code(tmp_path, {"a_grpo.py": "from trl import GRPOTrainer\nGRPOTrainer(model=m).train()\n",
                            "b_sft.py": "from trl import SFTTrainer\nSFTTrainer(model=m).train()\n"})
    assert detect_training(code).methods == ["GRPO", "SFT"]  # file order where nothing says otherwise
    ran = [["python", "b_sft.py"], ["accelerate", "launch", "code/a_grpo.py"]]
    d = detect_training(code, cmdlines=ran)
    assert d.methods == ["SFT", "GRPO"] and d.type == "GRPO"
    assert d.how == "TRL GRPOTrainer at a_grpo.py:2 (also TRL SFTTrainer at b_sft.py:2)"


def test_imports_comments_and_strings_are_not_training(tmp_path: Path) -> None:
    code = _code(tmp_path, {"t.py": """\
        from trl import GRPOTrainer, SFTConfig
        # GRPOTrainer(model) would be GRPO
        NOTE = "we use GRPOTrainer(...) later"
        print(NOTE)
        """})
    d = detect_training(code)
    assert (d.type, d.methods, d.evidence) == ("unknown", [], [])
    assert d.how == ("no training code found in 1 files; GRPOTrainer imported at t.py:1 but never used; "
                     "SFTConfig imported at t.py:1 but never used")


def test_aliases_subclasses_and_transformers_trainer(tmp_path: Path) -> None:
    aliased = _code(tmp_path / "a", {"t.py": "from trl import GRPOTrainer as T\n\nT(model=m).train()\n"})
    d = detect_training(aliased)
    assert (d.type, d.evidence[0].line, d.evidence[0].what) == ("GRPO", 3, "TRL GRPOTrainer (as T)")

    plain = _code(tmp_path / "b", {"t.py": """\
        from transformers import Trainer, TrainingArguments, DataCollatorForLanguageModeling
        args = TrainingArguments(output_dir="o", learning_rate=2e-5, num_train_epochs=3)
        Trainer(model=m, args=args, data_collator=DataCollatorForLanguageModeling(tok, mlm=False)).train()
        """})
    d = detect_training(plain)
    assert (d.type, d.evidence[0].line, d.evidence[0].what) == ("SFT", 3, "transformers Trainer")
    assert _one(extract_hyperparameters(plain), "learning_rate", "TrainingArguments").value == 2e-5

    own_loss = _code(tmp_path / "c", {"t.py": """\
        from transformers import Trainer

        class PGTrainer(Trainer):
            def compute_loss(self, model, inputs, return_outputs=False):
                logp = model(**inputs).logits.log_softmax(-1)
                pg_loss = -(inputs["rewards"] * logp).mean()
                return pg_loss

        PGTrainer(model=m).train()
        """})
    d = detect_training(own_loss)
    assert (d.type, d.methods, d.evidence[0].line) == ("other RL", ["policy gradient"], 6)


def test_hand_written_dpo_and_group_normalised_grpo(tmp_path: Path) -> None:
    dpo = _code(tmp_path / "a", {"t.py": """\
        import torch.nn.functional as F
        def step(policy_chosen_logps, policy_rejected_logps, ref_chosen, ref_rejected, beta=0.1):
            logits = beta * ((policy_chosen_logps - ref_chosen) - (policy_rejected_logps - ref_rejected))
            loss = -F.logsigmoid(logits).mean()
            loss.backward()
        """})
    assert (detect_training(dpo).type, detect_training(dpo).evidence[0].line) == ("DPO", 4)
    grpo = _code(tmp_path / "b", {"t.py": """\
        G = 8
        for prompts in loader:
            rewards = score(model.generate(prompts, num_return_sequences=G)).view(-1, G)  # one group per prompt
            advantages = (rewards - rewards.mean(1, keepdim=True)) / (rewards.std(1, keepdim=True) + 1e-4)
            loss = -(advantages.flatten() * seq_logprobs(model, prompts)).mean()
            accelerator.backward(loss)
        """})
    d = detect_training(grpo)
    assert (d.type, d.evidence[0].line, d.how) == ("GRPO", 5, "hand-written GRPO loss at t.py:5")


def test_a_file_that_does_not_parse(tmp_path: Path) -> None:
    code = _code(tmp_path, {"b.py": """\
        from trl import GRPOTrainer
        def broken(:
            GRPOTrainer(model=m)
          # SFTTrainer(x)
        lr = 3e-4
        """})
    d = detect_training(code)
    assert (d.type, d.methods, d.evidence[0].line) == ("GRPO", ["GRPO"], 3)
    assert "does not parse" in d.evidence[0].what
    h = extract_hyperparameters(code)
    assert (_one(h, "learning_rate", "unparsed").value, h["learning_rate"][0].line) == (3e-4, 5)


def test_copy_in_python_and_a_resave_without_training(tmp_path: Path) -> None:
    copy = _code(tmp_path / "a", {"c.py": """\
        import os, shutil
        MODEL_PATH = os.environ["MODEL_PATH"]
        shutil.copytree(MODEL_PATH, os.path.join("output", "v1"))
        """})
    d = detect_training(copy)
    assert (d.type, d.methods, d.evidence[0].line) == ("copy-of-base", ["copy"], 3)
    resave = _code(tmp_path / "b", {"r.py": """\
        from transformers import AutoModelForCausalLM
        m = AutoModelForCausalLM.from_pretrained(path)
        m.save_pretrained("output/v1")
        """})
    d = detect_training(resave)
    assert (d.type, d.evidence[0].line, d.evidence[0].what) == ("copy-of-base", 3,
                                                                "the base model loaded and saved again")


def test_never_raises_on_odd_files(tmp_path: Path) -> None:
    code = _code(tmp_path, {"train.py": "from trl import SFTTrainer\nSFTTrainer(model=m).train()\n"})
    (code / "blob.py").write_bytes(b"\x00\x01\x02 binary")
    (code / "latin.py").write_bytes("LR = 1e-3  # caf\xe9\n".encode("latin-1"))
    (code / "deep.py").write_text("x = " + "+".join(["1"] * 100_000) + "\n")
    (code / "nested.py").write_text("x = " + "[" * 90 + "]" * 90 + "\n")
    (code / "huge.py").write_text("# padding\n" * 250_000 + "GRPOTrainer(model=m)\n")  # > 2 MiB: skipped
    (code / "bad.json").write_text("{not json")
    (code / "bad.toml").write_text("= = =")
    (code / "bad.sh").write_text("python 'unterminated --lr 1\n")
    os.symlink("/dev/zero", code / "zero.py")
    d = detect_training(code)
    assert (d.type, d.methods) == ("SFT", ["SFT"])
    h = extract_hyperparameters(code)
    assert _one(h, "learning_rate", "module constant LR").value == 1e-3
    missing = tmp_path / "missing"
    assert detect_training(missing).how == "no training code found in 0 files"
    assert extract_hyperparameters(missing) == {}


def test_at_most_500_files_are_read(tmp_path: Path) -> None:
    code = tmp_path / "code"
    code.mkdir()
    for i in range(510):
        (code / f"m{i:03d}.py").write_text("x = 1\n")
    (code / "z_train.py").write_text("from trl import GRPOTrainer\nGRPOTrainer(model=m)\n")  # sorted last
    d = detect_training(code)
    assert (d.type, d.how) == ("unknown", "no training code found in 500 files")


def test_annotations_unpacking_and_odd_characters(tmp_path: Path) -> None:
    code = _code(tmp_path, {"t.py": """\
        from trl import GRPOTrainer, SFTConfig, SFTTrainer

        def build(trainer: GRPOTrainer) -> GRPOTrainer:
            return trainer

        lr, epochs = 1e-3, 2
        LR = 2e-5
        cfg = SFTConfig(output_dir="é/ü", learning_rate=LR, num_train_epochs=epochs)
        \x0c
        SFTTrainer(model=m, args=cfg).train()
        """})
    d = detect_training(code)
    assert (d.type, d.methods) == ("SFT", ["SFT"])  # a type annotation trains nothing
    assert (d.evidence[0].line, d.evidence[0].text) == (10, "SFTTrainer(model=m, args=cfg).train()")
    h = extract_hyperparameters(code)
    lr = _one(h, "learning_rate", "SFTConfig")
    assert (lr.value, lr.expr, lr.line) == (2e-5, "LR = 2e-5", 8)  # columns after é are bytes, not characters
    epochs = _one(h, "epochs", "SFTConfig")
    assert (epochs.value, epochs.expr) == (None, "epochs")  # unpacked from a tuple: no value of its own


def test_a_backward_pass_of_an_unrecognised_loss(tmp_path: Path) -> None:
    code = _code(tmp_path, {"t.py": "def step(objective):\n    objective.backward()\n"})
    d = detect_training(code)
    assert (d.type, d.methods, d.how) == ("unknown", ["unrecognised loss"],
                                          "a backward pass of an unrecognised loss at t.py:2")
    both = _code(tmp_path / "b", {"t.py": "def step(objective):\n    objective.backward()\n",
                                  "u.py": "from trl import DPOTrainer\nDPOTrainer(model=m).train()\n"})
    assert detect_training(both).methods == ["DPO"]  # beside a recognised method it is left out
