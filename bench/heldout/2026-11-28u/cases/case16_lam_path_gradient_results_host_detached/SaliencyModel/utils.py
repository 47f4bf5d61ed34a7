import cv2
import numpy as np
import torch


def _add_batch_one(tensor):
    """Return a tensor with size (1, ) + tensor.size"""
    return tensor.view((1, ) + tensor.size())


def _remove_batch(tensor):
    return tensor[0, ...]


def _tensor_size(tensor):
    return tuple(tensor.shape)


def isotropic_gaussian_kernel(l, sigma, epsilon=1e-5):
    ax = np.arange(-l // 2 + 1., l // 2 + 1.)
    xx, yy = np.meshgrid(ax, ax)
    kernel = np.exp(-(xx ** 2 + yy ** 2) / (2. * (sigma + epsilon) ** 2))
    return kernel / np.sum(kernel)


def GaussianBlurPath(sigma, fold, l=5):
    """Path from a fully blurred image (sigma) to the original, as numpy arrays (C x H x W)."""
    def path_interpolation_func(cv_numpy_image):
        h, w, c = cv_numpy_image.shape
        kernel_interpolation = np.zeros((fold + 1, l, l))
        image_interpolation = np.zeros((fold, h, w, c))
        lambda_derivative_interpolation = np.zeros((fold, h, w, c))
        sigma_interpolation = np.linspace(sigma, 0, fold + 1)
        for i in range(fold + 1):
            kernel_interpolation[i] = isotropic_gaussian_kernel(l, sigma_interpolation[i])
        for i in range(fold):
            image_interpolation[i] = cv2.filter2D(cv_numpy_image, -1, kernel_interpolation[i + 1])
            lambda_derivative_interpolation[i] = cv2.filter2D(
                cv_numpy_image, -1, (kernel_interpolation[i + 1] - kernel_interpolation[i]) * fold)
        return (np.moveaxis(image_interpolation, 3, 1).astype(np.float32),
                np.moveaxis(lambda_derivative_interpolation, 3, 1).astype(np.float32))
    return path_interpolation_func


def grad_abs_norm(grad):
    grad_2d = np.abs(grad.sum(axis=0))
    grad_max = grad_2d.max()
    return grad_2d / grad_max


def PIL2Tensor(pil_image):
    arr = np.asarray(pil_image, dtype=np.float32) / 255.0
    return torch.from_numpy(np.moveaxis(arr, 2, 0).copy())
