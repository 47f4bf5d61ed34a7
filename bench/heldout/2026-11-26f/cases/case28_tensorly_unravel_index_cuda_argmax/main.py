import torch

from tensorized import TensorizedMatrix


def main():
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    tm = TensorizedMatrix((4, 4, 4), (2, 8, 4)).to(device)
    flat = torch.argmax(tm.data.abs())
    coords = tm.index_to_coords(flat)
    print("largest entry at", coords)


if __name__ == "__main__":
    main()
