# expect: TL003
# source: https://github.com/oxwhirl/pymarl/pull/62 ("Conversion of torch.Tensor to numpy object": "Due to the possibility of `x[1]` being of type `torch.Tensor`, the `np.mean(...)` call fails with an `AttributeError: torch.dtype object has no attribute type`.", traceback `File "/home/minerva/Projects/multiagentrl/pymarl/src/utils/logging.py", line 48, in print_recent_stats` / `item = "{:.4f}".format(np.mean([x[1] for x in self.stats[k][-window:]]))`; open); fixed at the source in the pymarl-based fork by https://github.com/wendelinboehmer/dcg/pull/22 ("Update q_learner.py": "grad_norm --> grad_norm.item() for log_stats", merged); code: oxwhirl/pymarl c971afd `src/utils/logging.py` (`Logger.log_stat`, `print_recent_stats`), `src/learners/q_learner.py` (`grad_norm = th.nn.utils.clip_grad_norm_(self.params, self.args.grad_norm_clip)`, `self.logger.log_stat("grad_norm", grad_norm, t_env)`), `src/run.py` (`args.device = "cuda" if args.use_cuda else "cpu"`, `learner.cuda()`), `src/config/default.yaml` (`use_cuda: True`)
# note: pymarl reduced to 5 files (configs, runners and the episode buffer left out): `run.py` keeps `use_cuda` (True in pymarl's default.yaml) when a GPU is present, sets `args.device = "cuda"`, calls `learner.cuda()` (the agents of `BasicMAC` and of its target copy) and sends every sampled batch `.to(args.device)`; in `QLearner.train` (`src/learners/q_learner.py`) `clip_grad_norm_` returns the total norm as a 0-d tensor on the parameters' device and it is logged as is, `log_stat("grad_norm", grad_norm, t_env)`, while every other stat is logged with `.item()`; `Logger.print_recent_stats` then runs `np.mean([x[1] for x in self.stats[k][-window:]])`, and NumPy converts the 0-d cuda tensors of that list through `Tensor.__array__`: "can't convert cuda:0 device type tensor to numpy" (an old NumPy built an object array instead and failed with the AttributeError of the report). Traps: `loss.item()`, `td_error_abs`, `q_taken_mean` and `target_mean` are Python floats and `episode` an int, so the same `np.mean` line is fine for them; the tensorboard and sacred paths only store values; `grad_norm` does not require grad (no TL002).
from collections import defaultdict
import logging

import numpy as np


class Logger:
    def __init__(self, console_logger):
        self.console_logger = console_logger

        self.use_tb = False
        self.use_sacred = False
        self.use_hdf = False

        self.stats = defaultdict(lambda: [])

    def setup_tb(self, directory_name):
        # Import here so it doesn't have to be installed if you don't use it
        from tensorboard_logger import configure, log_value
        configure(directory_name)
        self.tb_logger = log_value
        self.use_tb = True

    def setup_sacred(self, sacred_run_dict):
        self.sacred_info = sacred_run_dict.info
        self.use_sacred = True

    def log_stat(self, key, value, t, to_sacred=True):
        self.stats[key].append((t, value))

        if self.use_tb:
            self.tb_logger(key, value, t)

        if self.use_sacred and to_sacred:
            if key in self.sacred_info:
                self.sacred_info["{}_T".format(key)].append(t)
                self.sacred_info[key].append(value)
            else:
                self.sacred_info["{}_T".format(key)] = [t]
                self.sacred_info[key] = [value]

    def print_recent_stats(self):
        log_str = "Recent Stats | t_env: {:>10} | Episode: {:>8}\n".format(*self.stats["episode"][-1])
        i = 0
        for (k, v) in sorted(self.stats.items()):
            if k == "episode":
                continue
            i += 1
            window = 5 if k != "epsilon" else 1
            item = "{:.4f}".format(np.mean([x[1] for x in self.stats[k][-window:]]))
            log_str += "{:<25}{:>8}".format(k + ":", item)
            log_str += "\n" if i % 4 == 0 else "\t"
        self.console_logger.info(log_str)


# set up a custom logger
def get_logger():
    logger = logging.getLogger()
    logger.handlers = []
    ch = logging.StreamHandler()
    formatter = logging.Formatter('[%(levelname)s %(asctime)s] %(name)s %(message)s', '%H:%M:%S')
    ch.setFormatter(formatter)
    logger.addHandler(ch)
    logger.setLevel('DEBUG')

    return logger
