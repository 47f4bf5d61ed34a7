import logging

import torch

from fast_bert.learner_cls import BertDataBunch, BertLearner
from fast_bert.metrics import accuracy

logger = logging.getLogger()


def main():
    device_cuda = torch.device("cuda")
    databunch = BertDataBunch(max_seq_length=64, batch_size_per_gpu=16)
    metrics = [{"name": "accuracy", "function": accuracy}]
    learner = BertLearner.from_pretrained_model(
        databunch,
        pretrained_path="bert-base-uncased",
        metrics=metrics,
        device=device_cuda,
        logger=logger,
        output_dir="model",
        multi_gpu=False,
        multi_label=False,
    )
    learner.fit(epochs=2, lr=6e-5, validate=True, schedule_type="warmup_cosine", optimizer_type="lamb")


if __name__ == "__main__":
    main()
