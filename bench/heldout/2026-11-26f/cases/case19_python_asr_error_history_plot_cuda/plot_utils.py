# expect: TL003
# source: https://github.com/ry-takashima/python_asr/issues/1
# note: reconstruction of 04dnn_hmm/02_train_dnn.py's plotting (the traceback ends in plt.plot -> np.atleast_1d): the per-epoch error rates are built on the GPU in train_dnn.py from argmax comparisons (no grad) and handed over as cuda 0-d tensors; plt.plot converts them. The epoch axis is a range.
import matplotlib.pyplot as plt


def plot_error_history(error_history, out_png):
    fig = plt.figure()
    for phase in ["train", "validation"]:
        plt.plot(range(1, len(error_history[phase]) + 1), error_history[phase], label=phase + " error")
    plt.xlabel("Epoch")
    plt.ylabel("Error [%]")
    plt.legend()
    fig.savefig(out_png)
