"""
Main training script.
"""
import argparse
import os.path

import h5py
import torch
from torch import optim

import checkpointing
from mrcqa.bidaf import BidafModel


def parse_args():
    argparser = argparse.ArgumentParser()
    argparser.add_argument("exp_folder")
    argparser.add_argument("data")
    argparser.add_argument("--epochs", type=int, default=10)
    argparser.add_argument("--cuda", type=bool, default=torch.cuda.is_available())
    return argparser.parse_args()


def train(epoch, model, optimizer, batches, cuda):
    model.train()
    for step, (passages, questions, starts, ends) in enumerate(batches):
        if cuda:
            passages, questions = passages.cuda(), questions.cuda()
            starts, ends = starts.cuda(), ends.cuda()
        start_log_probs, end_log_probs = model(passages, questions)
        loss = model.get_loss(start_log_probs, end_log_probs, starts, ends)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % 50 == 0:
            print('Epoch %d, step %d: loss %.4f' % (epoch, step, loss.item()))


def main():
    args = parse_args()
    data = torch.load(args.data)
    model = BidafModel(vocab_size=len(data['vocab']), embed_dim=100, hidden_dim=100)
    if args.cuda:
        model.cuda()
    optimizer = optim.Adam(filter(lambda p: p.requires_grad, model.parameters()))
    checkpoint_file = h5py.File(os.path.join(args.exp_folder, 'checkpoint'), 'a')
    checkpointing.save_vocab(checkpoint_file, 'vocab', data['vocab'])
    for epoch in range(args.epochs):
        print('Starting epoch', epoch)
        train(epoch, model, optimizer, data['batches'], args.cuda)
        checkpointing.checkpoint(model, epoch, optimizer,
                                 checkpoint_file, args.exp_folder)
    checkpoint_file.close()


if __name__ == '__main__':
    main()
