# expect: none
# source: https://github.com/netsharecmu/NetShare/issues/27 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": "I meet this error while I'm trying to generate data using GPU ... in generate np.concatenate(d, axis=0) for d in zip(*generated_data_list) ... It's just a little bug, I solved it by changing the function `DoppelGANger._generate`"), fixed the same day by commit 7547668 ("fix gpu generation": `_generate` ends with `return attribute.cpu(), attribute_discrete.cpu(), feature.cpu()`); code: netsharecmu/NetShare 7547668^ `netshare/models/doppelganger_torch/doppelganger.py`, `netshare/models/doppelganger_torch/network.py`, `netshare/models/doppelganger_torch_model.py`, `netshare/models/model.py`, `netshare/models/doppelganger_torch/util.py`, `netshare/utils/output.py`
# note: NetShare's PyTorch DoppelGANger reduced to 5 files: `DoppelGANger.__init__` picks `self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")`, `_build` moves the `DoppelGANgerGenerator` of network.py there, and `generate` (called by `DoppelGANgerTorchModel._generate` in doppelganger_torch_model.py after loading a checkpoint) draws all the noise `.to(self.device)`; `_generate` returns the generator's three outputs as they are, so `generated_data_list` holds tuples of cuda tensors and `np.concatenate(d, axis=0) for d in zip(*generated_data_list)` converts them: "can't convert cuda:0 device type tensor to numpy". Traps: the generator runs under `torch.no_grad()` (no grad error); the noise is drawn on the host and moved; the given attributes come from `np.load` and are moved with `torch.from_numpy(...).float().to(self.device)`; after the concatenation `gen_flag`, `lengths` and the saved arrays are NumPy; the feature/attribute dimensions are `np.sum` over the outputs' Python `dim`s. Twin: `_generate` returns `attribute.cpu(), attribute_discrete.cpu(), feature.cpu()` (commit 7547668), so `np.concatenate` gets host tensors.
import os

import numpy as np
import torch
from torch.autograd import Variable

from .network import Discriminator, DoppelGANgerGenerator


