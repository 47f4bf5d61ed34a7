# expect: none
# source: https://github.com/Pseudo-Lab/Tutorial-Book/pull/105
# note: the PR's fix: the detector runs on cuda under no_grad, and the predicted boxes/labels and the image are moved back with .cpu() before matplotlib draws them; Rectangle receives CPU 0-d tensors without grad, and label ids are read with .item().
import matplotlib.patches as patches
import matplotlib.pyplot as plt
import torch
import torchvision

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def plot_image_from_output(img, annotation):
    img = img.permute(1, 2, 0)
    fig, ax = plt.subplots(1)
    ax.imshow(img)
    for idx in range(len(annotation["boxes"])):
        xmin, ymin, xmax, ymax = annotation["boxes"][idx]
        color = "r" if annotation["labels"][idx].item() == 1 else "g"
        rect = patches.Rectangle((xmin, ymin), (xmax - xmin), (ymax - ymin), linewidth=1, edgecolor=color, facecolor="none")
        ax.add_patch(rect)
    plt.show()


def show_predictions(test_loader):
    model = torchvision.models.detection.fasterrcnn_resnet50_fpn(weights=None, num_classes=4)
    model.to(device)
    model.eval()
    with torch.no_grad():
        for imgs, annotations in test_loader:
            imgs = [img.to(device) for img in imgs]
            pred = model(imgs)
            for _idx in range(len(imgs)):
                pred[_idx]["boxes"] = pred[_idx]["boxes"].cpu()
                pred[_idx]["labels"] = pred[_idx]["labels"].cpu()
                plot_image_from_output(imgs[_idx].cpu(), pred[_idx])
            break
