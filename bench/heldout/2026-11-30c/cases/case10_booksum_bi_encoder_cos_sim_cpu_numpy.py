# expect: none
# source: https://github.com/salesforce/booksum/issues/15 (the reporter, on `align_data_bi_encoder_paraphrase.py`: "throws an error because the cuda tensor cannot be directly converted to a numpy array. Adding a `.cpu()` before the `.numpy()` seems to fix it"; maintainer: "Issue fixed in the latest commit."), fixed by commit e9513e2, which changes `util.pytorch_cos_sim(summaries_embeddings_paraphrase, paragraphs_embeddings_paraphrase).numpy()` to `.cpu().numpy()` in `compute_similarities_bi_encoder`; code: salesforce/booksum e9513e2^ `alignments/paragraph-level-summary-alignments/align_data_bi_encoder_paraphrase.py`
# note: booksum's paragraph alignment script reduced to one file (its docstring: "It is recommended to run this script on a GPU machine"): the bi-encoder is built on `device = "cuda" if torch.cuda.is_available() else "cpu"` (upstream leaves the choice to SentenceTransformer, whose default device is cuda when available; the argument makes it explicit), `encode(..., convert_to_tensor=True)` returns the embeddings as tensors on that device, and `util.pytorch_cos_sim` of two cuda embedding matrices is a cuda matrix, so `.numpy()` raises "can't convert cuda:0 device type tensor to numpy". Traps: `encode` runs without grad, so the similarity does not require grad; everything after `compute_similarities_bi_encoder` (`np.argmax`, `np.argsort`, the score strings) works on the NumPy matrix; the spaCy sentence counts and the JSON records are plain Python values. Twin: `util.pytorch_cos_sim(...).cpu().numpy()`, the `.cpu()` the reporter added and commit e9513e2 committed.
import argparse
import json
from os.path import basename

import numpy as np
import spacy
import torch
from matching.games import HospitalResident
from sentence_transformers import SentenceTransformer, util
from tqdm import tqdm

# https://huggingface.co/sentence-transformers/paraphrase-distilroberta-base-v1
device = "cuda" if torch.cuda.is_available() else "cpu"
model_bi_encoder_paraphrase = SentenceTransformer('paraphrase-distilroberta-base-v1', device=device)
model_bi_encoder_paraphrase.max_seq_length = 512


# Breaks down chapter text into smaller length paragraphs that we can align ground truth summary sentences to
def merge_text_paragraphs(paragraphs, min_sent=3, max_sent=12):
    spacy_nlp = spacy.load("en_core_web_lg")
    new_paragraphs, temp_paragraphs, temp_paragraphs_cnt = [], [], 0
    for paragraph in paragraphs:
        paragraph_len = len(list(spacy_nlp(paragraph).sents))
        if paragraph_len > min_sent:
            if temp_paragraphs:
                new_paragraphs.append(" ".join(temp_paragraphs))
                temp_paragraphs, temp_paragraphs_cnt = [], 0
            new_paragraphs.append(paragraph)
        elif temp_paragraphs_cnt + paragraph_len > max_sent:
            new_paragraphs.append(" ".join(temp_paragraphs))
            temp_paragraphs, temp_paragraphs_cnt = [paragraph], paragraph_len
        else:
            temp_paragraphs.append(paragraph)
            temp_paragraphs_cnt += paragraph_len
    if temp_paragraphs:
        new_paragraphs.append(" ".join(temp_paragraphs))
    return new_paragraphs


def align_data_greedy_matching(similarity_matrix):
    # extract alignments
    return np.argmax(similarity_matrix, axis=1).tolist()


def align_data_stable_matching(similarity_matrix, text_capacity):
    # text paragraphs -> hospital, summary paragraphs -> resident
    summ_cnt, text_cnt = similarity_matrix.shape
    summ_ids = ["%dS" % ix for ix in range(summ_cnt)]
    text_ids = ["%dT" % ix for ix in range(text_cnt)]
    ids_summ = {key: ix for ix, key in enumerate(summ_ids)}
    ids_text = {key: ix for ix, key in enumerate(text_ids)}

    summ_prefs = {summ_id: [text_ids[ix] for ix in np.argsort(similarity_matrix[summ_ix, :])[::-1]]
                  for summ_ix, summ_id in enumerate(summ_ids)}
    text_prefs = {text_id: [summ_ids[ix] for ix in np.argsort(similarity_matrix[:, text_ix])[::-1]]
                  for text_ix, text_id in enumerate(text_ids)}
    capacity = {key: text_capacity for key in text_ids}

    # run matching algorithm
    game = HospitalResident.create_from_dictionaries(summ_prefs, text_prefs, capacity)
    matching = game.solve(optimal="hospital")

    alignments = [-1] * summ_cnt
    for t_key, s_keys in matching.items():
        for s_key in s_keys:
            alignments[ids_summ[s_key.name]] = ids_text[t_key.name]
    return alignments


# Matrix of bi-encoder scores b/w all pairwise paras and summaries #summaries X #paras
# https://www.sbert.net/docs/usage/semantic_textual_similarity.html
def compute_similarities_bi_encoder(paragraphs, summaries):
    paragraphs_embeddings_paraphrase = model_bi_encoder_paraphrase.encode(paragraphs, convert_to_tensor=True)
    summaries_embeddings_paraphrase = model_bi_encoder_paraphrase.encode(summaries, convert_to_tensor=True)
    similarity_matrix_bi_encoder_paraphrase = util.pytorch_cos_sim(summaries_embeddings_paraphrase, paragraphs_embeddings_paraphrase).cpu().numpy()
    return similarity_matrix_bi_encoder_paraphrase


def gather_data(alignments, paragraphs, summaries, similarity_matrix, title):
    return [{"summary sentence": summaries[s_ix],
             "bi-encoder-paraphrase alignment": paragraphs[t_ix],
             "bi-encoder-paraphrase score": str(similarity_matrix[s_ix][t_ix]),
             "title": title + "-" + str(s_ix)} for s_ix, t_ix in enumerate(alignments)]


def main(args):
    with open(args.data_path) as fd:
        data = [json.loads(line) for line in fd]
    for example in tqdm(data):
        if example['summary'] == []:
            continue
        summaries = [sent for sent in example["summary"] if sent]
        paragraphs = merge_text_paragraphs([sent for sent in example["text"] if sent],
                                           args.merging_min_sents, args.merging_max_sents)
        similarity_matrix = compute_similarities_bi_encoder(paragraphs, summaries)

        kind = "stable" if args.stable_alignment else "greedy"
        title = "%s.%s-%s" % (example["book_id"].lower().replace(" ", "_"), example["source"].lower(), kind)
        alignments = align_data_stable_matching(similarity_matrix, args.alignment_capacity) \
            if args.stable_alignment else align_data_greedy_matching(similarity_matrix)
        with open(basename(args.data_path) + "." + kind + ".bi_encoder_paraphrase", "a") as fd:
            for record in gather_data(alignments, paragraphs, summaries, similarity_matrix, title):
                fd.write(json.dumps(record) + "\n")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument('--data_path', type=str, help='path to input data file')
    parser.add_argument('--stable_alignment', action='store_true', help='function used for aligning')
    parser.add_argument('--merging_min_sents', type=int, default=4, help='')
    parser.add_argument('--merging_max_sents', type=int, default=12, help='')
    parser.add_argument('--alignment_capacity', type=int, default=10, help='')
    main(parser.parse_args())
