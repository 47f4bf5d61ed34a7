import torch as t
from torch.utils.data import DataLoader

from data.dataset import RGBDDataset
from model.faster_rcnn_vgg16_rgbd import FasterRCNNVGG16RGBD
from trainer import FasterRCNNTrainer


def train(epochs=14, plot_every=40):
    dataset = RGBDDataset('data/nyud2', split='trainval')
    dataloader = DataLoader(dataset, batch_size=1, shuffle=True, num_workers=4)
    faster_rcnn = FasterRCNNVGG16RGBD()
    trainer = FasterRCNNTrainer(faster_rcnn).cuda()
    for epoch in range(epochs):
        trainer.reset_meters()
        for ii, (img, depth, bbox_, label_, scale) in enumerate(dataloader):
            scale = float(scale)
            img, depth = img.cuda().float(), depth.cuda().float()
            bbox, label = bbox_.cuda(), label_.cuda()
            trainer.train_step(img, depth, bbox, label, scale)
            if (ii + 1) % plot_every == 0:
                print(epoch, ii, trainer.get_meter_data())


if __name__ == '__main__':
    train()
