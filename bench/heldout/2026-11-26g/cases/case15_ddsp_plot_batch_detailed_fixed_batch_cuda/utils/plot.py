# expect: TL003
# source: https://github.com/acids-ircam/ddsp_pytorch/issues/5 ("fixed_batch is explicitly put on the device but it's not supported by plot_batch_detailed", traceback ending in np.asarray inside axes.plot)
# note: plot_batch_detailed as in the traceback (axes[b, 0].plot(audio[b].squeeze(0)[:2000])); train.py moves the fixed batch to cuda before plotting it. The batch is data (no grad, float32), so only the device is wrong.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def plot_batch_detailed(audio, f0, loudness, n_examples=4, path=None):
    n_examples = min(n_examples, audio.shape[0])
    fig, axes = plt.subplots(n_examples, 3, figsize=(15, 3 * n_examples), squeeze=False)
    for b in range(n_examples):
        axes[b, 0].plot(audio[b].squeeze(0)[:2000])
        axes[b, 0].set_title("audio")
        axes[b, 1].plot(f0[b].squeeze(-1))
        axes[b, 1].set_title("f0 (Hz)")
        axes[b, 2].plot(loudness[b].squeeze(-1))
        axes[b, 2].set_title("loudness (dB)")
    fig.tight_layout()
    if path is not None:
        fig.savefig(path)
    plt.close(fig)
