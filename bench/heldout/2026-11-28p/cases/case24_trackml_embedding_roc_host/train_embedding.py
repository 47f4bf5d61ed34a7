import sys

import yaml
from pytorch_lightning import Trainer

from LightningModules.Embedding.Models.inference import EmbeddingTelemetry
from LightningModules.Embedding.Models.layerless_embedding import LayerlessEmbedding


def main(config_file="LightningModules/Embedding/train_quickstart_embedding.yaml"):
    with open(config_file) as f:
        hparams = yaml.safe_load(f)
    model = LayerlessEmbedding(hparams)
    trainer = Trainer(gpus=1, max_epochs=hparams["max_epochs"], callbacks=[EmbeddingTelemetry()])
    trainer.fit(model)
    trainer.test(model)


if __name__ == "__main__":
    main(*sys.argv[1:])
