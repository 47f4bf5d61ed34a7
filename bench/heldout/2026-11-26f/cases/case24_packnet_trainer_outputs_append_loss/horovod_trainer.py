# expect: TL008
# source: https://github.com/TRI-ML/packnet-sfm/issues/47 (fixed by https://github.com/TRI-ML/packnet-sfm/pull/51: "Detach loss before appending it to the training output list")
# note: train_with_dataloader as described in the thread: each step's output dict from ModelWrapper.training_step (model_wrapper.py) still holds the graph-attached loss and is appended to `outputs` for the whole epoch, so memory grows. The metrics are floats and nothing is converted to NumPy.
import torch

from model_wrapper import ModelWrapper


class HorovodTrainer:
    def __init__(self, max_epochs=50, device="cuda"):
        self.max_epochs = max_epochs
        self.device = torch.device(device)

    def fit(self, module, dataloader):
        module = module.to(self.device)
        optimizer = torch.optim.Adam(module.parameters(), lr=2e-4)
        for epoch in range(self.max_epochs):
            output = self.train_with_dataloader(dataloader, module, optimizer)
            print(epoch, output)

    def train_with_dataloader(self, dataloader, module, optimizer):
        module.train()
        outputs = []
        for i, batch in enumerate(dataloader):
            optimizer.zero_grad()
            batch = {k: v.to(self.device) for k, v in batch.items()}
            output = module.training_step(batch)
            output["loss"].backward()
            optimizer.step()
            outputs.append(output)
        return module.training_epoch_end(outputs)


if __name__ == "__main__":
    HorovodTrainer().fit(ModelWrapper(), [])
