# expect: TL004
# source: https://github.com/sbintuitions/JMTEB/pull/47 ("[Fix] STSにおいてbfloat16 tensorが起こった不具合": "STSに`scipy`の関数を使っており，その内部に`tensor.numpy()`の処理があり，`tensor`が`torch.bfloat16`タイプの場合，不具合が起こります。", traceback `File "~/JMTEB/src/jmteb/evaluators/sts/evaluator.py", line 112, in _compute_similarity` / `pearson = pearsonr(golden_scores, sim_scores)[0]` / `y = np.asarray(y)` / `return self.numpy()` / `TypeError: Got unsupported ScalarType BFloat16`; merged, commit ae8d872 "Fix bfloat bug": `if isinstance(sim_scores, Tensor) and sim_scores.dtype is torch.bfloat16: sim_scores = sim_scores.float()`); code: at ae8d872^ `src/jmteb/evaluators/sts/evaluator.py` (`_compute_similarity`, `_convert_to_embeddings`, `convert_to_tensor`), `src/jmteb/embedders/base.py` (`batch_encode_with_cache`, `_torch_dtype_parser`, `_model_kwargs_parser`, `set_output_tensor`), `src/jmteb/embedders/sbert_embedder.py` (`if "torch_dtype" in model_kwargs: self.set_output_tensor()`, from 69f4c3a "Support model_kwargs setting in TextEmbedder, and support torch dtypes like torch.float16 and torch.bfloat16"), `src/jmteb/__main__.py`
# note: JMTEB reduced to 7 files: `scripts/eval_jsts_bf16.py` builds `SentenceBertEmbedder(..., model_kwargs={"torch_dtype": args.dtype})` with `--dtype` defaulting to "torch.bfloat16"; `_model_kwargs_parser`/`_torch_dtype_parser` (`src/jmteb/embedders/base.py`) turn the string into `torch.bfloat16`, the model is loaded in bf16 and, because a `torch_dtype` is given, `set_output_tensor()` (`src/jmteb/embedders/sbert_embedder.py`) makes `encode` return torch tensors in the model's dtype; without `--save_dir` there is no cache, so `batch_encode_with_cache` returns `encode(...)` as is; `_convert_to_embeddings` keeps the dtype (`convert_to_tensor` only moves them), every function of `PairwiseSimilarities` returns bf16, and `_compute_similarity` hands the `.cpu()` copy to `scipy.stats.pearsonr`, whose `np.asarray` raises "Got unsupported ScalarType BFloat16". Traps: with a `save_dir` the embeddings are written into a float32 `torch.empty` buffer (and read back as float32), so cached runs work; `sim_scores.tolist()` works for bf16; `.cpu()` already takes care of the device (no TL001/TL003); `golden_scores` is a list of floats; `SentenceTransformer.encode` returns detached tensors (no TL002).
from __future__ import annotations

import math
from os import PathLike
from pathlib import Path
from typing import Callable

import numpy as np
import torch
from scipy.stats import pearsonr, spearmanr
from torch import Tensor

from jmteb.embedders.base import TextEmbedder
from jmteb.evaluators.base import EmbeddingEvaluator, EvaluationResults
from jmteb.evaluators.sts.data import STSDataset


