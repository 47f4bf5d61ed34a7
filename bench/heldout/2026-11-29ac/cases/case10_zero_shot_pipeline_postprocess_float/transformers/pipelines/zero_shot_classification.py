# expect: none
# source: https://github.com/huggingface/transformers/issues/33386 ("Zero-shot classification pipeline does not support bfloat16": transformers 4.44.2, RTX 4090, `model = RobertaForSequenceClassification.from_pretrained(model_name, torch_dtype = torch.bfloat16).cuda()...` then `pipeline("zero-shot-classification", model, ...)`); fixed by https://github.com/huggingface/transformers/pull/33554 ("Added support for bfloat16 to zero-shot classification pipeline": "casting logits to `torch.float32` before they are converted to `numpy` floats (instead of attempting a direct conversion, which is currently not possible and raises `TypeError: Got unsupported ScalarType BFloat16`)"; Rocketknight1: "I also used `.float()`"); code: `src/transformers/pipelines/zero_shot_classification.py` (`postprocess`: `np.concatenate([output["logits"].numpy() for output in model_outputs])`, later `.float().numpy()`) and `src/transformers/pipelines/base.py` (`forward`: inference without autograd, outputs moved to the CPU)
# note: Transformers 4.44 reduced to the zero-shot path in 6 files: `classify_tickets.py` loads `RobertaForSequenceClassification.from_pretrained(MODEL_NAME, torch_dtype=torch.bfloat16)` (`transformers/models/roberta_nli.py` casts with `model.to(torch_dtype)`), moves it to CUDA and builds `pipeline("zero-shot-classification", model, tokenizer=...)` (`transformers/pipelines/__init__.py`); `Pipeline.forward` (`pipelines/base.py`) runs `_forward` under `torch.no_grad()` and copies the outputs to the CPU, so `ZeroShotClassificationPipeline.postprocess` receives bfloat16 host logits and `output["logits"].numpy()` raises "Got unsupported ScalarType BFloat16". Traps: the logits are already on the host (no TL001) and were computed without autograd (no TL002); the rest of `postprocess` works on NumPy arrays (`np.exp`, `.argsort()`, `.tolist()`); the script only handles Python floats (`round(best_score, 4)`). Twin: `postprocess` converts `output["logits"].float().numpy()` (PR #33554).
import inspect
import logging

import numpy as np

from .base import ArgumentHandler, ChunkPipeline

logger = logging.getLogger(__name__)


class ZeroShotClassificationArgumentHandler(ArgumentHandler):
    """Turns each possible label into an NLI premise/hypothesis pair."""

    def _parse_labels(self, labels):
        if isinstance(labels, str):
            labels = [label.strip() for label in labels.split(",") if label.strip()]
        return labels

    def __call__(self, sequences, labels, hypothesis_template):
        if len(labels) == 0 or len(sequences) == 0:
            raise ValueError("You must include at least one label and at least one sequence.")
        if hypothesis_template.format(labels[0]) == hypothesis_template:
            raise ValueError(f'The provided hypothesis_template "{hypothesis_template}" has no {{}} for the label.')

        if isinstance(sequences, str):
            sequences = [sequences]

        sequence_pairs = []
        for sequence in sequences:
            sequence_pairs.extend([[sequence, hypothesis_template.format(label)] for label in labels])

        return sequence_pairs, sequences


class ZeroShotClassificationPipeline(ChunkPipeline):
    """NLI-based zero-shot classification: the *entailment* logit is the score of a candidate label."""

    def __init__(self, args_parser=ZeroShotClassificationArgumentHandler(), **kwargs):
        self._args_parser = args_parser
        super().__init__(**kwargs)
        if self.entailment_id == -1:
            logger.warning("Failed to determine 'entailment' label id from the label2id mapping in the model config.")

    @property
    def entailment_id(self):
        for label, ind in self.model.config.label2id.items():
            if label.lower().startswith("entail"):
                return ind
        return -1

    def _parse_and_tokenize(self, sequence_pairs, padding=True, add_special_tokens=True, truncation=True):
        """Parse arguments and tokenize only_first so that hypothesis (label) is not truncated"""
        return self.tokenizer(sequence_pairs, add_special_tokens=add_special_tokens, return_tensors="pt",
                              padding=padding, truncation=truncation)

    def _sanitize_parameters(self, **kwargs):
        preprocess_params = {}
        if "candidate_labels" in kwargs:
            preprocess_params["candidate_labels"] = self._args_parser._parse_labels(kwargs["candidate_labels"])
        if "hypothesis_template" in kwargs:
            preprocess_params["hypothesis_template"] = kwargs["hypothesis_template"]

        postprocess_params = {}
        if "multi_label" in kwargs:
            postprocess_params["multi_label"] = kwargs["multi_label"]
        return preprocess_params, {}, postprocess_params

    def preprocess(self, inputs, candidate_labels=None, hypothesis_template="This example is {}."):
        sequence_pairs, sequences = self._args_parser(inputs, candidate_labels, hypothesis_template)

        for i, (candidate_label, sequence_pair) in enumerate(zip(candidate_labels, sequence_pairs)):
            model_input = self._parse_and_tokenize([sequence_pair])

            yield {"candidate_label": candidate_label, "sequence": sequences[0],
                   "is_last": i == len(candidate_labels) - 1, **model_input}

    def _forward(self, inputs):
        candidate_label = inputs["candidate_label"]
        sequence = inputs["sequence"]
        model_inputs = {k: inputs[k] for k in self.tokenizer.model_input_names}
        # `XXXForSequenceClassification` models should not use `use_cache=True` even if it's supported
        if "use_cache" in inspect.signature(self.model.forward).parameters:
            model_inputs["use_cache"] = False
        outputs = self.model(**model_inputs)

        return {"candidate_label": candidate_label, "sequence": sequence, "is_last": inputs["is_last"], **outputs}

    def postprocess(self, model_outputs, multi_label=False):
        candidate_labels = [outputs["candidate_label"] for outputs in model_outputs]
        sequences = [outputs["sequence"] for outputs in model_outputs]
        logits = np.concatenate([output["logits"].float().numpy() for output in model_outputs])
        N = logits.shape[0]
        n = len(candidate_labels)
        num_sequences = N // n
        reshaped_outputs = logits.reshape((num_sequences, n, -1))

        if multi_label or len(candidate_labels) == 1:
            # softmax over the entailment vs. contradiction dim for each label independently
            entailment_id = self.entailment_id
            contradiction_id = -1 if entailment_id == 0 else 0
            entail_contr_logits = reshaped_outputs[..., [contradiction_id, entailment_id]]
            scores = np.exp(entail_contr_logits) / np.exp(entail_contr_logits).sum(-1, keepdims=True)
            scores = scores[..., 1]
        else:
            # softmax the "entailment" logits over all candidate labels
            entail_logits = reshaped_outputs[..., self.entailment_id]
            scores = np.exp(entail_logits) / np.exp(entail_logits).sum(-1, keepdims=True)

        top_inds = list(reversed(scores[0].argsort()))
        return {
            "sequence": sequences[0],
            "labels": [candidate_labels[i] for i in top_inds],
            "scores": scores[0, top_inds].tolist(),
        }
