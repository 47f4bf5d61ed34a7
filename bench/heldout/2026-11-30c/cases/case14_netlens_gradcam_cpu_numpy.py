# expect: none
# source: https://github.com/deepfx/netlens/pull/10 ("fixes when converting from gpu", merged; commit c495d7c), which replaces `grads = grads.squeeze(0).numpy()` in `NetLens._show_gradient_images` and `cam.numpy()` in `NetLens.show_gradcam` by device-aware `convert_image(...)` calls and gives `one_hot_tensor` a `device=model_output.device` argument; code: deepfx/netlens c495d7c^ `visualization/interpret.py`, `visualization/hooks.py`, `visualization/modules.py`, `visualization/math.py`, `visualization/image_proc.py`
# note: netlens' Grad-CAM path reduced to one file (hooks, LayeredModule, image helpers and NetLens), with a `__main__` doing what the Grad-CAM notebook of the PR does on a GPU: the model and the image are moved with `.to(device)`; every hook stores `out.detach()`, so the hooked layer outputs (`hooks_layers`) and output gradients (`hooks_activations`) live on the model's device, `generate_cam` builds `cam` from them with torch ops and `F.interpolate`, and `show_gradcam` calls `.numpy()` on it: "can't convert cuda:0 device type tensor to numpy". The `one_hot_tensor(..., device=model_output.device)` part of the fix is in both cases (without it the backward pass fails first); the backprop view (`_show_gradient_images`, the PR's other `.numpy()`) is left out. Traps: the hooks detach, so `cam` has no grad; `recreate_image` copies with `.detach().cpu()`; `torch.argmax(model_output).item()` is a host int; `apply_colormap_on_image` and `show_images` get NumPy arrays and PIL images; `preprocess_image` builds its tensor from a NumPy array on the host. Twin: `show_gradcam` copies the map with `.cpu().numpy()` (the PR's `convert_image(cam, to_type=np.ndarray)` does the host copy inside pyimgy).
import matplotlib.pyplot as plt
import numpy as np
import PIL.Image
import torch
import torch.nn.functional as F
from torch import Tensor, nn

IMAGENET_MEAN, IMAGENET_STD = np.array([0.485, 0.456, 0.406]), np.array([0.229, 0.224, 0.225])


class Hook:
    """Stores what `hook_func` returns (detached by default) every time the hooked module/tensor fires."""
    def __init__(self, hook_receiver, hook_func, detach: bool = True):
        self.hook_func, self.detach, self.stored = hook_func, detach, None
        self.hook = hook_receiver(self.hook_fn_wrapper)

    def hook_fn_wrapper(self, *args):
        out = self.hook_func(*args)
        self.stored = out.detach() if self.detach else out
        return out


def one_hot_tensor(num_classes: int, target_class: int, device=None):
    one_hot = torch.zeros(1, num_classes, device=device)
    one_hot[0, target_class] = 1
    return one_hot


class LayeredModule(nn.Module):
    """Flat CNN whose layer outputs (forward hooks) and output gradients (tensor hooks) are stored by key."""

    def __init__(self, layers):
        super(LayeredModule, self).__init__()
        self.layers = nn.ModuleDict(layers)
        self.hooks_layers = {key: Hook(layer.register_forward_hook, lambda _m, _i, output: output)
                             for key, layer in self.layers.items()}
        self.hooks_activations = {}

    def forward(self, x):
        self.hooks_activations = {}
        for layer_key, layer in self.layers.items():
            x = layer(x)
            if x.requires_grad:
                self.hooks_activations[layer_key] = Hook(x.register_hook, lambda grad: grad)
        return x


def apply_colormap_on_image(org_im, activation: np.ndarray, colormap_name: str):
    heatmap = plt.get_cmap(colormap_name)(activation)
    heatmap[:, :, 3] = 0.4
    heatmap_pil = PIL.Image.fromarray((heatmap * 255).astype(np.uint8))
    return heatmap_pil, PIL.Image.alpha_composite(org_im.convert('RGBA'), heatmap_pil)


def preprocess_image(pil_im) -> Tensor:
    im_as_arr = np.asarray(pil_im.convert('RGB').resize((224, 224)), dtype=np.float64).transpose(2, 0, 1) / 255
    im_as_arr = (im_as_arr - IMAGENET_MEAN[..., None, None]) / IMAGENET_STD[..., None, None]
    return torch.from_numpy(im_as_arr).float()[None].requires_grad_()


def recreate_image(im_as_ten: Tensor, to_pil: bool = False):
    recreated_im = im_as_ten.detach().cpu().numpy()[0] * IMAGENET_STD[..., None, None] + IMAGENET_MEAN[..., None, None]
    recreated_im = np.clip(recreated_im, 0, 1)
    return PIL.Image.fromarray((recreated_im.transpose(1, 2, 0) * 255).astype(np.uint8)) if to_pil else recreated_im


def show_images(images, titles):
    fig, axes = plt.subplots(1, len(images), figsize=(4 * len(images), 4))
    for ax, image, title in zip(axes, images, titles):
        ax.imshow(np.moveaxis(image, 0, -1) if isinstance(image, np.ndarray) and image.ndim == 3 else image)
        ax.set_title(title)
        ax.axis('off')
    plt.show()


class NetLens:
    def __init__(self, model: LayeredModule, input_image: Tensor, target_class: int = None):
        self.model, self.input_image, self.target_class = model.eval(), input_image, target_class

    def _process_input(self) -> Tensor:
        model_output = self.model(self.input_image)
        target_class = self.target_class or torch.argmax(model_output).item()
        one_hot_output = one_hot_tensor(model_output.size()[-1], target_class, device=model_output.device)
        self.model.zero_grad()
        model_output.backward(gradient=one_hot_output)
        return model_output

    def generate_cam(self, target_layer: str, interpolate: bool = True) -> Tensor:
        self._process_input()
        target = self.model.hooks_layers[target_layer].stored.squeeze(0)
        guided_gradients = self.model.hooks_activations[target_layer].stored.squeeze(0)
        weights = torch.mean(guided_gradients, dim=(1, 2))  # Take averages for each gradient
        cam = (target * weights[..., None, None]).sum(dim=0).clamp_min(0.0)
        cam = (cam - cam.min()) / (cam.max() - cam.min())  # Normalize between 0-1
        height, width = self.input_image.shape[2:]
        cam = F.interpolate(cam[None, None], size=(height, width), mode='bilinear' if interpolate else 'nearest')
        return cam[0, 0]

    def show_gradcam(self, *args, **kwargs):
        cam = self.generate_cam(*args, **kwargs).cpu().numpy()
        heatmap, heatmap_on_image = apply_colormap_on_image(recreate_image(self.input_image, to_pil=True), cam, 'hsv')
        show_images([heatmap, heatmap_on_image, cam], ['CAM Heatmap', 'CAM Heatmap on image', 'CAM Grayscale'])


if __name__ == '__main__':
    import sys
    from torchvision.models import vgg11

    device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')
    cnn = vgg11(weights='DEFAULT')
    layers = [(f'{type(m).__name__.lower()}-{i}', nn.ReLU() if isinstance(m, nn.ReLU) else m)
              for i, m in enumerate(cnn.features)]
    layers += [('avgpool', cnn.avgpool), ('flatten', nn.Flatten()), ('classifier', cnn.classifier)]
    model = LayeredModule(layers).to(device)
    image = preprocess_image(PIL.Image.open(sys.argv[1])).to(device)
    lens = NetLens(model, image)
    lens.show_gradcam('conv2d-18')
