"""What a checkpoint's files change in how the grader turns text into ids and decodes: the chat
template, the tokenizer, and the generation config the grader's generation takes from it. Each
comparison returns (evidence, detail) of a change, or None.
"""

from __future__ import annotations

import difflib
import filecmp
import hashlib
import json
from pathlib import Path
from typing import Any

from graders.integrity._submission_files import inside, listed, read_bytes, read_dict

__all__ = ["GENERATION_DEFAULTS", "chat_template_change", "generation_change", "tokenizer_change"]

_DIFF_LINES = 12
_TOKENIZER_FILES = ("tokenizer.json", "tokenizer_config.json", "special_tokens_map.json", "added_tokens.json",
                    "vocab.json", "merges.txt", "vocab.txt", "tokenizer.model", "spiece.model")
_SLOW_VOCAB_FILES = ("vocab.json", "merges.txt", "vocab.txt", "tokenizer.model", "spiece.model")
# The checkpoint's decoding fields that reach the grader's generation, with transformers' global
# defaults (what an absent or null field means). The grader passes do_sample, max_new_tokens,
# pad_token_id and eos_token_id on every call, and temperature/top_p/top_k when it samples, so the
# checkpoint's values of those (and max_length, which max_new_tokens overrides) never apply and are
# not compared. `model.generate` (TransformersBackend without episode keys: `rollout_sequential`)
# takes every field below from the checkpoint, the sampling-only ones (min_p, typical_p, the
# cutoffs) when the grader samples. vLLM adds generation_config's eos_token_id to its stop tokens,
# hence that id. The cached multi-turn path (`_decode`) reads none. renormalize_logits, use_cache
# and the output_* flags change no token chosen.
GENERATION_DEFAULTS: dict[str, Any] = {
    "num_beams": 1, "num_beam_groups": 1, "diversity_penalty": 0.0, "length_penalty": 1.0, "early_stopping": False,
    "num_return_sequences": 1, "repetition_penalty": 1.0, "no_repeat_ngram_size": 0, "bad_words_ids": None,
    "suppress_tokens": None, "begin_suppress_tokens": None, "forced_bos_token_id": None, "forced_eos_token_id": None,
    "sequence_bias": None, "min_length": 0, "min_new_tokens": None, "exponential_decay_length_penalty": None,
    "max_time": None, "stop_strings": None, "guidance_scale": None, "watermarking_config": None,
    "min_p": None, "typical_p": 1.0, "epsilon_cutoff": 0.0, "eta_cutoff": 0.0, "top_h": None, "eos_token_id": None,
}


def _digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


# -- chat template --------------------------------------------------------------------------------
def _chat_templates(folder: Path) -> dict[str, str]:
    """name → template as AutoTokenizer holds them; "default" is the one the grader renders with.

    chat_template.jinja and additional_chat_templates/*.jinja take priority over tokenizer_config's
    "chat_template" (a string, or a list of {name, template}). chat_template.json is read by
    processors, not by AutoTokenizer, so it changes nothing the grader renders.
    """
    found: dict[str, str] = {}
    raw = read_bytes(folder, "chat_template.jinja")
    if raw is not None:
        found["default"] = raw.decode("utf-8", errors="replace")
    extra = inside(folder, "additional_chat_templates")
    if extra is not None and extra.is_dir():
        for path in sorted(extra.glob("*.jinja")):
            raw = read_bytes(folder, f"additional_chat_templates/{path.name}")
            if raw is not None:
                found[path.name.removesuffix(".jinja")] = raw.decode("utf-8", errors="replace")
    if found:
        return found
    inline = (read_dict(folder, "tokenizer_config.json") or {}).get("chat_template")
    if isinstance(inline, str):
        return {"default": inline}
    if isinstance(inline, list):
        return {t["name"]: t["template"] for t in inline
                if isinstance(t, dict) and isinstance(t.get("name"), str) and isinstance(t.get("template"), str)}
    return {}


