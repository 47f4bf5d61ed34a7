# expect: none
# source: https://github.com/the-database/traiNNer-redux/pull/289 ("fix torch.compile losses")
# note: reconstruction (the PR gives its title only) of a super-resolution training step with a `torch.compile`d generator (built in arch.py, moved to the GPU and compiled there): the step collects its loss terms in `loss_dict` and, for the logger, converts them with `v.cpu().numpy()`; the terms come out of the compiled generator in grad mode and still carry their graphs, so the conversion raises "Can't call numpy() on Tensor that requires grad". `.cpu()` handles the device, the losses are float32 (no autocast), and the log dict holds NumPy scalars that are replaced every step. Twin: the logged terms are detached first (`v.detach().cpu().numpy()`); arch.py and train.py are identical.
import numpy as np
import torch
import torch.nn as nn

from arch import build_generator


class SRModel:
    def __init__(self, opt):
        self.opt = opt
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        net_g = build_generator(opt["network_g"]).to(self.device)
        self.net_g = torch.compile(net_g, mode=opt.get("compile_mode", "default")) if opt.get("use_compile", True) else net_g
        self.cri_pix = nn.L1Loss().to(self.device)
        self.optimizer_g = torch.optim.AdamW(self.net_g.parameters(), lr=opt["lr_g"], betas=(0.9, 0.99))
        self.log_dict = {}

    def feed_data(self, data):
        self.lq = data["lq"].to(self.device, non_blocking=False)
        self.gt = data["gt"].to(self.device, non_blocking=False)

    def optimize_parameters(self, current_iter):
        self.net_g.train()
        self.optimizer_g.zero_grad(set_to_none=True)
        self.output = self.net_g(self.lq)
        loss_dict = {}
        l_pix = self.cri_pix(self.output, self.gt)
        loss_dict["l_g_pix"] = l_pix
        l_fft = (torch.fft.rfft2(self.output).abs() - torch.fft.rfft2(self.gt).abs()).abs().mean() * 0.05
        loss_dict["l_g_fft"] = l_fft
        l_total = l_pix + l_fft
        loss_dict["l_g_total"] = l_total
        l_total.backward()
        self.optimizer_g.step()
        self.log_dict = {k: v.detach().cpu().numpy() for k, v in loss_dict.items()}
        return self.log_dict

    @torch.no_grad()
    def validation(self, data):
        self.net_g.eval()
        self.feed_data(data)
        sr = self.net_g(self.lq).clamp(0, 1)
        mse = torch.mean((sr - self.gt) ** 2, dim=(1, 2, 3))
        psnr = (10 * torch.log10(1.0 / mse)).cpu().numpy()
        return float(np.mean(psnr))
