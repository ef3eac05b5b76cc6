"""Loading, partly freezing and saving the example agent's checkpoints; a trainer callback that keeps to the clock."""

from __future__ import annotations

import inspect
import os
import shutil
import time

from harness import MODEL_PATH, log


def decoder_layers(model):
    """The ModuleList of transformer blocks (Llama-style first, then a generic search)."""
    import torch.nn as nn

    base = getattr(model, "model", None)
    if base is not None and isinstance(getattr(base, "layers", None), nn.ModuleList):
        return base.layers
    n = getattr(model.config, "num_hidden_layers", None)
    for mod in model.modules():
        if isinstance(mod, nn.ModuleList) and (n is None or len(mod) == n):
            return mod
    raise RuntimeError("could not find the transformer layers")


def freeze_all_but_top(model, k: int) -> None:
    """Train only the top k blocks and the final norm; embeddings (tied to lm_head) stay frozen."""
    layers = decoder_layers(model)
    k = max(1, min(k, len(layers)))
    model.requires_grad_(False)
    for layer in layers[len(layers) - k:]:
        layer.requires_grad_(True)
    norm = getattr(getattr(model, "model", None), "norm", None)
    if norm is not None:
        norm.requires_grad_(True)
    n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
    n_all = sum(p.numel() for p in model.parameters())
    log(f"training top {k}/{len(layers)} layers: {n_train / 1e6:.1f}M of {n_all / 1e6:.1f}M params")


def load_model(path: str, train_layers: int, to_gpu: bool = False):
    """The checkpoint at `path` in float32 (small steps are below bf16's resolution), its top layers trainable."""
    import torch
    from transformers import AutoModelForCausalLM

    model = AutoModelForCausalLM.from_pretrained(path, dtype=torch.float32)
    if to_gpu and torch.cuda.is_available():
        model = model.to("cuda")
    freeze_all_but_top(model, train_layers)
    return model


def load_tokenizer(path: str):
    """(tokenizer with a pad token, the model's generation config or None) of the checkpoint at `path`."""
    from transformers import AutoTokenizer, GenerationConfig

    tokenizer = AutoTokenizer.from_pretrained(path)
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    try:
        gen_config = GenerationConfig.from_pretrained(path)
    except Exception:  # noqa: BLE001 - not every model ships one
        gen_config = None
    return tokenizer, gen_config


def save_full(model, tokenizer, out_dir: str, gen_config) -> None:
    """A complete, self-describing checkpoint: safetensors weights, config, tokenizer, chat template."""
    t = time.time()
    if os.path.isdir(out_dir):
        shutil.rmtree(out_dir)
    os.makedirs(out_dir)
    model.config.use_cache = True  # trainers switch it off; the grader generates
    if gen_config is not None:
        # Trainers may leave sampling settings on the model; ship the base model's own.
        model.generation_config = gen_config
    kwargs = {}
    if "safe_serialization" in inspect.signature(model.save_pretrained).parameters:
        kwargs["safe_serialization"] = True
    model.save_pretrained(out_dir, **kwargs)
    tokenizer.save_pretrained(out_dir)
    # Keep the original chat template file byte-for-byte if the base model had one.
    src_tpl = os.path.join(MODEL_PATH, "chat_template.jinja")
    if os.path.isfile(src_tpl):
        shutil.copy(src_tpl, os.path.join(out_dir, "chat_template.jinja"))
    for name in os.listdir(out_dir):
        if name.endswith((".bin", ".pt", ".pth")):
            os.remove(os.path.join(out_dir, name))
    log(f"saved {out_dir} ({sorted(os.listdir(out_dir))}) in {time.time() - t:.1f}s")


def trainer_args(scratch: str, seed: int) -> dict:
    """The settings every TRL trainer here shares: CPU-friendly, no checkpoints, no progress bars."""
    import torch

    return dict(
        output_dir=scratch,  # trainer scratch space: nothing is checkpointed there
        report_to="none",
        save_strategy="no",
        eval_strategy="no",
        bf16=False,
        fp16=False,
        use_cpu=not torch.cuda.is_available(),
        # TRL defaults this to True (a GPU memory saver); on CPU it only costs time.
        gradient_checkpointing=False,
        dataloader_num_workers=0,
        logging_steps=5,
        disable_tqdm=True,
        seed=seed,
        lr_scheduler_type="constant",
        warmup_steps=0,
    )


def deadline_callback(deadline: float, label: str):
    """A TrainerCallback that stops training before the next step would overrun `deadline`."""
    from transformers import TrainerCallback

    class _CB(TrainerCallback):
        def __init__(self):
            self.last = None
            self.step_s = 0.0

        def on_train_begin(self, args, state, control, **kw):
            self.last = time.time()
            log(f"{label}: training starts, {deadline - time.time():.0f}s allotted")

        def on_step_end(self, args, state, control, **kw):
            now = time.time()
            dt, self.last = now - self.last, now
            # Smoothed step time; the first step carries warm-up cost, so let later ones pull it down.
            self.step_s = dt if self.step_s == 0.0 else 0.7 * self.step_s + 0.3 * dt
            if now + self.step_s >= deadline:
                log(f"{label}: time share used at step {state.global_step} ({self.step_s:.2f}s/step); stopping")
                control.should_training_stop = True
            return control

        def on_log(self, args, state, control, logs=None, **kw):
            if logs:
                keep = {k: (float(f"{v:.4g}") if isinstance(v, float) else v) for k, v in logs.items()
                        if k in ("loss", "learning_rate", "reward", "reward_std", "grad_norm",
                                 "completions/mean_length", "mean_token_accuracy", "entropy")}
                if keep:
                    log(f"{label} step {state.global_step}: {keep}")

    return _CB()


def quiet(trainer) -> None:
    """Drop the trainer's PrinterCallback: the deadline callback logs the same numbers, with timestamps."""
    from transformers import PrinterCallback

    trainer.remove_callback(PrinterCallback)
