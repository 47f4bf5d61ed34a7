import torch
import torch.nn as nn
from pytorch_transformers import BertModel, BertPreTrainedModel
from torchcrf import CRF


class BERT_BiLSTM_CRF(BertPreTrainedModel):
    def __init__(self, config, need_birnn=False, rnn_dim=128):
        super().__init__(config)
        self.num_tags = config.num_labels
        self.bert = BertModel(config)
        self.dropout = nn.Dropout(config.hidden_dropout_prob)
        out_dim = config.hidden_size
        self.need_birnn = need_birnn
        if need_birnn:
            self.birnn = nn.LSTM(config.hidden_size, rnn_dim, num_layers=1, bidirectional=True, batch_first=True)
            out_dim = rnn_dim * 2
        self.hidden2tag = nn.Linear(out_dim, config.num_labels)
        self.crf = CRF(config.num_labels, batch_first=True)

    def tag_outputs(self, input_ids, token_type_ids=None, input_mask=None):
        sequence_output = self.bert(input_ids, token_type_ids=token_type_ids, attention_mask=input_mask)[0]
        if self.need_birnn:
            sequence_output, _ = self.birnn(sequence_output)
        return self.hidden2tag(self.dropout(sequence_output))

    def forward(self, input_ids, tags, token_type_ids=None, input_mask=None):
        emissions = self.tag_outputs(input_ids, token_type_ids, input_mask)
        return -1 * self.crf(emissions, tags, mask=input_mask.byte())

    def predict(self, input_ids, token_type_ids=None, input_mask=None):
        emissions = self.tag_outputs(input_ids, token_type_ids, input_mask)
        best_paths = self.crf.decode(emissions, input_mask.byte())
        width = input_ids.size(1)
        padded = [path + [0] * (width - len(path)) for path in best_paths]
        return torch.tensor(padded, dtype=torch.long, device=input_ids.device)
