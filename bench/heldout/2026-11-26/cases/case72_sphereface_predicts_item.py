# source: https://github.com/clcarwin/sphereface_pytorch/issues/12
# expect: none
# why: the original script formats cosdistance with .item() into strings, so np.array(predicts) holds only Python values
import numpy as np
import torch
import torch.nn.functional as F


def evaluate_lfw(net, pairs, load_pair_images):
    net.cuda().eval()
    predicts = []
    with torch.no_grad():
        for p in pairs:
            p = p.replace("\n", "").split("\t")
            sameflag = 1 if len(p) == 3 else 0
            img1, img2 = load_pair_images(p)
            output = net(torch.stack([img1, img2]).cuda())
            cosdistance = F.cosine_similarity(output[0], output[1], dim=0).item()
            predicts.append("{}\t{}\t{}\t{}\n".format(p[0], p[1], cosdistance, sameflag))
    predicts = np.array([line.strip("\n").split("\t") for line in predicts])
    return predicts
