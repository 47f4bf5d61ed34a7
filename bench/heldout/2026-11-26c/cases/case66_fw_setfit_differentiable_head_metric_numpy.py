# expect: TL001
# source: https://github.com/huggingface/setfit/issues/339
# note: with use_differentiable_head=True, SetFitModel.predict returns a torch tensor on the model's device (cuda), and SetFitTrainer.evaluate passes it to the custom metric; predictions.numpy() has no .cpu()
import argparse

import numpy as np
import pandas as pd
from datasets import Dataset
from sentence_transformers.losses import CosineSimilarityLoss
from setfit import SetFitModel, SetFitTrainer
from sklearn.metrics import f1_score, hamming_loss
from sklearn.model_selection import KFold


def compute_metrics(y_pred, y_test):
    predictions = y_pred.numpy()
    references = np.asarray(y_test)
    return {
        "micro_f1": f1_score(references, predictions, average="micro"),
        "hamming": hamming_loss(references, predictions),
    }


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--notes", required=True, help="csv with a text column and one 0/1 column per category")
    parser.add_argument("--folds", type=int, default=5)
    args = parser.parse_args()

    df = pd.read_csv(args.notes)
    categories = [c for c in df.columns if c != "text"]
    df["label"] = df[categories].values.tolist()
    scores = []
    for fold, (train_idx, test_idx) in enumerate(KFold(args.folds, shuffle=True, random_state=0).split(df)):
        train_ds = Dataset.from_pandas(df.iloc[train_idx][["text", "label"]].reset_index(drop=True))
        test_ds = Dataset.from_pandas(df.iloc[test_idx][["text", "label"]].reset_index(drop=True))
        model = SetFitModel.from_pretrained(
            "sentence-transformers/paraphrase-mpnet-base-v2",
            multi_target_strategy="one-vs-rest",
            use_differentiable_head=True,
            head_params={"out_features": len(categories)},
        )
        trainer = SetFitTrainer(
            model=model,
            train_dataset=train_ds,
            eval_dataset=test_ds,
            loss_class=CosineSimilarityLoss,
            metric=compute_metrics,
            num_iterations=20,
            column_mapping={"text": "text", "label": "label"},
        )
        trainer.freeze()
        trainer.train(body_learning_rate=1e-5, num_epochs=1)
        trainer.unfreeze(keep_body_frozen=True)
        trainer.train(num_epochs=25, learning_rate=1e-2)
        metrics = trainer.evaluate()
        print(f"fold {fold}: {metrics}")
        scores.append(metrics["micro_f1"])
    print("mean micro F1:", float(np.mean(scores)))


if __name__ == "__main__":
    main()
