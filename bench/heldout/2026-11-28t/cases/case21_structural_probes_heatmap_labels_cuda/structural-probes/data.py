"""Dataset and collate function: pads observations and moves labels to the device."""
import torch
from torch.utils.data import DataLoader, Dataset


class ObservationIterator(Dataset):
    def __init__(self, observations, labels):
        self.observations = observations
        self.labels = labels

    def __len__(self):
        return len(self.observations)

    def __getitem__(self, idx):
        return self.observations[idx], self.labels[idx]


class SimpleDataset:
    def __init__(self, args, task):
        self.args = args
        self.batch_size = args["dataset"]["batch_size"]
        self.task = task

    def custom_pad(self, batch_observations):
        seqs = [torch.tensor(x[0].embeddings, device=self.args["device"]) for x in batch_observations]
        lengths = torch.tensor([len(x) for x in seqs], device=self.args["device"])
        seqs = torch.nn.utils.rnn.pad_sequence(seqs, batch_first=True)
        label_shape = batch_observations[0][1].shape
        maxlen = int(max(lengths))
        label_maxshape = [maxlen for x in label_shape]
        labels = [-torch.ones(*label_maxshape, device=self.args["device"]) for x in seqs]
        for index, x in enumerate(batch_observations):
            length = x[1].shape[0]
            if len(label_shape) == 1:
                labels[index][:length] = x[1]
            elif len(label_shape) == 2:
                labels[index][:length, :length] = x[1]
        labels = torch.stack(labels)
        return seqs, labels, lengths, batch_observations

    def get_dev_dataloader(self, observations, labels):
        return DataLoader(ObservationIterator(observations, labels), batch_size=self.batch_size,
                          collate_fn=self.custom_pad, shuffle=False)
