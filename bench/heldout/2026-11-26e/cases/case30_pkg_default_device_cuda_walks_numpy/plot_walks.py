import matplotlib.pyplot as plt

from walkgen import sample_walks

if __name__ == "__main__":
    walks = sample_walks(n_walks=16, n_steps=500)
    for i in range(walks.shape[1]):
        plt.plot(walks[:, i, 0], walks[:, i, 1], lw=0.8)
    plt.axis("equal")
    plt.savefig("walks.png")
