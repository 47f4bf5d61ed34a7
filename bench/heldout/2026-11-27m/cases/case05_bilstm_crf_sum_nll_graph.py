# expect: TL008
# source: https://github.com/pytorch/pytorch/issues/1840 ("pytorch's gpu memory usage is ceaselessly grow up": the advanced BiLSTM-CRF tutorial moved to the GPU grows until OOM; rosinality: "I suspect it occurred at this: sum_log_likelihood += neg_log_likelihood"; soumith: "This will keep the graph of all previous timesteps forever...")
# note: condensed GPU version of the tutorial's BiLSTM_CRF (vectorised forward algorithm instead of the per-tag loops) with the reporter's epoch loop: `neg_log_likelihood` is the graph-attached loss of each sentence, and `sum_log_likelihood += neg_log_likelihood` keeps every sentence's graph alive for the whole epoch (memory grows until OOM). Decoding for the printout runs under no_grad and uses `.tolist()`.
import torch
import torch.nn as nn
import torch.optim as optim

START_TAG, STOP_TAG = "<START>", "<STOP>"
device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class BiLSTM_CRF(nn.Module):
    def __init__(self, vocab_size, tag_to_ix, embedding_dim, hidden_dim):
        super().__init__()
        self.tag_to_ix = tag_to_ix
        self.tagset_size = len(tag_to_ix)
        self.word_embeds = nn.Embedding(vocab_size, embedding_dim)
        self.lstm = nn.LSTM(embedding_dim, hidden_dim // 2, num_layers=1, bidirectional=True)
        self.hidden2tag = nn.Linear(hidden_dim, self.tagset_size)
        self.transitions = nn.Parameter(torch.randn(self.tagset_size, self.tagset_size))
        self.transitions.data[tag_to_ix[START_TAG], :] = -10000
        self.transitions.data[:, tag_to_ix[STOP_TAG]] = -10000

    def _get_lstm_features(self, sentence):
        embeds = self.word_embeds(sentence).view(len(sentence), 1, -1)
        lstm_out, _ = self.lstm(embeds)
        return self.hidden2tag(lstm_out.view(len(sentence), -1))

    def _forward_alg(self, feats):
        alpha = torch.full((self.tagset_size,), -10000.0, device=feats.device)
        alpha[self.tag_to_ix[START_TAG]] = 0.0
        for feat in feats:
            alpha = torch.logsumexp(alpha.unsqueeze(0) + self.transitions + feat.unsqueeze(1), dim=1)
        return torch.logsumexp(alpha + self.transitions[self.tag_to_ix[STOP_TAG]], dim=0)

    def _score_sentence(self, feats, tags):
        start = torch.tensor([self.tag_to_ix[START_TAG]], dtype=torch.long, device=feats.device)
        tags = torch.cat([start, tags])
        score = self.transitions[tags[1:], tags[:-1]].sum() + feats[torch.arange(len(feats)), tags[1:]].sum()
        return score + self.transitions[self.tag_to_ix[STOP_TAG], tags[-1]]

    def neg_log_likelihood(self, sentence, tags):
        feats = self._get_lstm_features(sentence)
        return self._forward_alg(feats) - self._score_sentence(feats, tags)

    def forward(self, sentence):
        feats = self._get_lstm_features(sentence)
        return feats.argmax(dim=1)


def prepare_sequence(seq, to_ix):
    return torch.tensor([to_ix[w] for w in seq], dtype=torch.long, device=device)


def train(training_data, word_to_ix, tag_to_ix, epochs=300):
    model = BiLSTM_CRF(len(word_to_ix), tag_to_ix, 5, 4).to(device)
    optimizer = optim.SGD(model.parameters(), lr=0.01, weight_decay=1e-4)
    for epoch in range(epochs):
        sum_log_likelihood = 0
        for sentence, tags in training_data:
            model.zero_grad()
            sentence_in = prepare_sequence(sentence, word_to_ix)
            targets = torch.tensor([tag_to_ix[t] for t in tags], dtype=torch.long, device=device)
            neg_log_likelihood = model.neg_log_likelihood(sentence_in, targets)
            sum_log_likelihood += neg_log_likelihood
            neg_log_likelihood.backward()
            optimizer.step()
        if epoch % 50 == 0:
            print("epoch", epoch, "nll", float(sum_log_likelihood) / len(training_data))
    return model


if __name__ == "__main__":
    data = [("the wall street journal reported today that apple corporation made money".split(),
             "B I I I O O O B I O O".split()),
            ("georgia tech is a university in georgia".split(), "B I O O O O B".split())]
    word_to_ix = {}
    for sentence, _ in data:
        for word in sentence:
            word_to_ix.setdefault(word, len(word_to_ix))
    tag_to_ix = {"B": 0, "I": 1, "O": 2, START_TAG: 3, STOP_TAG: 4}
    model = train(data, word_to_ix, tag_to_ix)
    with torch.no_grad():
        print(model(prepare_sequence(data[0][0], word_to_ix)).tolist())
