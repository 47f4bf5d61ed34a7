# expect: none
# source: https://github.com/X-Lowlevel-Vision/LAM_Demo/issues/3 ("can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "I'm trying to run this line: interpolated_grad_numpy, result_numpy, interpolated_numpy = Path_gradient(tensor_lr.numpy(), model, attr_objective, gaus_blur_path_func, cuda=True)" ... lyf1212: "You can modify the /content/LAM_Demo/SaliencyModel/BackProp.py like follow: 1. Line 111 should be \"result_list.append(result.detach().numpy())\" 2. Line 117 should be \"torch.tensor(result_list[-1])\"")
# note: Local Attribution Maps for super-resolution networks, reconstructed: `lam_demo.py` calls `Path_gradient(..., cuda=torch.cuda.is_available())` (the thread passes `cuda=True`), which moves the SR network to the GPU and runs it on every interpolated image with gradients enabled (the attribution needs `img_tensor.grad`); each SR output is therefore a cuda tensor attached to the graph, and `np.asarray(result_list)` at the end converts the whole list and raises. The input gradient is read from the CPU leaf (`img_tensor.grad.numpy()` converts fine), the interpolation path and the lambda derivatives are NumPy, and the objective's value is read with `.item()`. Header `SaliencyModel/BackProp.py`. Twin: each SR output is stored as `result.detach().cpu().numpy()` (the thread's `.detach().numpy()` plus the `.cpu()` the GPU run needs).
import numpy as np
import torch

from SaliencyModel.utils import _add_batch_one, _tensor_size


def attribution_objective(attr_func, h, w, window=16):
    def calculate_objective(image):
        return attr_func(image, h, w, window=window)
    return calculate_objective


def attr_grad(tensor, h, w, window=8, reduce="sum"):
    """Sum of the gradient magnitude of the SR output inside the window at (h, w)."""
    h_x = tensor.size()[2]
    w_x = tensor.size()[3]
    h_grad = torch.pow(tensor[:, :, :h_x - 1, :] - tensor[:, :, 1:, :], 2)
    w_grad = torch.pow(tensor[:, :, :, :w_x - 1] - tensor[:, :, :, 1:], 2)
    grad = torch.pow(h_grad[:, :, :, :-1] + w_grad[:, :, :-1, :], 1 / 2)
    crop = grad[:, :, h: h + window, w: w + window]
    return crop.sum() if reduce == "sum" else crop.mean()


def Path_gradient(numpy_image, model, attr_objective, path_interpolation_func, cuda=False):
    """
    :param numpy_image: C x H x W low-resolution image in [0, 1]
    :param path_interpolation_func: returns (images along the path, lambda derivatives)
    :return: gradients along the path, SR outputs along the path, the interpolated images
    """
    if cuda:
        model = model.cuda()
    cv_numpy_image = np.moveaxis(numpy_image, 0, 2)
    image_interpolation, lambda_derivative_interpolation = path_interpolation_func(cv_numpy_image)
    grad_accumulate_list = np.zeros_like(image_interpolation)
    result_list = []
    for i in range(image_interpolation.shape[0]):
        img_tensor = torch.from_numpy(image_interpolation[i])
        img_tensor.requires_grad_(True)
        if cuda:
            result = model(_add_batch_one(img_tensor).cuda())
        else:
            result = model(_add_batch_one(img_tensor))
        target = attr_objective(result)
        target.backward()
        grad = img_tensor.grad.numpy()
        if np.any(np.isnan(grad)):
            grad[np.isnan(grad)] = 0.0
        if i % 10 == 0:
            print("step {:3d}/{} objective {:.4f}".format(i, image_interpolation.shape[0], target.item()))

        grad_accumulate_list[i] = grad * lambda_derivative_interpolation[i]
        result_list.append(result.detach().cpu().numpy())
    results_numpy = np.asarray(result_list)
    return grad_accumulate_list, results_numpy, image_interpolation


def saliency_map_PG(grad_list, result_list):
    final_grad = grad_list.mean(axis=0)
    return final_grad, result_list[-1]


def output_size(image, scale=4):
    c, h, w = _tensor_size(image)
    return c, h * scale, w * scale
