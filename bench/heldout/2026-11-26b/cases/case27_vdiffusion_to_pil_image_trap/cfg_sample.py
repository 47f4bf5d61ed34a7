import argparse

import torch

from diffusion import get_model, sampling, utils


def main():
    p = argparse.ArgumentParser()
    p.add_argument("prompts", type=str, nargs="*")
    p.add_argument("--device", type=str, help="the device to use")
    p.add_argument("-n", type=int, default=1)
    p.add_argument("--steps", type=int, default=50)
    p.add_argument("--eta", type=float, default=0.0)
    args = p.parse_args()

    if args.device:
        device = torch.device(args.device)
    else:
        device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")
    print("Using device:", device)

    model = get_model("cc12m_1_cfg")()
    model.load_state_dict(torch.load("checkpoints/cc12m_1_cfg.pth", map_location="cpu"))
    model = model.half().to(device).eval().requires_grad_(False)

    x = torch.randn([args.n, 3, 256, 256], device=device)
    t = torch.linspace(1, 0, args.steps + 1, device=device)[:-1]
    steps = utils.get_spliced_ddpm_cosine_schedule(t)
    outs = sampling.sample(model, x, steps, args.eta, {})
    for j, out in enumerate(outs):
        utils.to_pil_image(out).save(f"out_{j:05}.png")


if __name__ == "__main__":
    main()
