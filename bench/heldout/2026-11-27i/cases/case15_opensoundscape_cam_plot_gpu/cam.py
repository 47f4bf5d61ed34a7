# expect: TL003
# source: https://github.com/kitzeslab/opensoundscape/issues/768 ("move tensors to cpu when creating CAM objects": CAM.plot() raises "can't convert cuda:0 device type tensor to numpy" if the tensors were created on GPU, for instance if model.device='cuda')
# note: reconstruction of the three modules: cnn.py's CNN moves itself to cuda when available and builds CAM objects from class-activation maps computed on that device (under no_grad, so without grad); CAM.plot() hands the activation map to matplotlib's imshow, which converts it with NumPy. The base spectrogram was kept on the CPU.
import matplotlib.pyplot as plt


class CAM:
    """Class activation maps for one audio sample."""

    def __init__(self, base_image, activation_maps):
        self.base_image = base_image
        self.activation_maps = activation_maps

    def plot(self, target_class, alpha=0.3, cmap="jet", save_path=None):
        fig, ax = plt.subplots(figsize=(8, 4))
        ax.imshow(self.base_image[0], origin="lower", cmap="Greys")
        ax.imshow(self.activation_maps[target_class], origin="lower", alpha=alpha, cmap=cmap)
        ax.set_title(f"CAM for class {target_class}")
        if save_path is not None:
            fig.savefig(save_path)
        return fig, ax
