# source: https://github.com/huggingface/setfit/issues/339
# expect: TL001
# why: with a differentiable head on cuda, model.predict returns a cuda tensor and compute_metrics calls predictions.numpy()
import numpy as np
import torch
from setfit import SetFitModel, SetFitTrainer
from sklearn.metrics import f1_score

categories = ["billing", "shipping", "returns", "other"]


def compute_metrics(y_pred, y_test):
    predictions = y_pred
    predictions = predictions.numpy()
    return {"f1_micro": f1_score(np.asarray(y_test), predictions, average="micro")}


model = SetFitModel.from_pretrained(
    "sentence-transformers/paraphrase-mpnet-base-v2",
    multi_target_strategy="one-vs-rest",
    use_differentiable_head=True,
    head_params={"out_features": len(categories)},
)
model.to("cuda")


def evaluate(texts, labels):
    with torch.no_grad():
        y_pred = model.predict(texts)
    return compute_metrics(y_pred, labels)
