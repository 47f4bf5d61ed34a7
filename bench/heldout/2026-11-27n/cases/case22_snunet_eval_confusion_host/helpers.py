import torch
from torch.utils.data import DataLoader

from dataloaders import CDDataset


def get_device(opt):
    if torch.cuda.is_available():
        return torch.device("cuda:{}".format(opt.gpu))
    return torch.device("cpu")


def get_test_loader(opt):
    dataset = CDDataset(opt.dataset_dir, split="test")
    return DataLoader(dataset, batch_size=opt.batch_size, shuffle=False, num_workers=4)


def load_model(opt, dev):
    model = torch.load(opt.weights, map_location=dev)
    return model.to(dev)


def batch_to_device(batch, dev):
    img1, img2, labels = batch
    return img1.float().to(dev), img2.float().to(dev), labels.long().to(dev)
