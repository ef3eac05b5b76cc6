"""`LocalJudge`: a transformers causal LM on this machine, read through its next-token
probabilities of "m" and "M" (one forward pass per batch, no generation), for pairwise and
correctness questions alike."""

from __future__ import annotations

from graders.engine import render_chat
from graders.judges._config import JudgeConfig
from graders.judges._judge import GradeQuestion, Judge, JudgeError, Prompt
from graders.judges._prompt import FIRST_LABEL, SECOND_LABEL, grade_messages, judge_messages
from infra import A2RLHome, resolve_model


class LocalJudge(Judge):
    """Float32 on CPU, so that the same model gives the same preferences on every machine."""

    def __init__(self, config: JudgeConfig, home: A2RLHome) -> None:
        import torch
        from transformers import AutoModelForCausalLM, AutoTokenizer

        if config.kind != "local":
            raise ValueError(f"LocalJudge needs kind 'local', got {config.kind!r}")
        self.config = config
        self.id = config.id
        path = resolve_model(config.model, home).path
        self.tokenizer = AutoTokenizer.from_pretrained(str(path))
        self.tokenizer.padding_side = "left"
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(str(path), dtype=torch.float32).eval()
        self._labels = [self._first_token(FIRST_LABEL), self._first_token(SECOND_LABEL)]
        if self._labels[0] == self._labels[1]:
            raise JudgeError(f"judge {self.id}: its tokenizer gives 'm' and 'M' the same first token; "
                             "use a model with a case-sensitive tokenizer.")
        self._max_tokens = getattr(self.model.config, "max_position_embeddings", None)
        self.truncated = 0

    def _first_token(self, label: str) -> int:
        ids = self.tokenizer(label, add_special_tokens=False)["input_ids"]
        if not ids:
            raise JudgeError(f"judge {self.id}: its tokenizer encodes {label!r} as nothing.")
        return ids[0]

    def prefer_second(self, prompts: list[Prompt]) -> list[float]:
        return self._ask([self._render(self._fit(p)) for p in prompts])

    def grade_correct(self, questions: list[GradeQuestion]) -> list[float]:
        return self._ask([self._render_grade(self._fit_grade(q)) for q in questions])

    def _ask(self, texts: list[str]) -> list[float]:
        out: list[float] = []
        for start in range(0, len(texts), self.config.batch_size):
            out.extend(self._batch(texts[start:start + self.config.batch_size]))
        return out

    def _render(self, prompt: Prompt) -> str:
        return render_chat(self.tokenizer, judge_messages(*prompt), use_template=True)

    def _render_grade(self, question: GradeQuestion) -> str:
        return render_chat(self.tokenizer, grade_messages(*question), use_template=True)

    def _length(self, text: str) -> int:
        return len(self.tokenizer(text, add_special_tokens=False)["input_ids"])

    def _fit(self, prompt: Prompt) -> Prompt:
        """Cut both answers' tails (evenly, the shorter one first served) to fit the judge's context.

        A small local judge reads less than AlpacaEval's answers can hold; judging the heads
        of both answers beats failing the whole evaluation. Lengths for the LC win rate are
        taken from the full answers, not from what the judge read.
        """
        if not self._max_tokens or self._length(self._render(prompt)) <= self._max_tokens:
            return prompt
        instruction, first, second = prompt
        room = self._max_tokens - self._length(self._render((instruction, "", ""))) - 16
        if room < 32:
            raise JudgeError(f"judge {self.id}: the instruction alone nearly fills its {self._max_tokens}-token "
                             "context; use a judge model with a longer context.")
        ids = [self.tokenizer(t, add_special_tokens=False)["input_ids"] for t in (first, second)]
        short = min(len(ids[0]), len(ids[1]), room // 2)
        caps = [short if len(i) <= short else room - short for i in ids]
        cut = [self.tokenizer.decode(i[:c]) + (" [...]" if len(i) > c else "") for i, c in zip(ids, caps)]
        self.truncated += 1
        return instruction, cut[0], cut[1]

    def _fit_grade(self, question: GradeQuestion) -> GradeQuestion:
        """Cut the response's tail to fit the judge's context (the question and gold answer are kept whole)."""
        if not self._max_tokens or self._length(self._render_grade(question)) <= self._max_tokens:
            return question
        text, gold, answer = question
        room = self._max_tokens - self._length(self._render_grade((text, gold, ""))) - 16
        if room < 32:
            raise JudgeError(f"judge {self.id}: the question and gold answer alone nearly fill its "
                             f"{self._max_tokens}-token context; use a judge model with a longer context.")
        ids = self.tokenizer(answer, add_special_tokens=False)["input_ids"]
        self.truncated += 1
        return text, gold, self.tokenizer.decode(ids[:room]) + " [...]"

    def _batch(self, texts: list[str]) -> list[float]:
        import torch

        # The chat template already opens with its own header tokens.
        enc = self.tokenizer(texts, return_tensors="pt", padding=True, add_special_tokens=False)
        mask = enc["attention_mask"]
        longest = int(mask.sum(dim=1).max())
        if self._max_tokens and longest > self._max_tokens:
            raise JudgeError(
                f"judge {self.id}: a prompt has {longest} tokens and the model reads at most "
                f"{self._max_tokens}; use a judge model with a longer context or shorter outputs."
            )
        # Positions counted from each row's first real token, given explicitly: a model class
        # that defaulted to 0..n would make a row's answer depend on the longest row in its batch.
        positions = (mask.cumsum(dim=1) - 1).clamp(min=0)
        with torch.inference_mode():
            logits = self.model(input_ids=enc["input_ids"], attention_mask=mask, position_ids=positions).logits
        last = torch.log_softmax(logits[:, -1, :].float(), dim=-1)[:, self._labels]
        # Normalised over the two labels only, as AlpacaEval's logprob_parser does.
        return torch.sigmoid(last[:, 1] - last[:, 0]).tolist()

    def close(self) -> None:
        self.model = None
