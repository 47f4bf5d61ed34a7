# expect: TL001
# source: https://github.com/zai-org/ChatGLM3/issues/376 ("trainer中没有实现eval和compute_metric": compute_metrics receives preds of shape [batch_size, max_length, vocabulary_size]; the maintainer suggests doing the argmax by hand)
# note: reconstruction of that fix done in preprocess_logits_for_metrics with transformers 4.4x (checked in src/transformers/trainer.py, evaluation_loop: the hook is called on each step's logits right after prediction_step, on the model's device, before gather and before nested_numpify; compute_metrics later receives NumPy arrays). train.py passes both functions to the Trainer on a GPU; the argmax indices carry no grad (prediction_step runs under no_grad), but `.numpy()` is called on the cuda argmax (the labels are copied with `.cpu()` first, which is valid). compute_metrics itself is valid.
import numpy as np
import torch


def preprocess_logits_for_metrics(logits, labels):
    if isinstance(logits, tuple):
        logits = logits[0]
    pred_ids = torch.argmax(logits, dim=-1).numpy()
    pred_ids = np.where(labels.cpu().numpy() != -100, pred_ids, 0)
    return torch.from_numpy(pred_ids)


def make_compute_metrics(tokenizer):
    def compute_metrics(eval_preds):
        preds, labels = eval_preds
        labels = np.where(labels != -100, labels, tokenizer.pad_token_id)
        decoded_preds = tokenizer.batch_decode(preds, skip_special_tokens=True)
        decoded_labels = tokenizer.batch_decode(labels, skip_special_tokens=True)
        exact = [p.strip() == l.strip() for p, l in zip(decoded_preds, decoded_labels)]
        return {"exact_match": float(np.mean(exact))}
    return compute_metrics
