# expect: TL003
# source: https://github.com/YuanfeiHuang/DeFiAN/issues/3 (maintainer: plt.imshow(attention.data[i][j].cpu().numpy(), cmap=plt.cm.jet) for the maps and plt.hist(attention.data[i][j].flatten(), bins=128, normed=1) for the histogram)
# note: the two plotting lines from the thread (normed=1 is density=True in current matplotlib); test.py runs the model on cuda under no_grad and passes the attention maps here. `.data` drops the graph, and imshow's copy goes through .cpu(), but the histogram gets the cuda tensor. Checked on CPU torch with a meta tensor: plt.hist of a non-CPU tensor raises.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def plot_attention_stats(attention, i, j, prefix):
    plt.figure()
    plt.imshow(attention.data[i][j].cpu().numpy(), cmap=plt.cm.jet)
    plt.colorbar()
    plt.savefig(f"{prefix}_att_{j}.png")
    plt.close()

    plt.figure()
    plt.hist(attention.data[i][j].flatten(), bins=128, density=True)
    plt.xlabel("attention value")
    plt.savefig(f"{prefix}_hist_{j}.png")
    plt.close()
