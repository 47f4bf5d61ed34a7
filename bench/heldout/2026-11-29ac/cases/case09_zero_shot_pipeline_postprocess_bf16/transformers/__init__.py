# Copyright 2020 The HuggingFace Team. All rights reserved.
#
# Licensed under the Apache License, Version 2.0 (the "License");
# you may not use this file except in compliance with the License.
"""Transformers 4.44, reduced to the zero-shot classification path.

Kept: ``pipeline`` (task factory), ``Pipeline``/``ChunkPipeline`` (batching, device
placement, no-grad inference), ``ZeroShotClassificationPipeline`` and a small NLI
sequence-classification model with its tokenizer so that the example runs offline.
"""

__version__ = "4.44.2"

from .models.roberta_nli import (
    AutoTokenizer,
    NliTokenizer,
    PretrainedConfig,
    RobertaForSequenceClassification,
)
from .pipelines import pipeline
from .pipelines.base import ChunkPipeline, Pipeline
from .pipelines.zero_shot_classification import ZeroShotClassificationPipeline

__all__ = [
    "AutoTokenizer",
    "ChunkPipeline",
    "NliTokenizer",
    "Pipeline",
    "PretrainedConfig",
    "RobertaForSequenceClassification",
    "ZeroShotClassificationPipeline",
    "pipeline",
]
