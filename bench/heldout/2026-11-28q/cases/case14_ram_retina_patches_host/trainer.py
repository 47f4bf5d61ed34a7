import torch
import torch.nn.functional as F

from model import RecurrentAttention


class Trainer(object):
    def __init__(self, config, data_loader):
        self.config = config
        self.use_gpu = config.use_gpu and torch.cuda.is_available()
        self.train_loader = data_loader
        self.num_glimpses = config.num_glimpses
        self.hidden_size = config.hidden_size
        self.model = RecurrentAttention(
            config.patch_size, config.num_patches, config.glimpse_scale, 1,
            config.loc_hidden, config.glimpse_hidden, config.std, config.hidden_size, 10,
        )
        if self.use_gpu:
            self.model.cuda()
        self.optimizer = torch.optim.Adam(self.model.parameters(), lr=config.init_lr)

    def reset(self, batch_size):
        dtype = torch.cuda.FloatTensor if self.use_gpu else torch.FloatTensor
        h_t = torch.zeros(batch_size, self.hidden_size).type(dtype)
        l_t = torch.Tensor(batch_size, 2).uniform_(-1, 1).type(dtype)
        return h_t, l_t

    def train_one_epoch(self, epoch):
        losses, accs = [], []
        for i, (x, y) in enumerate(self.train_loader):
            if self.use_gpu:
                x, y = x.cuda(), y.cuda()
            h_t, l_t = self.reset(x.shape[0])
            log_pi, baselines = [], []
            for t in range(self.num_glimpses - 1):
                h_t, l_t, b_t, p = self.model(x, l_t, h_t)
                baselines.append(b_t)
                log_pi.append(p)
            h_t, l_t, b_t, log_probas, p = self.model(x, l_t, h_t, last=True)
            log_pi.append(p)
            baselines.append(b_t)
            baselines = torch.stack(baselines).transpose(1, 0)
            log_pi = torch.stack(log_pi).transpose(1, 0)
            predicted = torch.max(log_probas, 1)[1]
            R = (predicted.detach() == y).float().unsqueeze(1).repeat(1, self.num_glimpses)
            loss_action = F.nll_loss(log_probas, y)
            loss_baseline = F.mse_loss(baselines, R)
            adjusted_reward = R - baselines.detach()
            loss_reinforce = torch.mean(torch.sum(-log_pi * adjusted_reward, dim=1))
            loss = loss_action + loss_baseline + loss_reinforce
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            losses.append(loss.item())
            accs.append(100.0 * (predicted == y).float().mean().item())
        return sum(losses) / len(losses), sum(accs) / len(accs)
