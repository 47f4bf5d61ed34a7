# expect: TL003
# source: https://github.com/PhaseFieldICJ/nnpf/pull/2 ("fix: converted args to numpy.ndarray before input to imshow.": "On Apple Silicon, some arguments of imshow could be an instance of torch.Tensor, and we might have the following error: `self.graph = self.ax.imshow(self._get_img(img), *args, origin=\"lower\", extent=extent, **kwargs)` `ValueError: object __array__ method not producing an array`" - reviewer: "can you move the content of this function to `ImShow._get_img` so that it also fix the issue when updating the array?")
# note: nnpf's visualization helpers reconstructed. `ImShow` hands `self._get_img(img)` (a squeezed, transposed torch tensor) to `ax.imshow` and later to `graph.set_array`; matplotlib converts it with `np.asarray`. `examples/allen_cahn_show.py` runs the trained Allen-Cahn operator on `device = "mps"` (Apple Silicon) or `"cuda"` when available and passes the evolved field to `PhaseFieldShow`/`ImShow` for every frame, so the tensors handed to matplotlib live on the accelerator and the conversion raises (`mps`: the error quoted in the PR; `cuda`: "can't convert cuda:0 device type tensor to numpy"). The fields are computed under `torch.no_grad()`; the `extent` comes from the domain coordinates `X`, which `nnpf/domain.py` builds on the CPU; `get_frame` reads the canvas as NumPy.
import matplotlib.pyplot as plt
import numpy as np
import torch

__all__ = ["ImShow", "PhaseFieldShow", "AnimWriter", "get_frame"]


def get_axe_fig(ax=None, fig=None):
    """ Default axe and figure """
    ax = ax or plt.gca()
    fig = fig or plt.gcf()
    return ax, fig


class ImShow:
    """ Show image with right orientation and origin at lower left corner

    Parameters
    ----------
    img: torch.tensor
        The image values
    X: tuple or None
        Point coordinates, used for the extent when given
    extent: tuple/list or None
        Domain extent. If None, calculated from X (if given)
    """
    def __init__(self, img, X=None, extent=None, ax=None, fig=None, *args, **kwargs):
        if X is not None and extent is None:
            extent = [float(X[0].min()), float(X[0].max()), float(X[1].min()), float(X[1].max())]

        self.ax, self.fig = get_axe_fig(ax, fig)
        self.graph = self.ax.imshow(self._get_img(img), *args, origin="lower", extent=extent, **kwargs)

    def update(self, img):
        self.graph.set_array(self._get_img(img))
        return self.graph,

    @property
    def mappable(self):
        """ Mappable object to give to colorbar """
        return self.graph

    def _get_img(self, img):
        return img.squeeze().transpose(0, 1)


class PhaseFieldShow(ImShow):
    """ Show one or more phase field functions rescaled to [0, 1] with a cyclic colormap """
    def __init__(self, *fields, X=None, cmap="gist_rainbow", fmin=0., fmax=1., **kwargs):
        self.fmin = fmin
        self.fmax = fmax
        super().__init__(self._get_array(*fields), X=X, cmap=cmap,
                         vmin=0, vmax=max(1., len(fields) - 1), **kwargs)

    def update(self, *fields):
        return super().update(self._get_array(*fields))

    def _rescale(self, fields):
        return [(u - self.fmin) / (self.fmax - self.fmin) for u in fields]

    def _get_array(self, *fields):
        fields = self._rescale(fields)
        if len(fields) == 1:
            fields = 1. - fields[0], fields[0]
        ampl_fn = lambda u: 1. - (1. + torch.cos(np.pi * u)) / 2
        return sum(i * ampl_fn(u) for i, u in enumerate(fields))


def get_frame(fig=None):
    """ Returns given figure as image """
    canvas = (fig or plt.gcf()).canvas
    canvas.draw()
    return np.asarray(canvas.buffer_rgba())[..., :3].copy()


class AnimWriter:
    """ Context manager for an animation writer """

    def __init__(self, file_uri, do_nothing=False, fps=25, **kwargs):
        self.do_nothing = do_nothing
        if not do_nothing:
            import imageio
            self.writer = imageio.get_writer(file_uri, fps=fps, **kwargs)

    def __enter__(self):
        return self

    def __exit__(self, type, value, traceback):
        self.close()

    def add_frame(self, fig=None):
        if not self.do_nothing:
            self.writer.append_data(get_frame(fig))

    def close(self):
        if not self.do_nothing:
            self.writer.close()
