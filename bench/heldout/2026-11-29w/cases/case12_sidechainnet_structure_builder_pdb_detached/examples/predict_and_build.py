"""Tutorial: predict backbone angles for a sequence with a small model, then save the structure as PDB."""
import numpy as np
import torch
import torch.nn as nn

import sidechainnet as scn
from sidechainnet.utils.sequence import VOCAB


class AnglePredictor(nn.Module):
    def __init__(self, d_model=32):
        super().__init__()
        self.embed = nn.Embedding(len(VOCAB), d_model)
        self.rnn = nn.LSTM(d_model, d_model, batch_first=True, bidirectional=True)
        self.out = nn.Linear(2 * d_model, 3)

    def forward(self, seq_ints):
        h, _ = self.rnn(self.embed(seq_ints))
        return torch.tanh(self.out(h)) * np.pi  # (B, L, 3) angles in radians


seq = "MKTAYIAKQRQISFVKSHFSRQ"
seq_ints = torch.tensor(VOCAB.str2ints(seq))[None]
true_angles = torch.empty(1, len(seq), 3).uniform_(-np.pi, np.pi)

model = AnglePredictor()
optimizer = torch.optim.Adam(model.parameters(), lr=1e-2)
for step in range(20):
    optimizer.zero_grad()
    pred = model(seq_ints)
    loss = (1 - torch.cos(pred - true_angles)).mean()
    loss.backward()
    optimizer.step()
    if step % 5 == 0:
        print(f"step {step} loss {loss.item():.4f}")

# Predict angles for the sequence and look at them
pred_angles = model(seq_ints)[0]
print("mean |phi| (deg):", np.degrees(np.abs(pred_angles.detach().numpy()[:, 0])).mean())

# A structure given as NumPy coordinates is written as is
ref_coords = np.cumsum(np.random.randn(len(seq) * 3, 3) * 1.5, axis=0)
ref = scn.StructureBuilder(seq, crd=ref_coords)
ref.to_pdb("reference.pdb", title="reference")

# Build the predicted structure from the angles and save it
sb = scn.StructureBuilder(seq, ang=pred_angles)
sb.to_pdb("predicted.pdb", title="pred")
print(sb.to_pdbstr().splitlines()[1])
