# expect: none
# source: https://github.com/w5688414/BFNN/issues/1
import matplotlib.pyplot as plt
import numpy as np


def smooth(values, k=25):
    return np.convolve(values, np.ones(k) / k, mode="valid")


def plot_history(history, path="history.png"):
    fig, (ax1, ax2, ax3) = plt.subplots(1, 3, figsize=(15, 4))
    ax1.plot(history["loss"], alpha=0.3)
    ax1.plot(smooth(history["loss"]))
    ax1.set_title("train loss")
    ax2.plot(history["val_loss"], label="val loss")
    ax2.plot(history["val_acc"], label="val acc")
    ax2.legend()
    ax3.semilogy(history["lr"])
    ax3.set_title("learning rate")
    fig.savefig(path)
