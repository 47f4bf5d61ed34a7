from logging import getLogger

import numpy as np
import torch

from .sent_translation import get_sent_translation_accuracy, load_europarl_data
from .word_translation import get_word_translation_accuracy

logger = getLogger()


class Evaluator(object):
    def __init__(self, trainer):
        self.embs = trainer.embs
        self.mappings = trainer.mappings
        self.discriminators = trainer.discriminators
        self.params = trainer.params
        self.tgt_lang = self.params.tgt_lang

    def mapped(self, lang):
        """Embeddings of `lang` in the shared (target) space."""
        if lang == self.tgt_lang:
            return self.embs[lang].weight.data
        return self.mappings[lang](self.embs[lang].weight).data

    def word_translation(self, to_log):
        for src_lang in self.params.src_langs:
            for method in ["nn", "csls_knn_10"]:
                results = get_word_translation_accuracy(
                    src_lang, self.params.dicos[src_lang].word2id, self.mapped(src_lang),
                    self.tgt_lang, self.params.dicos[self.tgt_lang].word2id, self.mapped(self.tgt_lang),
                    method=method, dico_eval=self.params.dico_eval,
                )
                to_log.update([("%s-%s_%s-%s" % (src_lang, self.tgt_lang, k, method), v) for k, v in results])

    def sent_translation(self, to_log):
        """Sentence retrieval on Europarl with bag-of-words (idf-weighted) sentence vectors."""
        n_keys = 200000
        n_queries = 2000
        n_idf = 300000
        for src_lang in self.params.src_langs:
            lg1, lg2 = src_lang, self.tgt_lang
            if not hasattr(self, "europarl_data"):
                self.europarl_data = {}
            if (lg1, lg2) not in self.europarl_data:
                self.europarl_data[(lg1, lg2)] = load_europarl_data(lg1, lg2, n_max=(n_keys + 2 * n_idf))
            data = self.europarl_data[(lg1, lg2)]
            if not data:
                continue

            src_emb = self.mapped(lg1)
            tgt_emb = self.embs[lg2].weight
            for method in ["nn", "csls_knn_10"]:
                result = get_sent_translation_accuracy(
                    data,
                    lg1, self.params.dicos[lg1].word2id, src_emb,
                    lg2, self.params.dicos[lg2].word2id, tgt_emb,
                    n_keys=n_keys, n_queries=n_queries,
                    method=method, idf=None,
                )
                to_log.update([("%s-%s_tgt_%s-%s" % (lg1, lg2, k, method), v) for k, v in result])

    def all_eval(self, to_log):
        self.word_translation(to_log)
        self.sent_translation(to_log)
        logger.info("mean precision@1: %.5f", float(np.mean([v for k, v in to_log.items() if "precision_at_1" in k])))
