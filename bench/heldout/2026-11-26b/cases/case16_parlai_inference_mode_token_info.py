# expect: none
# source: https://github.com/facebookresearch/ParlAI/pull/4427
import torch

from agent_model import build_generator

device = "cuda" if torch.cuda.is_available() else "cpu"
model = build_generator("blender_90M").to(device)


@torch.inference_mode()
def token_details(batch_tokens):
    scores = model(batch_tokens.to(device))
    probs = torch.softmax(scores, dim=-1)
    best_idxs = probs.argmax(dim=-1, keepdim=True)
    tok_probs = probs.gather(-1, best_idxs).squeeze(-1)
    tok_ranks = probs.argsort(-1, descending=True).argsort(-1).gather(-1, best_idxs).squeeze(-1)

    token_details = []
    for tok_prob, tok_rank in zip(tok_probs.cpu().numpy(), tok_ranks.cpu().numpy()):
        token_details.append({"token_prob": float(tok_prob), "token_rank": int(tok_rank)})
    return token_details
