# expect: TL003
# source: https://github.com/udacity/deep-learning-v2-pytorch/pull/150 ("Fix test time error in project-tv-script-generation": "When the model has been trained on gpu and train_on_gpu=True, current_seq = np.roll(current_seq.cpu(), -1, 1) doesn't work with cuda tensors and outputs the error: TypeError: can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first. Forcing .cpu() fix the issue")
# note: the TV-script-generation notebook's RNN and `generate` reconstructed around the line the PR fixes. With `train_on_gpu` true, `current_seq` is turned into a cuda LongTensor at the top of each step, and the roll at the end of the step hands that cuda tensor to `np.roll`, which converts it implicitly and raises. The probabilities are moved with `p.cpu()` (gated by the same flag) before `.numpy()`; `top_i` comes from the CPU probabilities; the sequence is built with `np.full`; training uses `loss.item()`.
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

train_on_gpu = torch.cuda.is_available()
sequence_length = 10


class RNN(nn.Module):
    def __init__(self, vocab_size, output_size, embedding_dim, hidden_dim, n_layers, dropout=0.5):
        super(RNN, self).__init__()
        self.output_size = output_size
        self.n_layers = n_layers
        self.hidden_dim = hidden_dim
        self.embedding = nn.Embedding(vocab_size, embedding_dim)
        self.lstm = nn.LSTM(embedding_dim, hidden_dim, n_layers, dropout=dropout, batch_first=True)
        self.fc = nn.Linear(hidden_dim, output_size)

    def forward(self, nn_input, hidden):
        batch_size = nn_input.size(0)
        embeds = self.embedding(nn_input)
        lstm_output, hidden = self.lstm(embeds, hidden)
        lstm_output = lstm_output.contiguous().view(-1, self.hidden_dim)
        output = self.fc(lstm_output)
        output = output.view(batch_size, -1, self.output_size)
        return output[:, -1], hidden

    def init_hidden(self, batch_size):
        weight = next(self.parameters()).data
        if train_on_gpu:
            hidden = (weight.new(self.n_layers, batch_size, self.hidden_dim).zero_().cuda(),
                      weight.new(self.n_layers, batch_size, self.hidden_dim).zero_().cuda())
        else:
            hidden = (weight.new(self.n_layers, batch_size, self.hidden_dim).zero_(),
                      weight.new(self.n_layers, batch_size, self.hidden_dim).zero_())
        return hidden


def forward_back_prop(rnn, optimizer, criterion, inp, target, hidden):
    if train_on_gpu:
        inp, target = inp.cuda(), target.cuda()
    hidden = tuple([each.data for each in hidden])
    rnn.zero_grad()
    output, hidden = rnn(inp, hidden)
    loss = criterion(output, target)
    loss.backward()
    nn.utils.clip_grad_norm_(rnn.parameters(), 5)
    optimizer.step()
    return loss.item(), hidden


def generate(rnn, prime_id, int_to_vocab, token_dict, pad_value, predict_len=100):
    rnn.eval()
    # create a sequence (batch_size=1) with the prime_id
    current_seq = np.full((1, sequence_length), pad_value)
    current_seq[-1][-1] = prime_id
    predicted = [int_to_vocab[prime_id]]
    for _ in range(predict_len):
        if train_on_gpu:
            current_seq = torch.LongTensor(current_seq).cuda()
        else:
            current_seq = torch.LongTensor(current_seq)
        hidden = rnn.init_hidden(current_seq.size(0))
        output, _ = rnn(current_seq, hidden)
        p = F.softmax(output, dim=1).data
        if train_on_gpu:
            p = p.cpu()  # move to cpu
        top_k = 5
        p, top_i = p.topk(top_k)
        top_i = top_i.numpy().squeeze()
        p = p.numpy().squeeze()
        word_i = np.random.choice(top_i, p=p / p.sum())
        word = int_to_vocab[word_i]
        predicted.append(word)
        # the generated word becomes the next "current sequence" and the cycle can continue
        current_seq = np.roll(current_seq, -1, 1)
        current_seq[-1][-1] = word_i
    gen_sentences = " ".join(predicted)
    for key, token in token_dict.items():
        ending = " " if key in ["\n", "(", '"'] else ""
        gen_sentences = gen_sentences.replace(" " + token.lower(), key)
    return gen_sentences.replace("( ", "(")
