import pytorch_lightning as pl

from aibrick.core.data import TextClassificationDataModule
from text_classification import TextClassificationTransformer


def main():
    dm = TextClassificationDataModule(dataset_name="emotion", pretrained_model_name_or_path="bert-base-uncased", batch_size=32)
    model = TextClassificationTransformer(pretrained_model_name_or_path="bert-base-uncased", num_labels=dm.num_classes)
    trainer = pl.Trainer(gpus=1, max_epochs=3)
    trainer.fit(model, dm)
    trainer.test(model, dm)
    print(model.metrics["macro avg"])


if __name__ == "__main__":
    main()
