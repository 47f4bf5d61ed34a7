# source: https://github.com/huggingface/setfit/issues/339
# expect: none
# why: transformers.Trainer passes compute_metrics an EvalPrediction of NumPy arrays (already gathered to host), so np.argmax on them is fine
import numpy as np
from sklearn.metrics import accuracy_score, f1_score
from transformers import AutoModelForSequenceClassification, Trainer, TrainingArguments


def compute_metrics(eval_pred):
    logits, labels = eval_pred
    predictions = np.argmax(logits, axis=-1)
    return {
        "accuracy": accuracy_score(labels, predictions),
        "f1": f1_score(labels, predictions, average="macro"),
    }


model = AutoModelForSequenceClassification.from_pretrained("distilbert-base-uncased", num_labels=4).to("cuda")
args = TrainingArguments(output_dir="out", eval_strategy="epoch", per_device_eval_batch_size=64)


def build_trainer(train_ds, eval_ds):
    return Trainer(model=model, args=args, train_dataset=train_ds, eval_dataset=eval_ds, compute_metrics=compute_metrics)
