"""Loads configuration yaml and runs an experiment."""
from argparse import ArgumentParser

import torch
import yaml

import data
import regimen
import reporter


def run_report_results(args, probe, dataset, model, loss, reporter, regimen):
    probe_params_path = args["reporting"]["root"] + "/" + args["probe"]["params_path"]
    probe.load_state_dict(torch.load(probe_params_path, map_location=args["device"]))
    probe.eval()

    dev_dataloader = dataset.get_dev_dataloader(*dataset.dev_split)
    dev_predictions = regimen.predict(probe, model, dev_dataloader)
    reporter(dev_predictions, dev_dataloader, "dev")


if __name__ == "__main__":
    argp = ArgumentParser()
    argp.add_argument("experiment_config")
    argp.add_argument("--report-results", default=1, type=int)
    cli_args = argp.parse_args()

    yaml_args = yaml.safe_load(open(cli_args.experiment_config))
    yaml_args["device"] = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    print("Constructing new results directory at {}".format(yaml_args["reporting"]["root"]))

    expt_dataset = data.SimpleDataset(yaml_args, task=None)
    expt_reporter = reporter.WordPairReporter(yaml_args)
    expt_regimen = regimen.ProbeRegimen(yaml_args)
    from probe import TwoWordPSDProbe
    from model import DiskModel

    expt_probe = TwoWordPSDProbe(yaml_args).to(yaml_args["device"])
    expt_model = DiskModel(yaml_args)
    if cli_args.report_results:
        run_report_results(yaml_args, expt_probe, expt_dataset, expt_model, None, expt_reporter, expt_regimen)
