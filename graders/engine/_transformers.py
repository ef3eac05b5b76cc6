"""The transformers backend: batched generation on CPU or one GPU, reusing each conversation's kept prompt.

Most of an episode's next prompt is its last one: the keys/values of that prefix are kept per
conversation, and the chat template is rendered without Jinja where it can be.
"""

from __future__ import annotations

import logging
from pathlib import Path

from graders.engine._inference import (
    Chat,
    Completion,
    GenerationConfig,
    InferenceBackend,
    common_prefix_length,
    cut_at_stop,
    render_chat,
)

log = logging.getLogger(__name__)


class ChatMLRenderer:
    """The chat template of ChatML models (SmolLM2, Qwen), as string formatting instead of Jinja.

    Used only for templates that render probe chats exactly like this, and checked against
    the real template on the first `checks` chats; any difference turns it off for good.
    Rendering with Jinja costs more than the forward pass of a small model's turn.
    """

    def __init__(self, default_system: str, checks: int = 64) -> None:
        self.default_system = default_system  # what the template puts first when there is no system message
        self.checks_left = checks

    @staticmethod
    def _format(chat: Chat) -> str:
        return "".join(f"<|im_start|>{m['role']}\n{m['content']}<|im_end|>\n" for m in chat) + "<|im_start|>assistant\n"

    @classmethod
    def matching(cls, tokenizer) -> ChatMLRenderer | None:
        if not tokenizer.chat_template or "<|im_start|>" not in tokenizer.chat_template:
            return None
        try:
            plain = [{"role": "user", "content": "U1"}]
            rendered = render_chat(tokenizer, plain, True)
            body = cls._format(plain)
            if not rendered.endswith(body):
                return None
            full = [{"role": "system", "content": "S"}, {"role": "user", "content": "U1"},
                    {"role": "assistant", "content": "A1"}, {"role": "user", "content": "U2"}]
            if render_chat(tokenizer, full, True) != cls._format(full):
                return None
        except Exception:  # noqa: BLE001 - a template that cannot render probes is left to Jinja
            return None
        return cls(rendered[: -len(body)])

    def render(self, chat: Chat, tokenizer) -> str | None:
        """The prompt text, or None when it disagreed with the real template (then stop using it)."""
        text = self._format(chat)
        if chat and chat[0]["role"] != "system":
            text = self.default_system + text
        if self.checks_left > 0:
            self.checks_left -= 1
            if render_chat(tokenizer, chat, True) != text:
                log.warning("the fast ChatML rendering disagrees with the chat template; turning it off")
                return None
        return text


class _Prefix:
    """A conversation's last prompt (text, token ids) and its keys/values.

    `keys` and `values` are [layers, kv_heads, tokens, head_dim]: one tensor each, so that
    storing and gathering a row costs two copies whatever the depth of the model.
    """

    __slots__ = ("ids", "keys", "values", "text")

    def __init__(self, ids: list[int], keys, values, text: str = "") -> None:
        self.ids, self.keys, self.values, self.text = ids, keys, values, text

    def common(self, row: list[int], start: int = 0) -> int:
        """Leading ids `row` shares with this prefix (the first `start` are known to be shared)."""
        n = min(len(self.ids), len(row))
        for i in range(start, n):
            if self.ids[i] != row[i]:
                return i
        return n


