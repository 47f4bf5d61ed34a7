import torch
import torch.nn as nn
import torch.nn.functional as F


class MMGCN(nn.Module):
    def __init__(self, features, edge_index, num_user, num_item, dim_x=64):
        super().__init__()
        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.num_user, self.num_item = num_user, num_item
        self.edge_index = torch.as_tensor(edge_index).t().contiguous()
        self.features = [torch.as_tensor(f, dtype=torch.float32) for f in features]
        self.projs = nn.ModuleList([nn.Linear(f.shape[1], dim_x) for f in self.features])
        self.id_embedding = nn.Parameter(nn.init.xavier_normal_(torch.empty(num_user + num_item, dim_x)))
        self.to(self.device)
        self.features = [f.to(self.device) for f in self.features]
        self.edge_index = self.edge_index.to(self.device)

    def forward(self):
        rep = self.id_embedding
        for proj, feat in zip(self.projs, self.features):
            h = torch.cat([self.id_embedding[: self.num_user], F.leaky_relu(proj(feat))], 0)
            rep = rep + h
        return rep / (len(self.projs) + 1)

    def export_embeddings(self):
        self.eval()
        with torch.no_grad():
            rep = self.forward()
        return rep.detach().cpu()
