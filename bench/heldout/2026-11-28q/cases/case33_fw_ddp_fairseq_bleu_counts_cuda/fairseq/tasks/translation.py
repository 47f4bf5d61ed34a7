# expect: TL003
# source: https://github.com/facebookresearch/fairseq/pull/3237 ("Fixes bugs of evaluation with BLEU score when training with multi-gpus.": "the numpy of version 1.20.1 does't support codes like following: `a = torch.tensor(0, device="cuda:0")` / `b = np.array([a])` The above codes will lead to error: "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."" - reproduced with `python -m torch.distributed.launch --nproc_per_node=4 ... fairseq-train`)
# note: fairseq's translation task `reduce_metrics` (BLEU part) reconstructed around the thread's example. Under distributed training `fairseq/trainer.py` all-reduces the validation logging outputs into tensors on the rank's GPU (`train.py` wraps the model in `DistributedDataParallel` on `local_rank`), so `sum_logs` returns cuda tensors and `np.array(counts)` / `np.array(totals)` convert them implicitly and raise. `int(sum_logs(...))` for the lengths uses `__int__` (fine on cuda), `self.cfg.eval_bleu` is a bool, and the BLEU string itself is built from Python ints in `valid_step`.
import numpy as np
import torch
from sacrebleu.metrics import BLEU

EVAL_BLEU_ORDER = 4


class TranslationTask:
    def __init__(self, cfg, src_dict, tgt_dict):
        self.cfg = cfg
        self.src_dict = src_dict
        self.tgt_dict = tgt_dict
        self.metrics = {}

    def valid_step(self, sample, model, criterion, sequence_generator):
        loss, sample_size, logging_output = criterion(model, sample)
        if self.cfg.eval_bleu:
            bleu = self._inference_with_bleu(sequence_generator, sample, model)
            logging_output["_bleu_sys_len"] = bleu.sys_len
            logging_output["_bleu_ref_len"] = bleu.ref_len
            for i in range(EVAL_BLEU_ORDER):
                logging_output["_bleu_counts_" + str(i)] = bleu.counts[i]
                logging_output["_bleu_totals_" + str(i)] = bleu.totals[i]
        return loss, sample_size, logging_output

    def reduce_metrics(self, logging_outputs, criterion):
        criterion.reduce_metrics(logging_outputs)
        if self.cfg.eval_bleu:

            def sum_logs(key):
                result = sum(log.get(key, 0) for log in logging_outputs)
                return result

            counts, totals = [], []
            for i in range(EVAL_BLEU_ORDER):
                counts.append(sum_logs("_bleu_counts_" + str(i)))
                totals.append(sum_logs("_bleu_totals_" + str(i)))

            if max(totals) > 0:
                self.metrics["_bleu_counts"] = np.array(counts)
                self.metrics["_bleu_totals"] = np.array(totals)
                self.metrics["_bleu_sys_len"] = int(sum_logs("_bleu_sys_len"))
                self.metrics["_bleu_ref_len"] = int(sum_logs("_bleu_ref_len"))
                bleu = BLEU.compute_bleu(
                    correct=self.metrics["_bleu_counts"].tolist(),
                    total=self.metrics["_bleu_totals"].tolist(),
                    sys_len=self.metrics["_bleu_sys_len"],
                    ref_len=self.metrics["_bleu_ref_len"],
                )
                self.metrics["bleu"] = round(bleu.score, 2)
        return self.metrics

    def _inference_with_bleu(self, generator, sample, model):
        gen_out = generator.generate([model], sample)
        hyps = [self.tgt_dict.string(gen_out[i][0]["tokens"]) for i in range(len(gen_out))]
        refs = [self.tgt_dict.string(sample["target"][i]) for i in range(len(gen_out))]
        return BLEU().corpus_score(hyps, [refs])
