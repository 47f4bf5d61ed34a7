# source: https://github.com/DeepReinforcementLearning/DeepReinforcementLearningInAction/issues/42
# expect: TL002
# why: train.py appends the raw d_loss/g_loss tensors (still attached to the graph) and plot_losses hands them to plt.plot
import matplotlib.pyplot as plt


def plot_losses(history, path="losses.png"):
    plt.figure(figsize=(10, 5))
    for name, values in history.items():
        plt.plot(values, label=f"{name} loss")
    plt.xlabel("step")
    plt.ylabel("BCE")
    plt.legend()
    plt.savefig(path)
