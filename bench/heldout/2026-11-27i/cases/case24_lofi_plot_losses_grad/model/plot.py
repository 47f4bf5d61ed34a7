# expect: TL002
# source: https://github.com/jacbz/Lofi/issues/14 ("Unable to train": after the first epoch, model/train.py line 190 `axs[0, 0].plot(epochs, train_losses_chords, label='Train', color='royalblue')` raises "Can't call numpy() on Tensor that requires grad"; the reporter had moved to the CPU after CUDA errors)
# note: reconstruction of the plotting step moved into model/plot.py: model/train.py appends each epoch's mean losses, which are sums of graph-attached batch losses copied with `.cpu()` (device handled, grad not), and calls plot_losses with those lists; matplotlib converts them with NumPy. The epoch numbers are ints.
import matplotlib.pyplot as plt


def plot_losses(epochs, train_losses_chords, val_losses_chords, train_losses_melodies, val_losses_melodies, path):
    fig, axs = plt.subplots(2, 1, figsize=(8, 8))
    axs[0].plot(epochs, train_losses_chords, label="Train", color="royalblue")
    axs[0].plot(epochs, val_losses_chords, label="Validation", color="orange")
    axs[0].set_title("Chord loss")
    axs[1].plot(epochs, train_losses_melodies, label="Train", color="royalblue")
    axs[1].plot(epochs, val_losses_melodies, label="Validation", color="orange")
    axs[1].set_title("Melody loss")
    for ax in axs:
        ax.legend()
        ax.set_xlabel("Epoch")
    fig.savefig(path)
    plt.close(fig)