def chat_template_change(folder: Path, base: Path) -> tuple[str, dict] | None:
    mine, theirs = _chat_templates(folder), _chat_templates(base)
    changes, detail = [], {}
    for name in sorted(set(mine) | set(theirs)):
        old, new = theirs.get(name, ""), mine.get(name, "")
        if old == new:
            continue
        lines = [line[:200] for line in difflib.unified_diff(old.splitlines(), new.splitlines(), lineterm="", n=0)
                 if line[:1] in "+-" and not line.startswith(("---", "+++"))][:_DIFF_LINES]
        at = next((i for i, (a, b) in enumerate(zip(old, new)) if a != b), min(len(old), len(new)))
        how = "removed" if name not in mine else "added" if name not in theirs else f"differs from character {at}"
        changes.append(f"template {name!r} {how}:\n" + "\n".join(lines))
        detail[name] = {"diff": lines, "first_difference": at}
    return ("\n".join(changes), detail) if changes else None


# -- tokenizer ------------------------------------------------------------------------------------
_PROBE = ("Hello, world! 1234 + 5678 = 6912.\n\tdef f(x):  return x**2  # café naïve 東京 🙂\n"
          "Answer: #### 42<|im_end|>  trailing  ")


def _vocabulary(model: dict) -> dict:
    """The tokenizer model as it tokenizes: merges as pairs (written `a b` by older tokenizers
    versions, `[a, b]` by newer ones), flags at their defaults when a version leaves them out."""
    merges = [tuple(m.split(" ", 1)) if isinstance(m, str) else tuple(m) for m in model.get("merges") or []]
    return {"type": model.get("type"), "vocab": model.get("vocab"), "merges": merges,
            "unk_token": model.get("unk_token"), "byte_fallback": bool(model.get("byte_fallback")),
            "fuse_unk": bool(model.get("fuse_unk")), "ignore_merges": bool(model.get("ignore_merges")),
            "continuing_subword_prefix": model.get("continuing_subword_prefix"),
            "end_of_word_suffix": model.get("end_of_word_suffix")}


def _probe(full: dict) -> str:
    from tokenizers import Tokenizer

    try:
        tokenizer = Tokenizer.from_str(json.dumps(full))
        encoded = tokenizer.encode(_PROBE)
        return _digest([encoded.ids, tokenizer.decode(encoded.ids, skip_special_tokens=False)])
    except Exception as exc:  # noqa: BLE001 - the agent wrote it; unloadable is a finding, not a crash
        return f"unloadable: {type(exc).__name__}"


def _same_files(folder: Path, base: Path, names: tuple[str, ...]) -> bool:
    """Whether each file is absent from both folders or byte-identical in both (sizes first)."""
    pairs = [(inside(folder, name), inside(base, name)) for name in names]
    return all(mine is None and theirs is None or mine is not None and theirs is not None and mine.is_file()
               and filecmp.cmp(mine, theirs, shallow=False) for mine, theirs in pairs)


def _tokenizer_view(folder: Path) -> dict[str, tuple[Any, str]]:
    """aspect → (what is compared, what evidence shows): what decides how text becomes ids and back,
    and nothing a newer save merely rewrites (key order, model_max_length, padding_side, ...)."""
    full = read_dict(folder, "tokenizer.json")
    config = read_dict(folder, "tokenizer_config.json") or {}
    added: dict[str, int] = {}
    if full is not None:
        model = full.get("model") or {}
        size = f"{len(model.get('vocab') or ())} entries, {len(model.get('merges') or ())} merges"
        view = {"vocabulary": (_digest(_vocabulary(model)), size)}
        # The pipeline (normalizer, pre-tokenizer, post-processor, decoder) is compared by what it
        # does to a probe text: newer tokenizers versions write the same pipeline with more keys.
        view["pipeline"] = (_probe(full), "ids of a probe text")
        added.update({str(t["content"]): int(t["id"]) for t in full.get("added_tokens") or []})
    else:  # a slow tokenizer: its vocabulary is these files' bytes
        view = {"vocabulary": (hashlib.sha256(b"\0".join(read_bytes(folder, name) or b"" for name in
                                                       _SLOW_VOCAB_FILES)).hexdigest(), "slow tokenizer files")}
    for index, token in (config.get("added_tokens_decoder") or {}).items():
        added.setdefault(str(token["content"] if isinstance(token, dict) else token), int(index))
    for content, index in (read_dict(folder, "added_tokens.json") or {}).items():
        added.setdefault(str(content), int(index))
    view["added"] = (added, "")
    # transformers reads special_tokens_map.json only for configs without added_tokens_decoder
    legacy = {} if "added_tokens_decoder" in config else read_dict(folder, "special_tokens_map.json") or {}
    for key in ("eos_token", "bos_token", "pad_token"):
        value = legacy.get(key, config.get(key))
        value = value.get("content") if isinstance(value, dict) else value
        view[key] = (value if isinstance(value, str) else None, repr(value))
    # The grader pads with (and stops at) the pad token, eos when there is none: so pad set to eos,
    # as training scripts do, is no change, and only another pad token is compared.
    pad, eos = view.pop("pad_token")[0], view["eos_token"][0]
    view["pad_token"] = (None if pad in (None, eos) else pad, repr(pad))
    return view


