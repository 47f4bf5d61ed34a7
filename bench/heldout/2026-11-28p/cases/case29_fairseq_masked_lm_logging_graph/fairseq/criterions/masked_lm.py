import torch
import torch.nn.functional as F


class MaskedLmLoss(torch.nn.Module):
    def __init__(self, padding_idx):
        super().__init__()
        self.padding_idx = padding_idx

    def forward(self, model, sample, reduce=True):
        masked_tokens = sample["target"].ne(self.padding_idx)
        sample_size = masked_tokens.int().sum()
        logits = model(**sample["net_input"], masked_tokens=masked_tokens)[0]
        targets = sample["target"][masked_tokens]
        loss = F.nll_loss(
            F.log_softmax(logits.view(-1, logits.size(-1)), dim=-1, dtype=torch.float32),
            targets.view(-1),
            reduction="sum",
            ignore_index=self.padding_idx,
        )
        logging_output = {
            "loss": loss,
            "ntokens": sample["ntokens"],
            "nsentences": sample["nsentences"],
            "sample_size": sample_size,
        }
        return loss, sample_size, logging_output
