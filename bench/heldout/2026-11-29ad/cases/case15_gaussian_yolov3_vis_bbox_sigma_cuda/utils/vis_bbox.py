# expect: TL003
# source: https://github.com/motokimura/PyTorch_Gaussian_YOLOv3/issues/32 ("share a solution to the problem of using GPU in demo TypeError can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor": "change" `dw = width * np.power(sw, sigma_scale_wh) - width` / `dh = height * np.power(sh, sigma_scale_wh) - height` "to" `dw = width * np.power(sw.cpu(), sigma_scale_wh) - width` / `dh = height * np.power(sh.cpu(), sigma_scale_wh) - height`; closed); code: motokimura/PyTorch_Gaussian_YOLOv3 3b679c8 `utils/vis_bbox.py` (`vis_bbox`), `demo.ipynb` (`if gpu >= 0: model.cuda()`, `img = Variable(img.type(torch.cuda.FloatTensor))`, `for output in outputs[0]:` ... `sigmas.append([sigma_x, sigma_y, sigma_w, sigma_h])`), `utils/utils.py` (`postprocess`, `yolobox2label`), `models/yolov3.py`
# note: Gaussian YOLOv3 reduced to 4 files, the demo notebook as `demo.py`: with `--gpu 0` (the default) the model is moved with `model.cuda()` and the image with `.type(torch.cuda.FloatTensor)`, `postprocess` (`utils/utils.py`) returns the kept detections on the prediction's device, and the loop over `outputs[0]` unpacks them into 0-d cuda tensors: the boxes (through `yolobox2label`), the scores and the four sigmas given to `vis_bbox`; there `np.power(sw, sigma_scale_wh)` converts a cuda tensor: "can't convert CUDA tensor to numpy" (with a current NumPy the matplotlib `Rectangle`s and `Line2D`s built from the same cuda boxes fail the same way). Traps: `postprocess` runs its NMS on `detections_class.cpu().numpy()`; `img_raw`, `info_img`, `instance_colors` and the COCO colours are NumPy; `'{:.2f}'.format(sc)` of a 0-d tensor goes through `.item()`; the labels are ints; inference runs under `torch.no_grad()` (no TL002).
import numpy as np
import matplotlib.pyplot as plt

def vis_bbox(img, bbox, label=None, score=None, label_names=None, instance_colors=None, 
    sigma=[], sigma_scale_img=(1.0, 1.0), sigma_scale_xy=3.0, sigma_scale_wh=3.0,
    show_inner_bound=False, alpha=1., linewidth=1., ax=None):
    """Visualize bounding boxes inside the image.
    Args:
        img (~numpy.ndarray): An array of shape :math:`(3, height, width)`, RGB, values in [0, 255].
        bbox (~numpy.ndarray): An array of shape :math:`(R, 4)`, each row (y_min, x_min, y_max, x_max).
        label (~numpy.ndarray): An integer array of shape :math:`(R,)` (ids into label_names).
        score (~numpy.ndarray): A float array of shape :math:`(R,)`.
        label_names (iterable of strings): Name of labels ordered according to label ids.
        instance_colors (iterable of tuples): List of RGB colors in [0, 255], one per instance.
        sigma (iterable of tuples): List of uncertainties with shape :math:`(R, 4)` (xywh).
        sigma_scale_img (list of float): compensates the image scaling for x and y sigmas.
        sigma_scale_xy (float): scaling factor to visualize xy uncertainties (default: 3-sigma).
        sigma_scale_wh (float): scaling factor to visualize wh uncertainties (default: 3-sigma).
        show_inner_bound (bool): True when inner bound of wh uncertainty should be drawn.
        alpha (float): transparency of the bounding boxes.
        linewidth (float): The thickness of the edges of the bounding boxes.
        ax (matplotlib.axes.Axis): The visualization is displayed on this axis.
    Returns:
        (fig, ax) of the plot.
    from: https://github.com/chainer/chainercv
    """
             
    if label is not None and not len(bbox) == len(label):
        raise ValueError('The length of label must be same as that of bbox')
    if score is not None and not len(bbox) == len(score):
        raise ValueError('The length of score must be same as that of bbox')

    # Returns newly instantiated matplotlib.axes.Axes object if ax is None
    fig = None
    if ax is None:
        fig = plt.figure()
        _, h, w = img.shape
        w_ = w / 60.0
        h_ = w_ * (h / w)
        fig.set_size_inches((w_, h_))
        ax = plt.axes([0, 0, 1, 1])
    ax.imshow(img.transpose((1, 2, 0)).astype(np.uint8))
    ax.axis('off')
    # If there is no bounding box to display, visualize the image and exit.
    if len(bbox) == 0:
        return fig, ax

    if instance_colors is None:
        # Red
        instance_colors = np.zeros((len(bbox), 3), dtype=np.float32)
        instance_colors[:, 0] = 255
    instance_colors = np.array(instance_colors)

    for i, bb in enumerate(bbox):
        x, y = bb[1], bb[0]
        height = bb[2] - bb[0]
        width = bb[3] - bb[1]
        color = instance_colors[i % len(instance_colors)] / 255
        ax.add_patch(plt.Rectangle(
            (x, y), width, height, fill=False,
            edgecolor=color, linewidth=linewidth, alpha=alpha))
        
        if sigma:
            img_scale_xaxis, img_scale_yaxis = sigma_scale_img
            sx, sy, sw, sh = sigma[i]
            
            # wh uncertainties
            dw = width * np.power(sw, sigma_scale_wh) - width
            dh = height * np.power(sh, sigma_scale_wh) - height
            dw *= img_scale_xaxis
            dh *= img_scale_yaxis
            ax.add_patch(plt.Rectangle(
                (x - 0.5 * dw, y - 0.5 * dh), width + dw, height + dh, fill=False,
                edgecolor=color, linewidth=linewidth * 0.6, alpha=alpha, linestyle='--'))

            if show_inner_bound:
                dw = width / np.power(sw, sigma_scale_wh) - width
                dh = height / np.power(sh, sigma_scale_wh) - height
                dw *= img_scale_xaxis
                dh *= img_scale_yaxis
                ax.add_patch(plt.Rectangle(
                    (x - 0.5 * dw, y - 0.5 * dh), width + dw, height + dh, fill=False,
                    edgecolor=color, linewidth=linewidth * 0.6, alpha=alpha, linestyle='--'))
            
            # xy uncertainties
            sx *= img_scale_xaxis * sigma_scale_xy
            sy *= img_scale_yaxis * sigma_scale_xy
            cx, cy = x + width * 0.5, y + height * 0.5
            ax.add_line(plt.Line2D((cx - sx, cx + sx), (cy, cy), color=color, linewidth=linewidth * 1.4, alpha=alpha))
            ax.add_line(plt.Line2D((cx, cx), (cy - sy, cy + sy), color=color, linewidth=linewidth * 1.4, alpha=alpha))

        caption = []

        if label is not None and label_names is not None:
            lb = label[i]
            if not (0 <= lb < len(label_names)):
                raise ValueError('No corresponding name is given')
            caption.append(label_names[lb])
        if score is not None:
            sc = score[i]
            caption.append('{:.2f}'.format(sc))

        if len(caption) > 0:
            ax.text(x, y, ': '.join(caption), fontsize=12, color='black', style='italic',
                    bbox={'facecolor': color, 'edgecolor': color, 'alpha': 1, 'pad': 0})
    return fig, ax
