# expect: TL003
# source: https://github.com/john-hewitt/structural-probes/issues/4 ("TypeError: can't convert CUDA tensor to numpy": "When running with CUDA and generating tables, the `label`s are trying to be implicitly converted to `numpy` ... I can see that there is already a `.detach().cpu().numpy()` in `regimen.py`, but for some reason it appears that the `label`s are being converted back to CUDA. Calling `.cpu()` before handing off the `label`s ... fixes it", traceback `reporter.py` line 143, `report_image_examples`, `ax = sns.heatmap(label)`)
# note: the structural-probe reporting step, reconstructed: `run_experiment.py` sets `args['device']` to cuda when available, `data.py`'s collate function moves the gold distance matrices to that device, `regimen.py` already returns predictions as NumPy, and `reporter.py` hands the cuda label matrix to seaborn's `heatmap`, which converts with `np.asarray`. The prediction heatmap (NumPy) and the `.detach().cpu()` in the Spearman report convert fine. Header `structural-probes/reporter.py`.
"""Contains classes for computing and reporting evaluation metrics."""
import os
from collections import defaultdict

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
import seaborn as sns
from scipy.stats import pearsonr, spearmanr
from tqdm import tqdm


class Reporter:
    def __init__(self, args):
        self.args = args
        self.reporting_root = args["reporting"]["root"]
        self.test_reporting_constraint = {"spearmanr", "uuas", "root_acc"}
        self.reporting_method_dict = {
            "spearmanr": self.report_spearmanr,
            "image_examples": self.report_image_examples,
        }

    def __call__(self, prediction_batches, dataloader, split_name):
        for method in self.args["reporting"]["reporting_methods"]:
            if method in self.reporting_method_dict:
                if split_name == "test" and method not in self.test_reporting_constraint:
                    tqdm.write("Reporting method {} not in test set reporting methods (reporter.py); skipping".format(method))
                    continue
                tqdm.write("Reporting {} on split {}".format(method, split_name))
                self.reporting_method_dict[method](prediction_batches, dataloader, split_name)


class WordPairReporter(Reporter):
    def report_spearmanr(self, prediction_batches, dataset, split_name):
        lengths_to_spearmanrs = defaultdict(list)
        for prediction_batch, (data_batch, label_batch, length_batch, observation_batch) in zip(prediction_batches, dataset):
            for prediction, label, length, (observation, _) in zip(prediction_batch, label_batch, length_batch, observation_batch):
                length = int(length)
                prediction = prediction[:length, :length]
                label = label[:length, :length].detach().cpu()
                spearmanrs = [spearmanr(pred, gold) for pred, gold in zip(prediction, label)]
                lengths_to_spearmanrs[length].extend([x.correlation for x in spearmanrs])
        mean_spearman_for_each_length = {length: np.mean(lengths_to_spearmanrs[length]) for length in lengths_to_spearmanrs}
        with open(os.path.join(self.reporting_root, split_name + ".spearmanr"), "w") as fout:
            for length in sorted(mean_spearman_for_each_length):
                fout.write(str(length) + "\t" + str(mean_spearman_for_each_length[length]) + "\n")

    def report_image_examples(self, prediction_batches, dataset, split_name):
        images_printed = 0
        for prediction_batch, (data_batch, label_batch, length_batch, observation_batch) in zip(prediction_batches, dataset):
            for prediction, label, length, (observation, _) in zip(prediction_batch, label_batch, length_batch, observation_batch):
                length = int(length)
                prediction = prediction[:length, :length]
                label = label[:length, :length]
                words = observation.sentence
                fontsize = 5 * (1 + np.sqrt(len(words)) / 200)
                plt.clf()
                ax = sns.heatmap(label)
                ax.set_title("Gold Parse Distance")
                ax.set_xticks(np.arange(len(words)))
                ax.set_yticks(np.arange(len(words)))
                ax.set_xticklabels(words, rotation=90, fontsize=fontsize, ha="center")
                ax.set_yticklabels(words, rotation=0, fontsize=fontsize, va="top")
                plt.tight_layout()
                plt.savefig(os.path.join(self.reporting_root, split_name + "-gold" + str(images_printed)), dpi=300)

                plt.clf()
                ax = sns.heatmap(prediction)
                ax.set_title("Predicted Parse Distance (squared)")
                plt.tight_layout()
                plt.savefig(os.path.join(self.reporting_root, split_name + "-pred" + str(images_printed)), dpi=300)
                images_printed += 1
                if images_printed == self.args["reporting"].get("image_count", 20):
                    return