class DoppelGANger(object):
    def __init__(self, checkpoint_dir, batch_size, real_attribute_mask, max_sequence_len, sample_len,
                 data_feature_outputs, data_attribute_outputs, attribute_latent_dim=5, feature_latent_dim=5,
                 generator_attribute_num_units=100, generator_attribute_num_layers=3,
                 generator_feature_num_units=100, generator_feature_num_layers=1,
                 discriminator_num_layers=5, discriminator_num_units=200):
        self.checkpoint_dir, self.batch_size = checkpoint_dir, batch_size
        self.real_attribute_mask = real_attribute_mask
        self.max_sequence_len, self.sample_len = max_sequence_len, sample_len
        self.data_feature_outputs = data_feature_outputs
        self.data_attribute_outputs = data_attribute_outputs
        self.attribute_latent_dim, self.feature_latent_dim = attribute_latent_dim, feature_latent_dim
        self.generator_attribute_num_units = generator_attribute_num_units
        self.generator_attribute_num_layers = generator_attribute_num_layers
        self.generator_feature_num_units = generator_feature_num_units
        self.generator_feature_num_layers = generator_feature_num_layers
        self.discriminator_num_layers = discriminator_num_layers
        self.discriminator_num_units = discriminator_num_units

        self.device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

        if self.max_sequence_len % self.sample_len != 0:
            raise Exception("length must be a multiple of sample_len")
        self.sample_time = self.max_sequence_len / self.sample_len
        self.feature_dim = np.sum([t.dim for t in self.data_feature_outputs])
        self.attribute_dim = np.sum([t.dim for t in self.data_attribute_outputs])
        self.is_build = False
        self._build()

    def _build(self):
        self.generator = DoppelGANgerGenerator(
            attr_latent_dim=self.attribute_latent_dim, feature_latent_dim=self.feature_latent_dim,
            feature_outputs=self.data_feature_outputs, attribute_outputs=self.data_attribute_outputs,
            real_attribute_mask=self.real_attribute_mask, sample_len=self.sample_len,
            attribute_num_units=self.generator_attribute_num_units,
            attribute_num_layers=self.generator_attribute_num_layers,
            feature_num_units=self.generator_feature_num_units,
            feature_num_layers=self.generator_feature_num_layers,
            batch_size=self.batch_size, device=self.device)
        self.generator.to(self.device)
        self.discriminator = Discriminator(
            max_sequence_len=self.max_sequence_len, input_feature_dim=self.feature_dim,
            input_attribute_dim=self.attribute_dim, num_layers=self.discriminator_num_layers,
            num_units=self.discriminator_num_units)
        self.discriminator.to(self.device)
        self.is_build = True

    def load(self, model_path):
        if not os.path.exists(model_path):
            raise Exception("Directory to load pytorch model doesn't exist")
        state = torch.load(model_path)
        self.generator.load_state_dict(state["generator_state_dict"])
        self.discriminator.load_state_dict(state["discriminator_state_dict"])

    def _gen_attribute_input_noise(self, batch_size):
        return torch.randn(size=[int(batch_size), int(self.attribute_latent_dim)])

    def _gen_feature_input_noise(self, batch_size, length):
        return torch.randn(size=[int(batch_size), int(length), int(self.feature_latent_dim)])

    def generate(self, num_samples, given_attribute=None, given_attribute_discrete=None,
                 return_gen_flag_feature=False):
        if self.is_build == False:
            raise Exception("model has not been trained")
        num_batches = -(-num_samples // self.batch_size)
        real_attribute_noise = self._gen_attribute_input_noise(num_samples).to(self.device)
        addi_attribute_noise = self._gen_attribute_input_noise(num_samples).to(self.device)
        feature_input_noise = self._gen_feature_input_noise(num_samples, self.sample_time).to(self.device)
        hidden_shape = (self.generator.feature_num_layers, num_samples, self.generator.feature_num_units)
        h0 = Variable(torch.normal(0, 1, hidden_shape)).to(self.device)
        c0 = Variable(torch.normal(0, 1, hidden_shape)).to(self.device)

        generated_data_list = []
        for n_batch in range(num_batches):
            b = slice(n_batch * self.batch_size, (n_batch + 1) * self.batch_size)
            generated_data_list.append(self._generate(
                real_attribute_noise=real_attribute_noise[b], addi_attribute_noise=addi_attribute_noise[b],
                feature_input_noise=feature_input_noise[b], h0=h0[:, b, :], c0=c0[:, b, :],
                given_attribute=None if given_attribute is None else given_attribute[b],
                given_attribute_discrete=None if given_attribute_discrete is None else given_attribute_discrete[b]))

        attribute, attribute_discrete, feature = tuple(
            np.concatenate(d, axis=0) for d in zip(*generated_data_list)
        )
        gen_flag = np.array(np.round(feature[:, :, -2]))
        # add a "0" at the end of each session so that np.argmin returns the first index of "0"
        gen_flag_helper = np.concatenate([gen_flag, np.zeros((gen_flag.shape[0], 1))], axis=1)
        min_indicator = np.argmin(gen_flag_helper, axis=1)
        for row, min_idx in enumerate(min_indicator):
            gen_flag[row, min_idx:] = 0.0
        lengths = np.sum(gen_flag, axis=1)
        if not return_gen_flag_feature:
            feature = feature[:, :, :-2]
        return feature, attribute, attribute_discrete, gen_flag, lengths

    def _generate(self, real_attribute_noise, addi_attribute_noise, feature_input_noise, h0, c0,
                  given_attribute=None, given_attribute_discrete=None):
        self.generator.eval()
        self.discriminator.eval()
        if given_attribute is not None:
            given_attribute = torch.from_numpy(given_attribute).float().to(self.device)
            given_attribute_discrete = torch.from_numpy(given_attribute_discrete).float().to(self.device)
        with torch.no_grad():
            attribute, attribute_discrete, feature = self.generator(
                real_attribute_noise=real_attribute_noise, addi_attribute_noise=addi_attribute_noise,
                feature_input_noise=feature_input_noise, h0=h0, c0=c0,
                given_attribute=given_attribute, given_attribute_discrete=given_attribute_discrete)
        return attribute.cpu(), attribute_discrete.cpu(), feature.cpu()
