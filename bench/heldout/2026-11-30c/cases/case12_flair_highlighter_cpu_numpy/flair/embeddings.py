import logging
from pathlib import Path
from typing import Dict, List

import torch

import flair
from flair.models.language_model import LanguageModel

log = logging.getLogger('flair')

CACHE_ROOT = Path.home() / '.flair'


def cached_path(url_or_filename: str, cache_dir: Path) -> Path:
    """Return the local path of a model file, downloading it into the flair cache on first use."""
    if not url_or_filename.startswith('http'):
        return Path(url_or_filename)
    cache_path = CACHE_ROOT / cache_dir / url_or_filename.split('/')[-1]
    if not cache_path.exists():
        cache_path.parent.mkdir(parents=True, exist_ok=True)
        log.info(f'{url_or_filename} not found in cache, downloading to {cache_path}')
        torch.hub.download_url_to_file(url_or_filename, str(cache_path))
    return cache_path


class FlairEmbeddings(torch.nn.Module):
    """Contextual string embeddings of words, as proposed in Akbik et al., 2018."""

    MODELS: Dict[str, str] = {
        'news-forward': 'https://s3.eu-central-1.amazonaws.com/alan-nlp/resources/embeddings/lm-news-english-forward-v0.2rc.pt',
        'news-backward': 'https://s3.eu-central-1.amazonaws.com/alan-nlp/resources/embeddings/lm-news-english-backward-v0.2rc.pt',
    }

    def __init__(self, model: str, chars_per_chunk: int = 512):
        super().__init__()
        cache_dir = Path('embeddings')
        if model.lower() in self.MODELS:
            model = cached_path(self.MODELS[model.lower()], cache_dir=cache_dir)
        elif not Path(model).exists():
            raise ValueError(f'The given model "{model}" is not available or is not a valid path.')

        self.name = str(model)
        self.static_embeddings = True

        self.lm = LanguageModel.load_language_model(model)
        self.is_forward_lm: bool = self.lm.is_forward_lm
        self.chars_per_chunk: int = chars_per_chunk

        # set to eval mode
        self.eval()

    def train(self, mode=True):
        return self

    @property
    def embedding_length(self) -> int:
        return self.lm.nout if self.lm.nout is not None else self.lm.hidden_size

    def embed(self, sentences: List[List[str]]) -> List[List[torch.Tensor]]:
        """Return, for every token of every sentence, the LM state after its last character."""
        start_marker, end_marker = '\n', ' '
        texts = [' '.join(tokens) for tokens in sentences]
        longest = max(len(text) for text in texts)

        # pad strings with whitespaces to longest sentence; reverse them for the backward LM
        padded = []
        for text in texts:
            text = text if self.is_forward_lm else text[::-1]
            padded.append(start_marker + text + end_marker + ' ' * (longest - len(text)))

        with torch.no_grad():
            all_hidden_states_in_lm = self.lm.get_representation(padded, self.chars_per_chunk)

        embeddings = []
        for i, tokens in enumerate(sentences):
            offset_forward = len(start_marker)
            offset_backward = len(texts[i]) + len(start_marker)
            token_embeddings = []
            for token in tokens:
                offset_forward += len(token)
                offset = offset_forward if self.is_forward_lm else offset_backward
                token_embeddings.append(all_hidden_states_in_lm[offset, i, :].clone().detach())
                offset_forward += 1
                offset_backward -= len(token) + 1
            embeddings.append(token_embeddings)
        return embeddings