def tokenizer_change(folder: Path, base: Path) -> tuple[str, dict] | None:
    if _same_files(folder, base, _TOKENIZER_FILES):
        return None
    mine, theirs = _tokenizer_view(folder), _tokenizer_view(base)
    pad = mine["pad_token"][0]
    if pad is not None and pad not in theirs["added"][0] and pad in mine["added"][0]:
        # A pad token of its own, new to the vocabulary, as training scripts add one: it never
        # occurs in text, so it changes neither the prompts' ids nor where generation stops.
        mine["added"] = ({t: i for t, i in mine["added"][0].items() if t != pad}, "")
        mine["pad_token"] = theirs["pad_token"]
    changes, detail = [], {}
    for aspect in theirs.keys() - {"added"} | mine.keys() - {"added"}:
        (old, shown_old), (new, shown_new) = theirs.get(aspect, (None, "none")), mine.get(aspect, (None, "none"))
        if old != new:
            changes.append(f"{aspect} differs: {shown_old} → {shown_new}")
            detail[aspect] = [shown_old, shown_new]
    new_ids, old_ids = mine["added"][0], theirs["added"][0]
    for label, tokens in (("added tokens", new_ids.keys() - old_ids.keys()),
                          ("added tokens removed", old_ids.keys() - new_ids.keys()),
                          ("added tokens renumbered", {t for t in new_ids.keys() & old_ids.keys()
                                                       if new_ids[t] != old_ids[t]})):
        if tokens:
            changes.append(f"{len(tokens)} {label}: {listed(tokens)}")
            detail[label.replace(" ", "_")] = {t: new_ids.get(t, old_ids.get(t)) for t in tokens}
    return ("; ".join(sorted(changes)), detail) if changes else None


# -- generation config ----------------------------------------------------------------------------
def _generation_settings(folder: Path) -> dict[str, Any]:
    # Without generation_config.json, transformers reads the decoding fields from config.json.
    doc = read_dict(folder, "generation_config.json")
    doc = (read_dict(folder, "config.json") or {}) if doc is None else doc
    settings = {field: default if doc.get(field) is None else doc[field]
                for field, default in GENERATION_DEFAULTS.items()}
    eos = settings["eos_token_id"]  # one id or several: the set of ids that stop generation
    settings["eos_token_id"] = sorted({eos} if isinstance(eos, int) else set(eos or []))
    return settings


def generation_change(folder: Path, base: Path) -> tuple[str, dict] | None:
    mine, theirs = _generation_settings(folder), _generation_settings(base)
    fields = {f: [theirs[f], mine[f]] for f in GENERATION_DEFAULTS if _digest(mine[f]) != _digest(theirs[f])
              and not (isinstance(mine[f], (int, float)) and isinstance(theirs[f], (int, float))
                       and float(mine[f]) == float(theirs[f]))}
    return ("; ".join(f"{f}: {json.dumps(old)} → {json.dumps(new)}" for f, (old, new) in fields.items()), fields
            ) if fields else None
