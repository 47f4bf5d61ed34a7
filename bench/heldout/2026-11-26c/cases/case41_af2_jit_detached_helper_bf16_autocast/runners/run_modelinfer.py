import os
import pickle
import time
from argparse import ArgumentParser

import numpy as np
import torch

from alphafold.model import config
from alphafold_pytorch_jit.net import RunModel
from alphafold_pytorch_jit.utils import outputs_to_numpy, list2tensor

bf16 = (os.environ.get("AF2_BF16") == "1")


def run_model_inference(model_runner, processed_feature_dict, num_res, output_dir, model_name):
    t0 = time.time()
    with torch.no_grad(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
        prediction_result = model_runner(processed_feature_dict)
    print("### [INFO] {} inference took {:.1f}s (bf16={})".format(model_name, time.time() - t0, bf16))
    result = outputs_to_numpy(prediction_result, num_res)
    with open(os.path.join(output_dir, f"result_{model_name}.pkl"), "wb") as h:
        pickle.dump(result, h, protocol=4)
    return result


def main():
    parser = ArgumentParser()
    parser.add_argument("--root_params", required=True)
    parser.add_argument("--output_dir", required=True)
    parser.add_argument("--model_names", default="model_1")
    parser.add_argument("--features", required=True)
    args = parser.parse_args()

    with open(args.features, "rb") as h:
        processed_feature_dict = pickle.load(h)
    processed_feature_dict = {k: list2tensor(v) for k, v in processed_feature_dict.items()}
    num_res = int(processed_feature_dict["seq_length"][0])
    for model_name in args.model_names.split(","):
        model_config = config.model_config(model_name)
        model_runner = RunModel(model_config, os.path.join(args.root_params, model_name)).eval()
        run_model_inference(model_runner, processed_feature_dict, num_res, args.output_dir, model_name)


if __name__ == "__main__":
    main()
