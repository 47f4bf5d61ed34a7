# expect: none
# source: https://github.com/594422814/TransformerTrack/issues/9 (maintainer: "plt.imshow(scores_raw[0,0,:,:].cpu().detach())" in dimp.py to save the response maps)
# note: the maintainer's debug plot inside track(): the backbone and classifier run on cuda in grad mode (the tracker optimises its filter online elsewhere), but the plotted map is copied with .cpu() and detached, so plt.imshow receives a CPU float32 tensor without grad. Checked on CPU torch: plt.imshow(t.cpu().detach()) of a grad tensor works.
import matplotlib.pyplot as plt
import torch
import torch.nn.functional as F


class DiMPTracker:
    def __init__(self, net, params):
        self.net = net.cuda()
        self.params = params
        self.frame_num = 0
        self.target_filter = None

    def initialize(self, image, box):
        feat = self.net.extract_backbone(image.cuda())
        self.target_filter = self.net.classifier.get_filter(feat, box.cuda())
        self.target_filter.requires_grad_(True)

    def track(self, image):
        self.frame_num += 1
        test_x = self.net.extract_classification_feat(self.net.extract_backbone(image.cuda()))
        scores_raw = self.net.classifier.classify(self.target_filter, test_x)
        scores = F.interpolate(scores_raw, scale_factor=self.params.score_upsample, mode="bicubic")

        if self.params.debug:
            plt.imshow(scores_raw[0, 0, :, :].cpu().detach())
            plt.savefig(f"debug/frame_{self.frame_num}_response.png")
            plt.close()

        max_score, idx = torch.max(scores.flatten(1), dim=1)
        h, w = scores.shape[-2:]
        return int(idx) // w, int(idx) % w, float(max_score)
