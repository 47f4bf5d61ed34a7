"""Task registry and the ``pipeline`` factory (reduced)."""

from .base import ArgumentHandler, ChunkPipeline, Pipeline
from .zero_shot_classification import ZeroShotClassificationArgumentHandler, ZeroShotClassificationPipeline

SUPPORTED_TASKS = {
    "zero-shot-classification": {
        "impl": ZeroShotClassificationPipeline,
        "default": "MoritzLaurer/roberta-large-zeroshot-v2.0-c",
        "type": "text",
    },
}


def pipeline(task=None, model=None, tokenizer=None, device=None, torch_dtype=None, **kwargs):
    """Build a pipeline for ``task``.

    ``model`` may be a model instance or a checkpoint name; ``torch_dtype`` (e.g. ``torch.bfloat16``)
    is the dtype the model is loaded in or cast to, and therefore the dtype of its logits.
    """
    if task not in SUPPORTED_TASKS:
        raise KeyError(f"Unknown task {task}, available tasks are {list(SUPPORTED_TASKS)}")
    targeted_task = SUPPORTED_TASKS[task]
    if model is None:
        model = targeted_task["default"]
    if isinstance(model, str):
        from ..models.roberta_nli import AutoTokenizer, RobertaForSequenceClassification

        tokenizer = tokenizer or AutoTokenizer.from_pretrained(model)
        model = RobertaForSequenceClassification.from_pretrained(model, torch_dtype=torch_dtype)
    elif isinstance(tokenizer, str):
        from ..models.roberta_nli import AutoTokenizer

        tokenizer = AutoTokenizer.from_pretrained(tokenizer)
    return targeted_task["impl"](model=model, tokenizer=tokenizer, device=device, torch_dtype=torch_dtype, **kwargs)


__all__ = [
    "ArgumentHandler",
    "ChunkPipeline",
    "Pipeline",
    "SUPPORTED_TASKS",
    "ZeroShotClassificationArgumentHandler",
    "ZeroShotClassificationPipeline",
    "pipeline",
]
