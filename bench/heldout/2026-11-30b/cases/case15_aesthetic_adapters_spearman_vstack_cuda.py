# expect: TL003
# source: https://github.com/crp94/Personalised-aesthetic-assessment-using-residual-adapters/issues/4 ("np.vstack": "ratings_i=np.vstack(ratings) ... the following problems occur during runtime TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first. I tried modifying ratings_i = np.vstack (ratings) to ratings_i = np.vstack (ratings.cpu ()) but it didn't seem to solve the problem."; the same report changes `running_loss += loss.data[0]` to `running_loss += loss.item()`); code: crp94/Personalised-aesthetic-assessment-using-residual-adapters 1eb4d3e `Adapters.ipynb` (cells 2-7, 14-15, 25-29), run as the reporter's `Adapters.py`
# note: the per-worker adapter fine-tuning script: `use_gpu = True` selects `cuda:0`, `train_model` moves the adapter network loaded from `adaptersnetwork1.pt` with `model.cuda()`, and `computeSpearman` copies every validation batch with `inputs.float().cuda()` / `labels.float().cuda()`, so `ratings` and `predictions` are lists of cuda tensors (under `no_grad`, so only the device is wrong); `np.vstack(ratings)` converts each element: "can't convert CUDA tensor to numpy" (`ratings.cpu()` cannot help, a list has no `.cpu()`). Traps: the running loss is summed with `loss.item()`, the epoch losses and Spearman values are floats (`np.argmin(test_loss)`, `np.argmax(spearman)`), the dataset resizes and normalizes NumPy images before `torch.from_numpy`, and the split is pandas.
import copy
import os

import numpy as np
import pandas as pd
import torch
import torch.nn as nn
import torch.optim as optim
from PIL import Image, ImageFile
from scipy.stats import spearmanr
from skimage import transform
from sklearn.model_selection import train_test_split
from torch.autograd import Variable
from torch.utils.data import DataLoader, Dataset
from torch.utils.data.dataloader import default_collate

ImageFile.LOAD_TRUNCATED_IMAGES = True
MEANS, STDS = np.array([0.485, 0.456, 0.406]), np.array([0.229, 0.224, 0.225])


class ImageRatingsDataset(Dataset):
    def __init__(self, csv_file, root_dir, output_size=(224, 224)):
        self.images_frame = pd.read_csv(csv_file, sep=' ')
        self.root_dir, self.output_size = root_dir, output_size

    def __len__(self):
        return len(self.images_frame)

    def __getitem__(self, idx):
        try:
            img_name = str(os.path.join(self.root_dir, str(self.images_frame.iloc[idx, 0])))
            image = transform.resize(np.asarray(Image.open(img_name).convert('RGB')), self.output_size)
            image = ((image - MEANS) / STDS).transpose((2, 0, 1))
            return {'image': torch.from_numpy(image).double(),
                    'rating': torch.from_numpy(np.float64([self.images_frame.iloc[idx, 1]])).double()}
        except Exception as e:
            pass


def my_collate(batch):
    batch = list(filter(lambda x: x is not None, batch))
    return default_collate(batch)


use_gpu = True
if use_gpu:
    cuda = torch.device('cuda:0')     # Default CUDA device
torch.cuda.set_device(cuda.index)


def exp_lr_scheduler(optimizer, epoch, init_lr=0.001, lr_decay_epoch=5):
    for param_group in optimizer.param_groups:
        param_group['lr'] = init_lr * (0.9**(epoch // lr_decay_epoch))
    return optimizer


def computeSpearman(dataloader_valid, model):
    ratings, predictions = [], []
    with torch.no_grad():
        for batch_idx, data in enumerate(dataloader_valid):
            inputs, labels = data['image'], data['rating']
            if use_gpu:
                inputs, labels = Variable(inputs.float().cuda()), Variable(labels.float().cuda())
            outputs = model(inputs)
            ratings.append(labels.float())
            predictions.append(outputs.float())
    ratings_i = np.vstack(ratings)
    predictions_i = np.vstack(predictions)
    return spearmanr(ratings_i, predictions_i)


def train_model(model, criterion, optimizer, lr_scheduler, dataloader_train, dataloader_valid, num_epochs=100):
    test_loss, spearman_test, best_model, best_spearman = [], [], model, 0
    model.cuda()
    for epoch in range(num_epochs):
        for phase in ['val', 'train']:
            optimizer = lr_scheduler(optimizer, epoch) if phase == 'train' else optimizer
            model.train() if phase == 'train' else model.eval()
            dataloader = dataloader_train if phase == 'train' else dataloader_valid
            running_loss = 0.0
            for batch_idx, data in enumerate(dataloader):
                inputs = Variable(data['image'].float().cuda())
                labels = Variable(data['rating'].float().cuda())
                optimizer.zero_grad()
                loss = criterion(model(inputs), labels)
                if phase == 'train':
                    loss.backward()
                    optimizer.step()
                running_loss += loss.item()
            if phase == 'val':
                test_loss.append(running_loss / len(dataloader))
                sp = computeSpearman(dataloader, model)[0]
                spearman_test.append(sp)
                if sp > best_spearman:
                    best_spearman, best_model = sp, copy.deepcopy(model)
    return best_model, test_loss, spearman_test


workers_test = pd.read_csv(os.path.join('Images', 'test_workers_dataset_normalized.csv'), sep=' ')
stats = []
for worker in workers_test['worker'].unique():
    images = workers_test[workers_test['worker'].isin([worker])][[' imagePair', ' score']]
    train_dataframe, valid_dataframe = train_test_split(images, train_size=100 / images.shape[0])
    train_path, test_path = "train_means_normalized" + worker + ".csv", "test_means_normalized" + worker + ".csv"
    train_dataframe.to_csv(train_path, sep=' ', index_label=False)
    valid_dataframe.to_csv(test_path, sep=' ', index_label=False)
    dataloader_train = DataLoader(ImageRatingsDataset(train_path, 'Images/'), batch_size=30, shuffle=True,
                                  collate_fn=my_collate)
    dataloader_valid = DataLoader(ImageRatingsDataset(test_path, 'Images/'), batch_size=20, collate_fn=my_collate)
    model_ft = torch.load('adaptersnetwork1.pt', weights_only=False)
    criterion = nn.MSELoss().cuda()
    optimizer = optim.Adam(filter(lambda p: p.requires_grad, model_ft.parameters()), lr=0.001, weight_decay=0.01)
    model_ft, test_loss, spearman = train_model(model_ft, criterion, optimizer, exp_lr_scheduler,
                                                dataloader_train, dataloader_valid, num_epochs=100)
    stats.append((worker, min(test_loss) - test_loss[0], max(spearman) - spearman[0], np.argmin(test_loss),
                  np.argmax(spearman)))
pd.DataFrame(stats, columns=['Worker', 'DecreaseMSE', 'IncreaseSpearman', 'ItMSE', 'ItSpearman']).to_csv('stats.csv')
