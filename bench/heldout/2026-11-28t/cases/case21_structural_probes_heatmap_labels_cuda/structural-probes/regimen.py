"""Classes for training and running inference on probes."""
import torch
from torch import optim
from tqdm import tqdm


class ProbeRegimen:
    def __init__(self, args):
        self.args = args
        self.max_epochs = args["probe_training"]["epochs"]
        self.params_path = args["reporting"]["root"] + "/" + args["probe"]["params_path"]

    def predict(self, probe, model, dataset):
        probe.eval()
        predictions_by_batch = []
        for batch in tqdm(dataset, desc="[predicting]"):
            observation_batch, label_batch, length_batch, _ = batch
            with torch.no_grad():
                word_representations = model(observation_batch)
                predictions = probe(word_representations)
            predictions_by_batch.append(predictions.detach().cpu().numpy())
        return predictions_by_batch
