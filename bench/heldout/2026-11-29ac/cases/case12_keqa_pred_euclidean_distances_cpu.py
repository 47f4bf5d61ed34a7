# expect: none
# source: https://github.com/DEEP-PolyU/KEQA_WSDM19/issues/14 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first"; forrestliao, running `python3.6 train_pred.py --qa_mode GRU --fix_embed --gpu 0`: "I sovle this issue by modifying the line 214 of train_pred.py. `learned_pred = euclidean_distances(answer.cpu().data.numpy(), predicates_emb.cpu().numpy()).argmin(axis=1)`"); fixed upstream by commit 284ab73 "Update train_pred.py" (`euclidean_distances(answer.cpu().data.numpy(), predicates_emb)` -> `predicates_emb.cpu()`); code: `train_pred.py` at 8bf7dba ("Fix the cpu bugs") and `embedding.py` (`EmbedVector`)
# note: train_pred.py reduced to one file (the `EmbedVector` encoder inlined, the data preparation shortened): CUDA is the default (`--no_cuda` is `store_false`), so on a GPU machine `predicates_emb = predicates_emb.cuda()` runs next to `model.to(device)`, 30 lines above the evaluation, and the dev loop calls sklearn's `euclidean_distances(answer.cpu().data.numpy(), predicates_emb)`, whose `check_pairwise_arrays` applies `np.asarray` to the CUDA tensor: "can't convert cuda:0 device type tensor to numpy". Traps: `answer` is a model output that requires grad, but `.cpu().data.numpy()` copies and detaches it (no TL001/TL002 there); `dev_batch.mid.cpu().data.numpy()`; `predicates_emb[batch.mid, :]` indexes a tensor with a tensor; `.item()` for the logged losses; `predicates_emb` is created on the host by `torch.from_numpy`. Twin: the distances use `predicates_emb.cpu()` (commit 284ab73).
import torch
import torch.nn as nn
import time
import os
import numpy as np
import random

from torchtext import data
from argparse import ArgumentParser
from sklearn.metrics.pairwise import euclidean_distances

parser = ArgumentParser(description="Training predicate vector learning")
parser.add_argument('--qa_mode', type=str, default='GRU', help='options are GRU, LSTM')
parser.add_argument('--embed_dim', type=int, default=250)
parser.add_argument('--no_cuda', action='store_false', help='do not use cuda', dest='cuda')
parser.add_argument('--gpu', type=int, default=0)  # Use -1 for CPU
parser.add_argument('--epochs', type=int, default=30)
parser.add_argument('--batch_size', type=int, default=32)
parser.add_argument('--lr', type=float, default=0.0003)
parser.add_argument('--seed', type=int, default=3435)
parser.add_argument('--dev_every', type=int, default=2000)
parser.add_argument('--hidden_size', type=int, default=300)
parser.add_argument('--words_dim', type=int, default=300)
parser.add_argument('--clip_gradient', type=float, default=0.6, help='gradient clipping')
parser.add_argument('--output', type=str, default='preprocess')
args = parser.parse_args()


class EmbedVector(nn.Module):
    """Question encoder: a bidirectional GRU/LSTM whose pooled state is projected into the
    TransE predicate embedding space."""

    def __init__(self, words_num, words_dim, hidden_size, label, qa_mode='GRU'):
        super(EmbedVector, self).__init__()
        self.embed = nn.Embedding(words_num, words_dim)
        rnn = nn.GRU if qa_mode.upper() == 'GRU' else nn.LSTM
        self.rnn = rnn(words_dim, hidden_size, num_layers=2, dropout=0.3, bidirectional=True)
        self.hidden2tag = nn.Sequential(nn.Linear(2 * hidden_size, 2 * hidden_size), nn.ReLU(),
                                        nn.Dropout(0.3), nn.Linear(2 * hidden_size, label))

    def forward(self, batch):
        outputs, _ = self.rnn(self.embed(batch.text))  # (seq_len, batch, 2 * hidden)
        return self.hidden2tag(outputs.max(dim=0)[0])


################## Prepare training and validation datasets ##################
pre_dic = {}  # Dictionary for predicates
for line in open(os.path.join(args.output, 'relation2id.txt'), 'r'):
    items = line.strip().split("\t")
    pre_dic[items[0]] = int(items[1])
# Embedding for predicates
predicates_emb = torch.from_numpy(np.fromfile(os.path.join(args.output, 'predicates_emb.bin'),
                                              dtype=np.float32).reshape((len(pre_dic), args.embed_dim)))

torch.manual_seed(args.seed)
np.random.seed(args.seed)
random.seed(args.seed)
if not args.cuda or not torch.cuda.is_available():
    args.cuda, args.gpu = False, -1
device = torch.device('cuda', args.gpu) if args.cuda else torch.device('cpu')

TEXT = data.Field(lower=True)
ED = data.Field(sequential=False, use_vocab=False)
train, dev = data.TabularDataset.splits(path=args.output, train='pred_train.txt', validation='pred_valid.txt',
                                        format='tsv', fields=[('text', TEXT), ('mid', ED)])
TEXT.build_vocab(train, dev)
train_iter = data.Iterator(train, batch_size=args.batch_size, device=device, train=True, repeat=False,
                           sort=False, shuffle=True, sort_within_batch=False)
dev_iter = data.Iterator(dev, batch_size=args.batch_size, device=device, train=False, repeat=False,
                         sort=False, shuffle=False, sort_within_batch=False)

model = EmbedVector(len(TEXT.vocab), args.words_dim, args.hidden_size, args.embed_dim, args.qa_mode)
if args.cuda:
    model = model.to(device)
    print("Shift model to GPU")
    # Embedding for MID
    predicates_emb = predicates_emb.cuda()

optimizer = torch.optim.Adam(filter(lambda p: p.requires_grad, model.parameters()), lr=args.lr)
criterion = nn.MSELoss()
total_num = len(dev)
best_accu, iterations, start = 0, 0, time.time()

for epoch in range(1, args.epochs + 1):
    train_iter.init_epoch()
    for batch_idx, batch in enumerate(train_iter):
        iterations += 1
        model.train()
        optimizer.zero_grad()
        loss = criterion(model(batch), predicates_emb[batch.mid, :])
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), args.clip_gradient)
        optimizer.step()

        # evaluate performance on validation set periodically
        if iterations % args.dev_every == 0:
            model.eval()
            dev_iter.init_epoch()
            n_dev_correct = 0
            dev_loss = 0
            for dev_batch_idx, dev_batch in enumerate(dev_iter):
                batch_size = dev_batch.text.size()[1]
                answer = model(dev_batch)
                learned_pred = euclidean_distances(answer.cpu().data.numpy(), predicates_emb.cpu()).argmin(axis=1)
                n_dev_correct += sum(dev_batch.mid.cpu().data.numpy() == learned_pred)
                dev_loss += criterion(answer, predicates_emb[dev_batch.mid, :]).item() * batch_size

            curr_accu = n_dev_correct / total_num
            print('Dev loss: {}, accuracy: {}'.format(dev_loss / total_num, curr_accu))
            if curr_accu > best_accu:
                best_accu = curr_accu
                torch.save(model, os.path.join(args.output, 'pred_best_model.pt'))

    print('{:>6.0f}s epoch {:>3d} loss {:>8.6f}'.format(time.time() - start, epoch, loss.item()))
