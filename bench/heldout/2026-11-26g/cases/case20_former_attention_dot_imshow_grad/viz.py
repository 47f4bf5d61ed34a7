# expect: TL002
# source: https://github.com/pbloem/former/issues/15 (maintainer: "The attention map is the tensor called dot in the code. You could feed it to a function like matplotlib's imshow.")
# note: reconstruction of following that advice literally: SelfAttention (model.py) keeps `dot` from its forward, and plot_attention runs the forward in grad mode (classify.py calls it after training, on the CPU, without no_grad), so the softmax map is part of the graph and plt.imshow raises "Can't call numpy() on Tensor that requires grad". Checked on CPU torch: plt.imshow of a grad tensor raises.
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt


def plot_attention(model, tokens, layer=0, head=0, path="attention.png"):
    model(tokens)
    dot = model.attentions[layer].last_dot
    fig, ax = plt.subplots(figsize=(6, 6))
    ax.imshow(dot[head], cmap="viridis")
    ax.set_title(f"layer {layer}, head {head}")
    fig.savefig(path)
    plt.close(fig)
