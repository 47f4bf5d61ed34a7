# expect: none
# source: https://github.com/spro/practical-pytorch/pull/29 (maintainer: "for RNNs we *need* the entire graph in order to backpropagate through time"; seq2seq-translation train()), PR closed without merging
# note: practical-pytorch seq2seq train(): loss += criterion(...) over the decoder time steps builds one graph that is backpropagated once with loss.backward() in the same call, and only loss.item() leaves the function; run on the CPU here (USE_CUDA = False) so no host-sync question arises
import random
import time

import torch
import torch.nn as nn
from torch import optim

USE_CUDA = False
SOS_token = 0
EOS_token = 1
MAX_LENGTH = 10
teacher_forcing_ratio = 0.5
clip = 5.0


def train(input_variable, target_variable, encoder, decoder, encoder_optimizer, decoder_optimizer, criterion, max_length=MAX_LENGTH):
    encoder_optimizer.zero_grad()
    decoder_optimizer.zero_grad()
    loss = 0

    input_length = input_variable.size()[0]
    target_length = target_variable.size()[0]

    encoder_hidden = encoder.init_hidden()
    encoder_outputs, encoder_hidden = encoder(input_variable, encoder_hidden)

    decoder_input = torch.LongTensor([[SOS_token]])
    decoder_context = torch.zeros(1, decoder.hidden_size)
    decoder_hidden = encoder_hidden
    if USE_CUDA:
        decoder_input = decoder_input.cuda()
        decoder_context = decoder_context.cuda()

    use_teacher_forcing = random.random() < teacher_forcing_ratio
    if use_teacher_forcing:
        for di in range(target_length):
            decoder_output, decoder_context, decoder_hidden, decoder_attention = decoder(
                decoder_input, decoder_context, decoder_hidden, encoder_outputs)
            loss += criterion(decoder_output, target_variable[di])
            decoder_input = target_variable[di]
    else:
        for di in range(target_length):
            decoder_output, decoder_context, decoder_hidden, decoder_attention = decoder(
                decoder_input, decoder_context, decoder_hidden, encoder_outputs)
            loss += criterion(decoder_output, target_variable[di])
            topv, topi = decoder_output.data.topk(1)
            ni = topi[0][0]
            decoder_input = torch.LongTensor([[ni]])
            if USE_CUDA:
                decoder_input = decoder_input.cuda()
            if ni == EOS_token:
                break

    loss.backward()
    torch.nn.utils.clip_grad_norm_(encoder.parameters(), clip)
    torch.nn.utils.clip_grad_norm_(decoder.parameters(), clip)
    encoder_optimizer.step()
    decoder_optimizer.step()

    return loss.item() / target_length


def train_iters(encoder, decoder, pairs, n_epochs=50000, print_every=1000, learning_rate=0.0001):
    encoder_optimizer = optim.Adam(encoder.parameters(), lr=learning_rate)
    decoder_optimizer = optim.Adam(decoder.parameters(), lr=learning_rate)
    criterion = nn.NLLLoss()
    print_loss_total = 0
    start = time.time()
    for epoch in range(1, n_epochs + 1):
        input_variable, target_variable = random.choice(pairs)
        loss = train(input_variable, target_variable, encoder, decoder, encoder_optimizer, decoder_optimizer, criterion)
        print_loss_total += loss
        if epoch % print_every == 0:
            print_loss_avg = print_loss_total / print_every
            print_loss_total = 0
            print('%.1fs (%d) %.4f' % (time.time() - start, epoch, print_loss_avg))
