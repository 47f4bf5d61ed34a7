# expect: none
# source: https://github.com/ccsasuke/umwe/issues/5 ("RuntimeError: Can't call numpy() on Variable that requires grad. Use var.detach().numpy() instead.": `evaluator.all_eval(to_log)` -> `self.sent_translation(to_log)` -> sent_translation.py line 74 `emb2 = emb2.cpu().numpy()` raises - maintainer: "it might be some legacy code that didn't get updated when I migrated to PyTorch 0.4 and up. Could you try simply following the suggestion and change it to `emb2 = emb2.cpu().detach().numpy()` ?")
# note: UMWE's Europarl sentence-retrieval evaluation reconstructed. `src/models.py` builds one trainable `nn.Embedding` per language (its weight is a Parameter, never frozen) and moves everything to cuda; `src/evaluation/evaluator.py` passes the mapped source embeddings with `.data` but the target language's `self.embs[lg2].weight` as it is, outside any `no_grad`. `.cpu()` handles the device; `emb1` has no grad (it went through `.data`), but `emb2` requires grad and `emb2.cpu().numpy()` raises. The bag-of-words sentence vectors and idf weights are NumPy; the scores are computed with torch on tensors built by `torch.from_numpy`; accuracies are Python floats. Twin: `emb2 = emb2.cpu().detach().numpy()`, the maintainer's suggestion.
import io
import os
import re
from logging import getLogger

import numpy as np
import torch

logger = getLogger()
EUROPARL_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data", "crosslingual", "europarl")


def load_europarl_data(lg1, lg2, n_max=1e10, lower=True):
    """Load aligned Europarl sentences for a language pair (empty dict if missing)."""
    if not (os.path.isfile(os.path.join(EUROPARL_DIR, "europarl-v7.%s-%s.%s" % (lg1, lg2, lg1))) or
            os.path.isfile(os.path.join(EUROPARL_DIR, "europarl-v7.%s-%s.%s" % (lg2, lg1, lg1)))):
        return {}
    if os.path.isfile(os.path.join(EUROPARL_DIR, "europarl-v7.%s-%s.%s" % (lg2, lg1, lg1))):
        lg1, lg2 = lg2, lg1
    data = {lg1: [], lg2: []}
    for lg in [lg1, lg2]:
        fname = os.path.join(EUROPARL_DIR, "europarl-v7.%s-%s.%s" % (lg1, lg2, lg))
        with io.open(fname, "r", encoding="utf-8") as f:
            for i, line in enumerate(f):
                if i >= n_max:
                    break
                line = line.lower() if lower else line
                data[lg].append(line.rstrip().split())
    data[lg1] = np.array(data[lg1], dtype=object)
    data[lg2] = np.array(data[lg2], dtype=object)
    return data


def bow_idf(sentences, word_vec, idf_dict=None):
    """Average of the word vectors of each sentence, idf-weighted when given."""
    embeddings = []
    for sent in sentences:
        list_words = [w for w in sent if w in word_vec]
        if len(list_words) > 0:
            weights = np.array([idf_dict[w] if idf_dict is not None else 1.0 for w in list_words])
            sentvec = (np.vstack([word_vec[w] for w in list_words]) * weights[:, None]).sum(0) / weights.sum()
        else:
            sentvec = word_vec[list(word_vec.keys())[0]] * 0
        embeddings.append(sentvec)
    return np.vstack(embeddings)


def get_sent_translation_accuracy(data, lg1, word2id1, emb1, lg2, word2id2, emb2,
                                  n_keys, n_queries, method, idf):
    """
    Given parallel sentences from Europarl, evaluate the
    sentence translation accuracy using the precision@k.
    """
    # get word vectors dictionaries
    emb1 = emb1.cpu().numpy()
    emb2 = emb2.cpu().detach().numpy()
    word_vec1 = dict([(w, emb1[word2id1[w]]) for w in word2id1])
    word_vec2 = dict([(w, emb2[word2id2[w]]) for w in word2id2])
    word_vect = {lg1: word_vec1, lg2: word_vec2}
    lg_keys = lg2
    lg_query = lg1

    # get n_keys pairs of sentences
    keys = data[lg_keys][:n_keys]
    keys = bow_idf(keys, word_vect[lg_keys], idf_dict=None if idf is None else idf[lg_keys])

    # get n_queries query pairs from these n_keys pairs
    rng = np.random.RandomState(1234)
    idx_query = rng.choice(range(n_keys), size=n_queries, replace=False)
    queries = data[lg_query][idx_query]
    queries = bow_idf(queries, word_vect[lg_query], idf_dict=None if idf is None else idf[lg_query])

    # normalize embeddings
    queries = torch.from_numpy(queries).float()
    queries = queries / queries.norm(2, 1, keepdim=True).expand_as(queries)
    keys = torch.from_numpy(keys).float()
    keys = keys / keys.norm(2, 1, keepdim=True).expand_as(keys)

    if method == "nn":
        scores = keys.mm(queries.transpose(0, 1)).transpose(0, 1)
    elif method.startswith("csls_knn_"):
        knn = int(re.match(r"csls_knn_(\d+)", method).group(1))
        average_dist_keys = torch.topk(queries.mm(keys.t()), knn, dim=1)[0].mean(1)
        average_dist_queries = torch.topk(keys.mm(queries.t()), knn, dim=1)[0].mean(1)
        scores = 2 * keys.mm(queries.transpose(0, 1)).transpose(0, 1)
        scores.sub_(average_dist_keys[:, None].expand_as(scores))
        scores.sub_(average_dist_queries[None, :].expand_as(scores))
    else:
        raise Exception("Unknown method: %s" % method)

    results = []
    top_matches = scores.topk(10, 1, True)[1]
    for k in [1, 5, 10]:
        top_k_matches = (top_matches[:, :k] == torch.from_numpy(idx_query)[:, None]).sum(1)
        precision_at_k = 100 * top_k_matches.float().numpy().mean()
        logger.info("%i queries (%s) - %s - Precision at k = %i: %f" % (len(top_k_matches), lg_query.upper(), method, k, precision_at_k))
        results.append(("sent-precision_at_%i" % k, float(precision_at_k)))
    return results
