# expect: TL101
# source: public portfolio-selection model code found with find_string ".detach().cpu().numpy()[:num_" (rank = torch.argsort(scores); long_sqs = set(rank.detach().cpu().numpy()[-num_winners:]))
# note: scores for every asset are computed on self.device (cuda when available); the full argsort result is copied to the host twice and only the first/last num_winners indices are kept each time (slice the rank tensor on the device, then copy); inference only, no training loop
import torch
import torch.nn as nn


class PortfolioSelector(nn.Module):
    def __init__(self, scorer: nn.Module, portfolio_size: int, device=None):
        super().__init__()
        self.device = device or torch.device("cuda" if torch.cuda.is_available() else "cpu")
        self.scorer = scorer.to(self.device)
        self.portfolio_size = portfolio_size

    @torch.no_grad()
    def forward(self, features: torch.Tensor):
        scores = self.scorer(features.to(self.device)).squeeze(-1).sigmoid()
        num_winners = int(self.portfolio_size * 0.5)
        rank = torch.argsort(scores)

        long_sqs = set(rank.detach().cpu().numpy()[-num_winners:])
        short_sqs = set(rank.detach().cpu().numpy()[:num_winners])

        long_mask = torch.tensor([0 if i in long_sqs else 1 for i in range(rank.shape[0])], device=self.device)
        long_scores = scores - (1e9 * long_mask)
        long_portfolio = long_scores.softmax(dim=0)

        short_mask = torch.tensor([0 if i in short_sqs else 1 for i in range(rank.shape[0])], device=self.device)
        short_scores = 1 - scores - (1e9 * short_mask)
        short_portfolio = short_scores.softmax(dim=0)

        return long_portfolio, short_portfolio