class TransformersBackend(InferenceBackend):
    """transformers `generate` with left padding; runs on CPU or one GPU."""

    def __init__(self, model_path: str | Path, device: str = "auto", dtype: str = "auto") -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if device == "auto":
            device = "cuda" if torch.cuda.is_available() else "cpu"
        self.device = device
        self.tokenizer = AutoTokenizer.from_pretrained(str(model_path))
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        if dtype == "auto":
            dtype = "bfloat16" if device.startswith("cuda") else "float32"
        self.dtype = dtype
        self.model = AutoModelForCausalLM.from_pretrained(str(model_path), dtype=getattr(torch, dtype)).to(device).eval()
        self._stop_cache: dict[tuple[str, ...], object] = {}
        self._prefix: dict[str, _Prefix] = {}
        # Chat-template messages start with a special token, and text is split at special
        # tokens before BPE runs: so a prompt can be tokenized from the last message the
        # previous prompt shared with it. Checked against full tokenization before trusted.
        self._marker = "<|im_start|>" if "<|im_start|>" in self.tokenizer.get_vocab() else None
        self._checks_left = 64
        self._chatml = ChatMLRenderer.matching(self.tokenizer)

    def _render(self, chat: Chat, use_template: bool) -> str:
        if use_template and self._chatml is not None:
            text = self._chatml.render(chat, self.tokenizer)
            if text is not None:
                return text
            self._chatml = None
        return render_chat(self.tokenizer, chat, use_template)

    def _stopping(self, stops: tuple[str, ...]):
        # Building StopStringCriteria scans the whole vocabulary (~0.2 s): once per stop set,
        # not once per call, or a one-episode-at-a-time loop spends most of its time here.
        from transformers import StoppingCriteriaList, StopStringCriteria

        if stops not in self._stop_cache:
            self._stop_cache[stops] = StoppingCriteriaList([StopStringCriteria(self.tokenizer, list(stops))])
        return self._stop_cache[stops]

    def complete(self, chats: list[Chat], config: GenerationConfig,
                 keys: list[str] | None = None) -> list[Completion]:
        import torch

        if keys is not None:
            if len(keys) != len(chats):
                raise ValueError("one key per chat")
            out: list[Completion] = []
            for start in range(0, len(chats), config.batch_size):
                stop = start + config.batch_size
                out.extend(self._complete_cached(chats[start:stop], keys[start:stop], config))
            return out

        tok = self.tokenizer
        stops = [s for s in [*config.stop, tok.eos_token, tok.pad_token] if s]
        sample = config.temperature > 0
        if sample:
            torch.manual_seed(config.seed)
        out: list[Completion] = []
        for start in range(0, len(chats), config.batch_size):
            prompts = [self._render(c, config.chat) for c in chats[start : start + config.batch_size]]
            # The chat template already starts with the BOS-like header; adding special
            # tokens again would give the model an input it was never trained on.
            enc = tok(prompts, return_tensors="pt", padding=True, add_special_tokens=not config.chat)
            enc = {k: v.to(self.device) for k, v in enc.items()}
            extra = {"temperature": config.temperature, "top_p": 1.0, "top_k": 0} if sample else {}
            with torch.inference_mode():
                generated = self.model.generate(
                    **enc, do_sample=sample, max_new_tokens=config.max_new_tokens,
                    pad_token_id=tok.pad_token_id, eos_token_id=tok.eos_token_id,
                    stopping_criteria=self._stopping(tuple(config.stop)) if config.stop else None, **extra,
                )
            width = enc["input_ids"].shape[1]
            new_tokens = generated[:, width:]
            prompt_lengths = enc["attention_mask"].sum(dim=1).tolist()
            for row, ids, n_prompt in zip(tok.batch_decode(new_tokens, skip_special_tokens=False),
                                          new_tokens.tolist(), prompt_lengths):
                n_new = sum(1 for t in ids if t != tok.pad_token_id) if tok.pad_token_id is not None else len(ids)
                out.append(Completion(text=cut_at_stop(row, stops), prompt_tokens=int(n_prompt),
                                      completion_tokens=max(1, n_new)))
        return out

    def _complete_cached(self, chats: list[Chat], keys: list[str], config: GenerationConfig) -> list[Completion]:
        """Batched generation that reuses each conversation's cached prompt prefix.

        Rows are left-padded to the longest prompt. Every column before `split` is either
        padding or a token whose keys/values are cached for its row, so only the columns
        from `split` on are computed; a row with a shorter new part recomputes a few cached
        tokens, which gives the same values.
        """
        import torch
        from transformers import DynamicCache

        tok = self.tokenizer
        stops = [s for s in [*config.stop, tok.eos_token, tok.pad_token] if s]
        texts = [self._render(c, config.chat) for c in chats]
        ids, known = self._encode_all(keys, texts, config.chat)
        reuse = []
        for key, row, start in zip(keys, ids, known):
            entry = self._prefix.get(key)
            reuse.append(min(entry.common(row, start), len(row) - 1) if entry else 0)
        lengths = [len(row) for row in ids]
        total = max(lengths)
        new = max(n - c for n, c in zip(lengths, reuse))
        split = total - new
        batch = len(ids)
        pad = tok.pad_token_id
        input_ids = torch.tensor([[pad] * (total - len(row)) + row for row in ids], dtype=torch.long)
        mask = torch.tensor([[0] * (total - len(row)) + [1] * len(row) for row in ids], dtype=torch.long)
        past = None
        if split > 0:
            donor = self._prefix[keys[lengths.index(total)]]  # the longest row reuses > 0 tokens
            n_layers, kv_heads, _, head_dim = donor.keys.shape
            k = donor.keys.new_zeros((n_layers, batch, kv_heads, split, head_dim))
            v = donor.values.new_zeros((n_layers, batch, kv_heads, split, head_dim))
            for i, (key, n) in enumerate(zip(keys, lengths)):
                used = max(0, n - new)  # this row's cached tokens left of `split`
                if used:
                    entry = self._prefix[key]
                    k[:, i, :, split - used:] = entry.keys[:, :, :used]
                    v[:, i, :, split - used:] = entry.values[:, :, :used]
            layers = [(k[layer], v[layer]) for layer in range(n_layers)]
            past = DynamicCache(ddp_cache_data=layers)
        generated, cache = self._decode(input_ids.to(self.device), mask.to(self.device), past, split, config, stops)
        all_keys = torch.stack([layer.keys[:, :, :total] for layer in cache.layers])
        all_values = torch.stack([layer.values[:, :, :total] for layer in cache.layers])
        out = []
        for i, (key, row) in enumerate(zip(keys, ids)):
            start = total - len(row)
            self._prefix[key] = _Prefix(ids=row, text=texts[i], keys=all_keys[:, i, :, start:].clone(),
                                        values=all_values[:, i, :, start:].clone())
            text = tok.decode(generated[i], skip_special_tokens=False)
            out.append(Completion(text=cut_at_stop(text, stops), prompt_tokens=len(row),
                                  completion_tokens=max(1, len(generated[i]))))
        return out

    def _encode_all(self, keys: list[str], texts: list[str], chat: bool) -> tuple[list[list[int]], list[int]]:
        """Token ids of each prompt, and how many leading ids are known to equal its kept prefix's.

        A prompt that continues its key's last prompt is tokenized from the last message the
        two share (see __init__); the rest of its ids are taken from the kept prefix. All the
        new parts go to the tokenizer in one call.
        """
        heads: list[list[int]] = []
        tails: list[str] = []
        for key, text in zip(keys, texts):
            head = self._reusable_head(self._prefix.get(key), text) if chat and self._marker else None
            heads.append(head[0] if head else [])
            tails.append(text[head[1]:] if head else text)
        encoded = self._tokenize(tails, add_special_tokens=not chat)
        ids = [head + tail for head, tail in zip(heads, encoded)]
        if self._checks_left > 0 and any(heads):
            self._checks_left -= len(texts)
            full = self._tokenize(texts, add_special_tokens=not chat)
            if full != ids:
                log.warning("incremental tokenization disagrees with the tokenizer; turning it off")
                self._marker = None
                return full, [0] * len(full)
        return ids, [len(head) for head in heads]

    def _tokenize(self, texts: list[str], add_special_tokens: bool) -> list[list[int]]:
        fast = getattr(self.tokenizer, "_tokenizer", None)  # the Rust tokenizer behind a fast one
        if fast is not None and hasattr(fast, "encode_batch"):
            return [e.ids for e in fast.encode_batch(texts, add_special_tokens=add_special_tokens)]
        return self.tokenizer(texts, add_special_tokens=add_special_tokens)["input_ids"]

    def _reusable_head(self, entry: _Prefix | None, text: str) -> tuple[list[int], int] | None:
        """(ids of `text` up to the last message start it shares with `entry`, that start's offset)."""
        if entry is None or not entry.text:
            return None
        cut = text.rfind(self._marker, 0, common_prefix_length(text, entry.text) + 1)
        if cut <= 0:
            return None
        k = entry.text.count(self._marker, 0, cut)  # markers before the cut
        marker_id = self.tokenizer.convert_tokens_to_ids(self._marker)
        position = -1
        try:
            for _ in range(k + 1):
                position = entry.ids.index(marker_id, position + 1)
        except ValueError:
            return None
        return entry.ids[:position], cut

    def _decode(self, input_ids, mask, past, split: int, config: GenerationConfig, stops: list[str]):
        """Greedy (or sampled) decoding, a row stopping at EOS or its first stop string.

        The same computation as `generate` without its per-call machinery (logits
        processors, criteria objects, cache bookkeeping), which costs more than the forward
        passes themselves when a call generates a handful of tokens for a small model.
        """
        import torch
        from transformers import DynamicCache

        tok = self.tokenizer
        eos, pad = tok.eos_token_id, tok.pad_token_id
        positions = mask.cumsum(-1) - 1
        positions.masked_fill_(mask == 0, 1)
        cache = past if past is not None else DynamicCache()
        rows = input_ids.shape[0]
        generated: list[list[int]] = [[] for _ in range(rows)]
        live = [True] * rows
        sample = config.temperature > 0
        if sample:
            torch.manual_seed(config.seed)
        step_ids, step_pos = input_ids[:, split:], positions[:, split:]
        with torch.inference_mode():
            for _ in range(config.max_new_tokens):
                logits = self.model(input_ids=step_ids, attention_mask=mask, position_ids=step_pos,
                                    past_key_values=cache, use_cache=True, logits_to_keep=1).logits[:, -1, :]
                if sample:
                    probs = torch.softmax(logits.float() / config.temperature, dim=-1)
                    nxt = torch.multinomial(probs, 1).squeeze(1)
                else:
                    nxt = logits.argmax(dim=-1)
                chosen = nxt.tolist()
                for i in range(rows):
                    if not live[i]:
                        chosen[i] = pad
                        continue
                    generated[i].append(chosen[i])
                    if chosen[i] == eos or (stops and any(
                            stop in tok.decode(generated[i][-8:], skip_special_tokens=False) for stop in stops)):
                        live[i] = False
                if not any(live):
                    break
                step_ids = torch.tensor(chosen, device=mask.device).unsqueeze(1)
                mask = torch.cat([mask, mask.new_ones((rows, 1))], dim=1)
                step_pos = step_pos[:, -1:] + 1
        return generated, cache

    def forget(self, keys: list[str] | None = None) -> None:
        if keys is None:
            self._prefix.clear()
        for key in keys or []:
            self._prefix.pop(key, None)

    def close(self) -> None:
        del self.model
