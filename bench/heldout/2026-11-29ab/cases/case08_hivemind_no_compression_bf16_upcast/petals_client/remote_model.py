# this code is in active development, interfaces may change
import dataclasses
import os
from typing import Callable, Optional, Sequence

import torch
import torch.nn as nn

from hivemind import get_logger

from .remote_sequential import RemoteSequential, RemoteSpanInfo

logger = get_logger(__file__)


@dataclasses.dataclass
class DistributedBloomConfig:
    """A bloom config that contains information about the swarm."""

    vocab_size: int = 250880
    hidden_size: int = 1024
    n_layer: int = 24
    layer_norm_epsilon: float = 1e-5
    dht_prefix: str = "bigscience/test-bloomd-560m"
    initial_peers: Sequence[str] = ()
    spans: Sequence[RemoteSpanInfo] = ()


class DistributedBloomModel(nn.Module):
    """BloomModel, but all transformer layers are hosted by the swarm"""

    def __init__(self, config: DistributedBloomConfig, transport: Callable):
        super().__init__()
        self.config = config
        self.word_embeddings = nn.Embedding(config.vocab_size, config.hidden_size)
        self.word_embeddings_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        block_uids = [f"{config.dht_prefix}.{i}" for i in range(config.n_layer)]
        self.h = RemoteSequential(block_uids, config.spans, transport)
        self.ln_f = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        # Forbid accumulate grads for embeddings and layernorm
        self.requires_grad_(False)

    def forward(self, input_ids: torch.LongTensor) -> torch.Tensor:
        hidden_states = self.word_embeddings_layernorm(self.word_embeddings(input_ids))
        hidden_states = self.h(hidden_states)
        return self.ln_f(hidden_states)


class DistributedBloomForCausalLM(nn.Module):
    def __init__(self, config: DistributedBloomConfig, transport: Callable):
        super().__init__()
        self.transformer = DistributedBloomModel(config, transport)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.lm_head.weight = self.transformer.word_embeddings.weight  # tied

    @classmethod
    def from_pretrained(cls, model_name: str, transport: Callable, spans: Sequence[RemoteSpanInfo],
                        torch_dtype: torch.dtype = torch.float32,
                        cache_dir: Optional[str] = None) -> "DistributedBloomForCausalLM":
        """Load the client-side weights (embeddings, layernorms); blocks stay remote."""
        config = DistributedBloomConfig(dht_prefix=model_name, spans=tuple(spans))
        model = cls(config, transport)
        path = os.path.join(cache_dir or os.path.expanduser("~/.cache/petals"),
                            model_name.replace("/", "--"), "client.pt")
        if os.path.exists(path):
            missing, _ = model.load_state_dict(torch.load(path, map_location="cpu"), strict=False)
            if missing:
                logger.warning(f"Some weights of {cls.__name__} were newly initialized: {missing}")
        else:
            logger.warning(f"No client weights at {path}, using random initialization")
        return model.to(torch_dtype)

    @torch.no_grad()
    def generate(self, input_ids: torch.LongTensor, max_new_tokens: int = 8,
                 eos_token_id: Optional[int] = None) -> torch.LongTensor:
        """Greedy decoding; every step sends the whole prefix through the swarm."""
        for _ in range(max_new_tokens):
            hidden = self.transformer(input_ids)
            next_tokens = self.lm_head(hidden[:, -1]).argmax(dim=-1, keepdim=True)
            input_ids = torch.cat([input_ids, next_tokens], dim=1)
            if eos_token_id is not None and next_tokens.squeeze(-1).tolist() == [eos_token_id] * len(input_ids):
                break
        return input_ids
