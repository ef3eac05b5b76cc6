"""vLLM backend, used when vLLM is importable (it is not an extra: see docs/install.md). Same contract as transformers."""

from __future__ import annotations

from pathlib import Path

from graders.engine._inference import Chat, Completion, GenerationConfig, InferenceBackend, cut_at_stop, render_chat


class VLLMBackend(InferenceBackend):
    """Continuous batching and prefix caching on one GPU; greedy unless temperature > 0."""

    def __init__(self, model_path: str | Path, gpu_memory_utilization: float = 0.85, dtype: str = "auto") -> None:
        from vllm import LLM

        self.llm = LLM(model=str(model_path), dtype="bfloat16" if dtype == "auto" else dtype, enable_prefix_caching=True,
                       gpu_memory_utilization=gpu_memory_utilization, seed=0)
        self.tokenizer = self.llm.get_tokenizer()

    def complete(self, chats: list[Chat], config: GenerationConfig,
                 keys: list[str] | None = None) -> list[Completion]:
        # vLLM's own prefix caching finds shared prefixes by content: keys are not needed.
        from vllm import SamplingParams

        params = SamplingParams(temperature=config.temperature, max_tokens=config.max_new_tokens,
                                stop=list(config.stop) or None, seed=config.seed if config.temperature else None)
        prompts = [render_chat(self.tokenizer, c, config.chat) for c in chats]
        outputs = self.llm.generate(prompts, params, use_tqdm=False)
        stops = [s for s in [*config.stop, self.tokenizer.eos_token] if s]
        return [Completion(text=cut_at_stop(o.outputs[0].text, stops), prompt_tokens=len(o.prompt_token_ids),
                           completion_tokens=max(1, len(o.outputs[0].token_ids))) for o in outputs]

    def close(self) -> None:
        del self.llm
