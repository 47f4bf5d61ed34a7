# coding=utf-8
import logging
from typing import Dict, List, Tuple, Union

import numpy as np
import torch
from sklearn.metrics.pairwise import cosine_similarity
from transformers import BertModel, BertTokenizer, XLMModel, XLMTokenizer, RobertaModel, RobertaTokenizer

LOG = logging.getLogger(__name__)


class EmbeddingLoader(object):
    def __init__(self, model: str = "bert-base-multilingual-cased", device=torch.device('cpu'), layer: int = 8):
        self.model = model
        self.device = device
        self.layer = layer
        self.emb_model = BertModel.from_pretrained(model, output_hidden_states=True)
        self.emb_model.eval()
        self.emb_model.to(self.device)
        self.tokenizer = BertTokenizer.from_pretrained(model)
        LOG.info("Initialized the EmbeddingLoader with model: {}".format(self.model))

    def get_embed_list(self, sent_pair: List[List[str]]) -> torch.Tensor:
        if self.emb_model is not None:
            inputs = self.tokenizer(sent_pair, is_split_into_words=True, padding=True, truncation=True, return_tensors="pt")
            inputs = inputs.to(self.device)
            outputs = self.emb_model(**inputs)[2][self.layer]
            return outputs[:, 1:-1, :]
        else:
            return None


class SentenceAligner(object):
    @staticmethod
    def get_similarity(X: np.ndarray, Y: np.ndarray) -> np.ndarray:
        return (cosine_similarity(X, Y) + 1.0) / 2.0

    @staticmethod
    def apply_distortion(sim_matrix: np.ndarray, ratio: float = 0.5) -> np.ndarray:
        shape = sim_matrix.shape
        if (shape[0] < 2 or shape[1] < 2) or ratio == 0.0:
            return sim_matrix
        pos_x = np.array([[y / float(shape[1] - 1) for y in range(shape[1])] for x in range(shape[0])])
        pos_y = np.array([[x / float(shape[0] - 1) for x in range(shape[0])] for y in range(shape[1])])
        distortion_mask = 1.0 - ((pos_x - np.transpose(pos_y)) ** 2) * ratio
        return np.multiply(sim_matrix, distortion_mask)
