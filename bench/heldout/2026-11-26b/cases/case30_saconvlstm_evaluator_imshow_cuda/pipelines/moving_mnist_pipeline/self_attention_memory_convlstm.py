import torch
from torch.utils.data import DataLoader

from core.constants import DEVICE
from data_loaders.moving_mnist import MovingMNISTDataLoaders
from self_attention_memory_convlstm.seq2seq import SAMSeq2Seq
from pipelines.evaluator import Evaluator


def main():
    dataloaders = MovingMNISTDataLoaders(train_batch_size=4, validation_batch_size=16, test_batch_size=1)
    model = SAMSeq2Seq(num_channels=1, kernel_size=3, num_kernels=64, padding="same", num_layers=3,
                       frame_size=(64, 64), attention_hidden_dims=1).to(DEVICE)
    model.load_state_dict(torch.load("./tmp/checkpoint.pt"))
    evaluator = Evaluator(model=model, test_dataloader=dataloaders.test_dataloader,
                          save_dir="./tmp/evaluation", device=DEVICE)
    evaluator.run()


if __name__ == "__main__":
    main()
