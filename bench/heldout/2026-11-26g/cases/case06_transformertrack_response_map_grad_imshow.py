# expect: TL002
# source: https://github.com/594422814/TransformerTrack/issues/9 (the maintainer visualises response maps with plt.imshow(scores_raw[0,0,:,:].cpu().detach()) in dimp.py)
# note: reconstruction of a debug plot placed inside the online update of the target filter, where the filter is optimised with autograd: the scores computed from it keep the graph, `.cpu()` fixes the device but not the grad, so plt.imshow raises "Can't call numpy() on Tensor that requires grad". Checked on CPU torch: plt.imshow(t.cpu()) of a grad tensor raises.
import matplotlib.pyplot as plt
import torch
import torch.nn.functional as F


class OnlineClassifier:
    def __init__(self, init_filter, num_iter=5, lr=1e-2, debug=False):
        self.target_filter = init_filter.detach().clone().requires_grad_(True)
        self.optimizer = torch.optim.SGD([self.target_filter], lr=lr, momentum=0.9)
        self.num_iter = num_iter
        self.debug = debug
        self.frame_num = 0

    def classify(self, feat):
        return F.conv2d(feat, self.target_filter, padding=self.target_filter.shape[-1] // 2)

    def update(self, train_feat, label_map):
        self.frame_num += 1
        for _ in range(self.num_iter):
            self.optimizer.zero_grad()
            scores_raw = self.classify(train_feat)
            loss = F.mse_loss(scores_raw, label_map) + 1e-4 * self.target_filter.pow(2).sum()
            loss.backward()
            self.optimizer.step()
        if self.debug:
            scores_raw = self.classify(train_feat)
            plt.imshow(scores_raw[0, 0, :, :].cpu())
            plt.savefig(f"debug/frame_{self.frame_num}_response_online.png")
            plt.close()

    def track(self, test_feat):
        with torch.no_grad():
            scores = self.classify(test_feat)
        return scores
