import torch

import loss
import networks
from util import post_process_k, save_final_kernel, tensor2im


class KernelGAN:
    lambda_sum2one = 0.5
    lambda_bicubic = 5

    def __init__(self, conf):
        self.conf = conf
        self.G = networks.Generator(conf).cuda()
        self.D = networks.Discriminator(conf).cuda()
        self.G_input = torch.FloatTensor(1, 3, conf.input_crop_size, conf.input_crop_size).cuda()
        self.D_input = torch.FloatTensor(1, 3, conf.input_crop_size, conf.input_crop_size).cuda()
        self.curr_k = torch.FloatTensor(conf.G_kernel_size, conf.G_kernel_size).cuda()
        self.criterionGAN = loss.GANLoss(d_last_layer_size=self.D.forward_shave).cuda()
        self.sum2one_loss = loss.SumOfWeightsLoss().cuda()
        self.optimizer_G = torch.optim.Adam(self.G.parameters(), lr=conf.g_lr, betas=(conf.beta1, 0.999))
        self.optimizer_D = torch.optim.Adam(self.D.parameters(), lr=conf.d_lr, betas=(conf.beta1, 0.999))

    def calc_curr_k(self):
        """given a generator network, the function calculates the kernel it is imitating"""
        delta = torch.Tensor([1.]).unsqueeze(0).unsqueeze(-1).unsqueeze(-1).cuda()
        for ind, w in enumerate(self.G.parameters()):
            curr_k = torch.nn.functional.conv2d(delta, w, padding=self.conf.G_kernel_size - 1) if ind == 0 \
                else torch.nn.functional.conv2d(curr_k, w)
        self.curr_k = curr_k.squeeze().flip([0, 1])

    def train(self, g_input, d_input):
        self.G_input = g_input.contiguous()
        self.D_input = d_input.contiguous()
        self.optimizer_G.zero_grad()
        g_pred = self.G.forward(self.G_input)
        d_pred_fake = self.D.forward(g_pred)
        loss_g = self.criterionGAN(d_last_layer=d_pred_fake, is_d_input_real=True)
        self.calc_curr_k()
        total_loss_g = loss_g + self.sum2one_loss(self.curr_k) * self.lambda_sum2one
        total_loss_g.backward()
        self.optimizer_G.step()
        self.optimizer_D.zero_grad()
        d_pred_real = self.D.forward(self.D_input)
        d_pred_fake = self.D.forward(g_pred.detach())
        loss_d = (self.criterionGAN(d_pred_fake, is_d_input_real=False)
                  + self.criterionGAN(d_pred_real, is_d_input_real=True)) * 0.5
        loss_d.backward()
        self.optimizer_D.step()
        return total_loss_g.item(), loss_d.item()

    def finish(self):
        final_kernel = post_process_k(self.curr_k, n=self.conf.n_filtering)
        save_final_kernel(final_kernel, self.conf)
        print("KernelGAN estimation complete!")
        print("sample output:", tensor2im(self.G.forward(self.G_input)).shape)
        return final_kernel