class STSEvaluator(EmbeddingEvaluator):
    """Evaluator for STS task: pick the similarity on dev, report Spearman on test."""

    def __init__(self, val_dataset: STSDataset, test_dataset: STSDataset,
                 sentence1_prefix: str | None = None, sentence2_prefix: str | None = None) -> None:
        self.val_dataset = val_dataset
        self.test_dataset = test_dataset
        self.sentence1_prefix = sentence1_prefix
        self.sentence2_prefix = sentence2_prefix
        self.main_metric = "spearman"

    def __call__(
        self, model: TextEmbedder, cache_dir: str | PathLike[str] | None = None, overwrite_cache: bool = False
    ) -> EvaluationResults:
        if cache_dir is not None:
            Path(cache_dir).mkdir(parents=True, exist_ok=True)

        val_embeddings1, val_embeddings2, val_golden_scores = self._convert_to_embeddings(
            model, self.val_dataset, "dev", overwrite_cache, cache_dir)
        test_embeddings1, test_embeddings2, test_golden_scores = self._convert_to_embeddings(
            model, self.test_dataset, "test", overwrite_cache, cache_dir)

        similarity_functions = PairwiseSimilarities.all()
        val_results = {
            sim_name: self._compute_similarity(val_embeddings1, val_embeddings2, val_golden_scores, sim_func)[0]
            for sim_name, sim_func in similarity_functions.items()
        }
        optimal_similarity_name = max(val_results, key=lambda name: val_results[name][self.main_metric])
        test_eval_scores, test_sim_scores = self._compute_similarity(
            test_embeddings1, test_embeddings2, test_golden_scores, similarity_functions[optimal_similarity_name]
        )

        return EvaluationResults(
            metric_name=self.main_metric,
            metric_value=test_eval_scores[self.main_metric],
            details={"optimal_similarity_metric": optimal_similarity_name, "val_scores": val_results,
                     "test_scores": {optimal_similarity_name: test_eval_scores}},
            predictions=test_sim_scores,
        )

    @staticmethod
    def _compute_similarity(
        embeddings1: Tensor, embeddings2: Tensor, golden_scores: list, similarity_func: Callable
    ) -> tuple[dict[str, float], list[float]]:
        sim_scores = similarity_func(embeddings1, embeddings2).cpu()
        pearson = pearsonr(golden_scores, sim_scores)[0]
        spearman = spearmanr(golden_scores, sim_scores)[0]
        return {
            "pearson": pearson if not math.isnan(pearson) else 0.0,
            "spearman": spearman if not math.isnan(spearman) else 0.0,
        }, sim_scores.tolist()

    def _convert_to_embeddings(
        self, model: TextEmbedder, dataset: STSDataset, split: str = "test",
        overwrite_cache: bool = False, cache_dir: str | None = None,
    ) -> tuple[Tensor, Tensor, list[float]]:
        def cache_path(name):
            return Path(cache_dir) / f"{split}_{name}.bin" if cache_dir is not None else None

        embeddings1 = model.batch_encode_with_cache(
            [item.sentence1 for item in dataset], prefix=self.sentence1_prefix,
            cache_path=cache_path("embeddings1"), overwrite_cache=overwrite_cache,
        )
        embeddings2 = model.batch_encode_with_cache(
            [item.sentence2 for item in dataset], prefix=self.sentence2_prefix,
            cache_path=cache_path("embeddings2"), overwrite_cache=overwrite_cache,
        )
        device = "cuda" if torch.cuda.is_available() else "cpu"
        golden_scores = [item.score for item in dataset]
        return convert_to_tensor(embeddings1, device), convert_to_tensor(embeddings2, device), golden_scores


class PairwiseSimilarities:
    @staticmethod
    def cosine_similarity(e1: Tensor, e2: Tensor) -> Tensor:
        return torch.nn.functional.cosine_similarity(e1, e2, dim=1)

    @staticmethod
    def negative_manhatten_distance(e1: Tensor, e2: Tensor) -> Tensor:
        return -abs(e2 - e1).sum(dim=1)  # the more distant, the less similar

    @staticmethod
    def dot_score(e1: Tensor, e2: Tensor) -> Tensor:
        return (e1 * e2).sum(dim=1)

    @classmethod
    def all(cls) -> dict[str, Callable]:
        return {"cosine_similarity": cls.cosine_similarity, "manhatten_distance": cls.negative_manhatten_distance,
                "dot_score": cls.dot_score}


def convert_to_tensor(embeddings: np.ndarray | Tensor, device: str) -> Tensor:
    if not isinstance(embeddings, Tensor):
        embeddings = torch.tensor(embeddings)
    if len(embeddings.shape) == 1:
        embeddings = embeddings.unsqueeze(0)
    return embeddings.to(device=device)
