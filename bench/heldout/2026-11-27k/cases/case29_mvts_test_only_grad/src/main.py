import logging

import torch
from torch.utils.data import DataLoader

from datasets.dataset import ClassiregressionDataset, collate_superv
from models.ts_transformer import model_factory
from options import Options
from running import SupervisedRunner
from utils import utils

logger = logging.getLogger("__main__")


def validate(val_evaluator, epoch):
    with torch.no_grad():
        aggr_metrics, per_batch = val_evaluator.evaluate(epoch, keep_all=True)
    logger.info("Epoch {} Validation Summary: {}".format(epoch, aggr_metrics))
    return aggr_metrics


def main(config):
    device = torch.device("cuda" if (torch.cuda.is_available() and config["gpu"] != "-1") else "cpu")
    my_data, train_indices, val_indices, test_indices = utils.load_data(config)
    model = model_factory(config, my_data).to(device)
    loss_module = torch.nn.CrossEntropyLoss(reduction="none")
    if config["load_model"]:
        model = utils.load_model(model, config["load_model"])
        model.to(device)

    if config["test_only"] == "testset":  # Only evaluate and skip training
        test_loader = DataLoader(ClassiregressionDataset(my_data, test_indices), batch_size=config["batch_size"],
                                 shuffle=False, collate_fn=lambda x: collate_superv(x, max_len=model.max_len))
        test_evaluator = SupervisedRunner(model, test_loader, device, loss_module)
        aggr_metrics_test, per_batch_test = test_evaluator.evaluate(keep_all=True)
        logger.info("Test Summary: {}".format(aggr_metrics_test))
        return

    optimizer = torch.optim.RAdam(model.parameters(), lr=config["lr"])
    collate = lambda x: collate_superv(x, max_len=model.max_len)
    train_loader = DataLoader(ClassiregressionDataset(my_data, train_indices), batch_size=config["batch_size"],
                              shuffle=True, collate_fn=collate)
    val_loader = DataLoader(ClassiregressionDataset(my_data, val_indices), batch_size=config["batch_size"],
                            shuffle=False, collate_fn=collate)
    trainer = SupervisedRunner(model, train_loader, device, loss_module, optimizer)
    val_evaluator = SupervisedRunner(model, val_loader, device, loss_module)
    for epoch in range(1, config["epochs"] + 1):
        trainer.train_epoch(epoch)
        validate(val_evaluator, epoch)
        utils.save_model(config["save_dir"] + "/model_last.pth", epoch, model, optimizer)


if __name__ == "__main__":
    main(Options().parse())
