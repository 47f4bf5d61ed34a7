# expect: TL002
# source: https://github.com/scikit-learn/scikit-learn/issues/16477 (TextCNN trained with PyTorch; `roc_auc_score(y_age_, y_age_proba_)` called on torch tensors to print the "Training age AUROC")
# note: reconstruction of the thread's training loop on the CPU: every 100 steps the probabilities of the current batch are taken as the softmax of the training forward pass (graph-attached, grad mode on; nothing is kept across steps); roc_auc_score converts them with NumPy and raises "Can't call numpy() on Tensor that requires grad". The labels are plain int64 tensors; the loss history holds `.item()` floats.
import torch
import torch.nn as nn
from sklearn.metrics import roc_auc_score

from textcnn import TextCNN
from data import load_user_age_dataset

train_loader = load_user_age_dataset("data/train.csv", batch_size=64)
model = TextCNN(vocab_size=50000, embed_dim=128, num_classes=2)
optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
criterion = nn.CrossEntropyLoss()

for epoch in range(5):
    model.train()
    losses = []
    for step, (tokens, age_label) in enumerate(train_loader):
        optimizer.zero_grad()
        logits = model(tokens)
        loss = criterion(logits, age_label)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        if step % 100 == 0:
            y_age_ = age_label
            y_age_proba_ = torch.softmax(logits, dim=1)[:, 1]
            print("Training age AUROC: {}".format(roc_auc_score(y_age_, y_age_proba_)))
    print("epoch", epoch, "loss", sum(losses) / len(losses))
