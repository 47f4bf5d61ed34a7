import argparse

from fairseq import tasks
from fairseq.criterions.masked_lm import MaskedLmLoss
from fairseq.trainer import Trainer


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("data")
    parser.add_argument("--lr", type=float, default=5e-4)
    parser.add_argument("--clip-norm", type=float, default=0.0)
    parser.add_argument("--log-interval", type=int, default=100)
    parser.add_argument("--update-freq", type=int, default=4)
    parser.add_argument("--max-update", type=int, default=125000)
    args = parser.parse_args()
    task = tasks.setup_task(args)
    model = task.build_model(args)
    trainer = Trainer(args, task, model, MaskedLmLoss(task.dictionary.pad()))
    itr = task.get_batch_iterator(task.dataset("train")).next_epoch_itr(shuffle=True)
    chunk = []
    for sample in itr:
        chunk.append(sample)
        if len(chunk) == args.update_freq:
            trainer.train_step(chunk)
            chunk = []


if __name__ == "__main__":
    main()
