import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision


class BAP(nn.Module):
    def forward(self, features, attentions):
        b, m = attentions.shape[:2]
        feature_matrix = torch.einsum("imjk,injk->imn", attentions, features) / float(features.shape[2] * features.shape[3])
        feature_matrix = torch.sign(feature_matrix) * torch.sqrt(torch.abs(feature_matrix) + 1e-12)
        return F.normalize(feature_matrix.view(b, -1), dim=-1)


class WSDAN_CAL(nn.Module):
    def __init__(self, num_classes, M=32):
        super().__init__()
        backbone = torchvision.models.resnet50(weights="IMAGENET1K_V2")
        self.features = nn.Sequential(*list(backbone.children())[:-2])
        self.attentions = nn.Sequential(nn.Conv2d(2048, M, kernel_size=1), nn.ReLU(inplace=True))
        self.bap = BAP()
        self.fc = nn.Linear(M * 2048, num_classes, bias=False)

    def forward(self, x):
        feature_maps = self.features(x)
        attention_maps = self.attentions(feature_maps)
        feature_matrix = self.bap(feature_maps, attention_maps)
        p = self.fc(feature_matrix * 100.0)
        return p, feature_matrix, attention_maps
