# expect: none
# source: https://github.com/acids-ircam/ddsp_pytorch/issues/5 (the reporter's workaround: do not plot the batch that was put on the device)
# note: plot_batch_detailed unchanged from the traceback's version; train.py now plots the fixed batch as the DataLoader yields it (CPU float32 data, no grad) and moves separate copies to cuda for training, so matplotlib only converts CPU tensors.
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
