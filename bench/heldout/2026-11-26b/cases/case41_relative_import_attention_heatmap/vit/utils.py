# expect: TL002, TL003
# source: https://github.com/RomanovMikeV/setka/issues/13
import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402


def save_attention_map(attn, path, title=None):
    fig, ax = plt.subplots(figsize=(4, 4))
    im = ax.imshow(attn, cmap="viridis")
    fig.colorbar(im, ax=ax)
    if title:
        ax.set_title(title)
    fig.savefig(path)
    plt.close(fig)
