import inspect
import os
import pickle

import numpy as np

from .model import Model
from .doppelganger_torch.doppelganger import DoppelGANger  # NOQA
from .doppelganger_torch.util import add_gen_flag  # NOQA


def load_data(path, sample_len):
    data_npz = np.load(os.path.join(path, "data_train.npz"))
    with open(os.path.join(path, "data_feature_output.pkl"), "rb") as f:
        data_feature_outputs = pickle.load(f)
    with open(os.path.join(path, "data_attribute_output.pkl"), "rb") as f:
        data_attribute_outputs = pickle.load(f)
    data_feature = data_npz["data_feature"]
    if data_feature.shape[1] % sample_len != 0:
        raise Exception("length must be a multiple of sample_len")
    return (data_feature, data_npz["data_attribute"], data_npz["data_gen_flag"],
            data_feature_outputs, data_attribute_outputs)


class DoppelGANgerTorchModel(Model):
    def _train(self, input_train_data_folder, output_model_folder, log_folder):
        raise NotImplementedError("training is run by the dist_train helper")

    def _generate(self, input_train_data_folder, input_model_folder, output_syn_data_folder, log_folder):
        print(f"{self.__class__.__name__}.{inspect.stack()[0][3]}")
        self._config["result_folder"] = getattr(self._config, "result_folder", input_model_folder)
        self._config["dataset"] = getattr(self._config, "dataset", input_train_data_folder)
        print("Currently generating with config:", self._config)

        (data_feature, data_attribute, data_gen_flag, data_feature_outputs,
         data_attribute_outputs) = load_data(path=self._config["dataset"], sample_len=self._config["sample_len"])
        real_attribute_mask = [True] * len(data_attribute_outputs)
        data_feature, data_feature_outputs = add_gen_flag(
            data_feature, data_gen_flag, data_feature_outputs, self._config["sample_len"])

        checkpoint_dir = os.path.join(self._config["result_folder"], "checkpoint")
        dg = DoppelGANger(
            checkpoint_dir=checkpoint_dir,
            batch_size=self._config["batch_size"],
            real_attribute_mask=real_attribute_mask,
            max_sequence_len=data_feature.shape[1],
            sample_len=self._config["sample_len"],
            data_feature_outputs=data_feature_outputs,
            data_attribute_outputs=data_attribute_outputs)

        if self._config["given_data_attribute_flag"]:
            print("Generating from a given data attribute!")
            given_attr_npz_file = os.path.join(
                output_syn_data_folder, "attr_clean", "chunk_id-{}.npz".format(self._config["chunk_id"]))
            given_data_attribute = np.load(given_attr_npz_file)["data_attribute"]
            given_data_attribute_discrete = np.load(given_attr_npz_file)["data_attribute_discrete"]
        else:
            print("Generating w/o given data attribute!")
            given_data_attribute = None
            given_data_attribute_discrete = None

        epoch_range = list(range(self._config["epoch_checkpoint_freq"] - 1, self._config["epochs"],
                                 self._config["epoch_checkpoint_freq"]))
        for epoch_id in reversed(epoch_range):
            mid_checkpoint_dir = os.path.join(checkpoint_dir, "epoch_id-{}.pt".format(epoch_id))
            if not os.path.exists(mid_checkpoint_dir):
                print("Not found {}".format(mid_checkpoint_dir))
                continue
            num_samples = (data_attribute.shape[0] if given_data_attribute is None
                           else given_data_attribute.shape[0])
            dg.load(mid_checkpoint_dir)
            print("Finished loading")
            features, attributes, attributes_discrete, gen_flags, lengths = dg.generate(
                num_samples=num_samples,
                given_attribute=given_data_attribute,
                given_attribute_discrete=given_data_attribute_discrete)

            save_path = os.path.join(output_syn_data_folder, f"epoch_id-{epoch_id}")
            os.makedirs(save_path, exist_ok=True)
            np.savez(os.path.join(save_path, "data.npz"), data_attribute=attributes,
                     data_attribute_discrete=attributes_discrete, data_feature=features,
                     data_gen_flag=gen_flags)
            print("average generated length: {:.2f}".format(np.mean(lengths)))
            break
