from pathlib import Path

import pytest
import torch

import flair
from flair.data import Dictionary
from flair.embeddings import FlairEmbeddings
from flair.models.language_model import LanguageModel
from flair.visual.activations import Highlighter


@pytest.fixture
def resources_path():
    return Path(__file__).parent / 'resources'


@pytest.fixture
def small_lm_path(tmp_path):
    """A tiny forward character LM saved in the format of `LanguageModel.load_language_model`."""
    dictionary = Dictionary()
    for char in 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,;:!?\'"-()\n':
        dictionary.add_item(char)
    lm = LanguageModel(dictionary, is_forward_lm=True, hidden_size=32, nlayers=1, embedding_size=16)
    path = tmp_path / 'lm-small-forward.pt'
    torch.save({'state_dict': lm.state_dict(), 'dictionary': lm.dictionary, 'is_forward_lm': True,
                'hidden_size': 32, 'nlayers': 1, 'embedding_size': 16, 'nout': None, 'dropout': 0.1}, str(path))
    return path


def test_highlighter(resources_path, small_lm_path):
    with (resources_path / 'visual/snippet.txt').open() as f:
        sentences = [x for x in f.read().split('\n') if x]

    embeddings = FlairEmbeddings(str(small_lm_path))

    features = embeddings.lm.get_representation([sentences[0]]).squeeze()

    Highlighter().highlight_selection(features, sentences[0], n=1000, file_=str(resources_path / 'visual/highligh.html'))

    # clean up directory
    (resources_path / 'visual/highligh.html').unlink()


def test_token_embeddings_follow_the_lm(small_lm_path):
    embeddings = FlairEmbeddings(str(small_lm_path))
    vectors = embeddings.embed([['I', 'love', 'Berlin', '.'], ['Hello', 'world']])

    assert [len(v) for v in vectors] == [4, 2]
    assert all(v.shape == (embeddings.embedding_length,) for sentence in vectors for v in sentence)
    assert all(v.device == flair.device for sentence in vectors for v in sentence)
