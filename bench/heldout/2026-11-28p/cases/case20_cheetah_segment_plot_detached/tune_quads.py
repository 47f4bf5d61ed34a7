import matplotlib.pyplot as plt
import torch
from torch import nn

import cheetah


def build_segment():
    q1 = nn.Parameter(torch.tensor(4.0))
    q2 = nn.Parameter(torch.tensor(-3.0))
    segment = cheetah.Segment(
        [
            cheetah.Drift(length=torch.tensor(0.5)),
            cheetah.Quadrupole(length=torch.tensor(0.2), k1=q1, name="AREAMQZM1"),
            cheetah.Drift(length=torch.tensor(0.3)),
            cheetah.Quadrupole(length=torch.tensor(0.2), k1=q2, name="AREAMQZM2"),
            cheetah.Drift(length=torch.tensor(1.0)),
        ],
        name="ARES_EA",
    )
    return segment, [q1, q2]


def main():
    segment, params = build_segment()
    incoming = cheetah.ParameterBeam.from_parameters(sigma_x=torch.tensor(1e-4), sigma_y=torch.tensor(1e-4), energy=torch.tensor(107e6))
    optimizer = torch.optim.Adam(params, lr=0.05)
    target = torch.tensor(5e-5)
    for step in range(200):
        optimizer.zero_grad()
        out = segment.track(incoming)
        loss = (out.sigma_x - target) ** 2 + (out.sigma_y - target) ** 2
        loss.backward()
        optimizer.step()
        if step % 50 == 0:
            print(step, loss.item(), [p.item() for p in params])
    fig, ax = plt.subplots(figsize=(8, 3))
    segment.plot_beam_envelope(incoming, ax=ax, title="after tuning")
    fig.savefig("envelope.png")


if __name__ == "__main__":
    main()
