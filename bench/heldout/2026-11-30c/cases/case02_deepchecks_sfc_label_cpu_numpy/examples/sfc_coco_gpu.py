"""Simple Feature Contribution on COCO128, with the detector on the GPU when one is available."""
import sys
import warnings
from pathlib import Path
from typing import List, Tuple

import numpy as np
import torch
from PIL import Image
from torch.utils.data import DataLoader, Dataset

from deepchecks.vision.checks.methodology.simple_feature_contribution import SimpleFeatureContribution
from deepchecks.vision.vision_data import DetectionData


class CocoDataset(Dataset):
    """COCO128 in YOLO layout: images/<split>/*.jpg and labels/<split>/*.txt (class cx cy w h, normalized)."""

    def __init__(self, root: str, split: str = 'train2017'):
        self.images = sorted((Path(root) / 'images' / split).glob('*.jpg'))
        self.labels_dir = Path(root) / 'labels' / split

    def __getitem__(self, idx: int) -> Tuple[Image.Image, torch.Tensor]:
        img = Image.open(self.images[idx]).convert('RGB')
        label_file = self.labels_dir / (self.images[idx].stem + '.txt')
        if label_file.exists():
            img_labels = np.array([line.split() for line in label_file.read_text().strip().splitlines()],
                                  dtype=np.float32).reshape(-1, 5)
        else:
            img_labels = np.zeros((0, 5), dtype=np.float32)

        # YOLO (center x, center y, w, h, normalized) -> absolute (top-left x, y, w, h), class last
        bboxes = [np.array([max((x - w / 2) * img.width, 0), max((y - h / 2) * img.height, 0),
                            w * img.width, h * img.height, cls]) for cls, x, y, w, h in img_labels]
        bboxes = torch.stack([torch.tensor(b) for b in bboxes]) if bboxes else torch.tensor([])
        return img, bboxes

    def __len__(self) -> int:
        return len(self.images)


class COCOData(DetectionData):
    """Implement the necessary methods to run deepchecks on COCO128."""

    def batch_to_labels(self, batch) -> List[torch.Tensor]:
        """Convert the batch to a list of labels: rows of [class, x, y, w, h]."""
        def move_class(tensor):
            return torch.index_select(tensor, 1, torch.LongTensor([4, 0, 1, 2, 3]).to(tensor.device)) \
                if len(tensor) > 0 else tensor

        return [move_class(tensor) for tensor in batch[1]]

    def infer_on_batch(self, batch, model, device) -> List[torch.Tensor]:
        """Infer on a batch of images: rows of [x, y, w, h, confidence, class]."""
        return_list = []
        with warnings.catch_warnings():
            warnings.simplefilter(action='ignore', category=UserWarning)
            predictions = model.to(device)(batch[0])
            for single_image_tensor in predictions.pred:
                pred_modified = torch.clone(single_image_tensor)
                pred_modified[:, 2] = pred_modified[:, 2] - pred_modified[:, 0]  # w = x_right - x_left
                pred_modified[:, 3] = pred_modified[:, 3] - pred_modified[:, 1]  # h = y_bottom - y_top
                return_list.append(pred_modified)
        return return_list

    def batch_to_images(self, batch) -> List[np.ndarray]:
        """Convert the batch to a list of images."""
        return [np.array(x) for x in batch[0]]


def batch_collate(batch):
    imgs, labels = zip(*batch)
    return list(imgs), list(labels)


def load_dataset(root: str, train: bool = True, batch_size: int = 32) -> COCOData:
    split = 'train2017' if train else 'val2017'
    loader = DataLoader(CocoDataset(root, split), batch_size=batch_size, shuffle=False,
                        collate_fn=batch_collate, generator=torch.Generator())
    return COCOData(loader, num_classes=80)


def load_model(device: torch.device) -> torch.nn.Module:
    model = torch.hub.load('ultralytics/yolov5:v6.1', 'yolov5s', pretrained=True, verbose=False, device=device)
    model.eval()
    return model


if __name__ == '__main__':
    root = sys.argv[1] if len(sys.argv) > 1 else 'coco128'
    device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')

    training_data = load_dataset(root, train=True)
    val_data = load_dataset(root, train=False)
    model = load_model(device)

    result = SimpleFeatureContribution().run(training_data, val_data, model, device=device)
    print(result)
    for line in result.display:
        print(line)
