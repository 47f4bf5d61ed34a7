import numpy as np
import torch
import torch.nn.functional as F

from .util import Normalization, OutputType


def _output_layer(num_units, output):
    layers = [torch.nn.Linear(num_units, output.dim)]
    if output.type_ == OutputType.DISCRETE:
        layers.append(torch.nn.Softmax(dim=-1))
    elif output.normalization == Normalization.ZERO_ONE:
        layers.append(torch.nn.Sigmoid())
    else:
        layers.append(torch.nn.Tanh())
    return torch.nn.Sequential(*layers)


class Discriminator(torch.nn.Module):
    def __init__(self, max_sequence_len, input_feature_dim, input_attribute_dim, num_layers=5, num_units=200,
                 scope_name="discriminator"):
        super(Discriminator, self).__init__()
        self.scope_name = scope_name
        input_size = max_sequence_len * input_feature_dim + input_attribute_dim
        layers = []
        for i in range(num_layers - 1):
            layers += [torch.nn.Linear(input_size if i == 0 else num_units, num_units), torch.nn.ReLU()]
        layers.append(torch.nn.Linear(num_units, 1))
        self.disc = torch.nn.Sequential(*layers)

    def forward(self, input_feature, input_attribute):
        input_feature = torch.flatten(input_feature, start_dim=1, end_dim=2)
        input_ = torch.cat((input_feature, input_attribute), dim=1)
        return self.disc(input_)


class DoppelGANgerGenerator(torch.nn.Module):
    def __init__(self, attr_latent_dim, feature_latent_dim, feature_outputs, attribute_outputs, real_attribute_mask,
                 sample_len, attribute_num_units=100, attribute_num_layers=3, feature_num_units=100,
                 feature_num_layers=1, batch_size=100, device="cpu", scope_name="doppelganger_generator"):
        super(DoppelGANgerGenerator, self).__init__()
        self.scope_name = scope_name
        self.device = device
        self.feature_out_dim = np.sum([t.dim for t in feature_outputs])
        self.attribute_out_dim = sum(t.dim for t in attribute_outputs)
        self.feature_outputs, self.attribute_outputs = feature_outputs, attribute_outputs
        self.feature_num_layers, self.feature_num_units = feature_num_layers, feature_num_units
        self.batch_size = batch_size
        if not all(real_attribute_mask):
            raise Exception("this generator only models real attributes")

        # Define generator without the output layer for attributes
        layers = []
        num_layer_units = attr_latent_dim
        for i in range(attribute_num_layers - 1):
            layers.append(torch.nn.Linear(num_layer_units, attribute_num_units))
            layers.append(torch.nn.ReLU())
            layers.append(torch.nn.BatchNorm1d(num_features=attribute_num_units, eps=1e-5, momentum=0.9))
            num_layer_units = attribute_num_units
        self.real_attribute_gen_without_last_layer = torch.nn.Sequential(*layers)
        self.real_attribute_gen_last_layer = torch.nn.ModuleList(
            [_output_layer(num_layer_units, output) for output in attribute_outputs])

        # Define the feature generator
        self.lstm_module = torch.nn.LSTM(
            self.attribute_out_dim + feature_latent_dim, feature_num_units, feature_num_layers, batch_first=True)
        feature_len = len(feature_outputs)
        self.feature_gen_last_layer = torch.nn.ModuleList(
            [_output_layer(feature_num_units, feature_outputs[i % feature_len])
             for i in range(feature_len * sample_len)])

    def forward(self, real_attribute_noise, addi_attribute_noise, feature_input_noise, h0, c0,
                given_attribute=None, given_attribute_discrete=None):
        # Shape of feature_input_noise is [batch_size, sample_time, latent_dim]
        # Shape of real_attribute_noise is [batch_size, latent_dim]
        if given_attribute is None and given_attribute_discrete is None:
            attribute, attribute_discrete = [], []
            real_attribute_gen_tmp = self.real_attribute_gen_without_last_layer(real_attribute_noise)
            for attr_layer in self.real_attribute_gen_last_layer:
                attr_sub_output = attr_layer(real_attribute_gen_tmp)
                if isinstance(attr_layer[-1], torch.nn.Softmax):
                    attr_sub_output_discrete = F.one_hot(
                        torch.argmax(attr_sub_output, dim=1), num_classes=attr_sub_output.shape[1])
                else:
                    attr_sub_output_discrete = attr_sub_output
                attribute.append(attr_sub_output)
                attribute_discrete.append(attr_sub_output_discrete)
            attribute = torch.cat(attribute, dim=1)
            attribute_discrete = torch.cat(attribute_discrete, dim=1).detach()
        else:
            attribute = given_attribute
            attribute_discrete = given_attribute_discrete

        # Calculate the forwarding of the feature generator
        attribute_ = torch.unsqueeze(attribute_discrete, dim=1)
        feature_input_ = attribute_.expand(-1, feature_input_noise.shape[1], -1).detach()
        feature_input = torch.cat((feature_input_, feature_input_noise), dim=2)
        feature_rnn_output_tmp, _ = self.lstm_module(feature_input, (h0, c0))
        feature = torch.cat([layer(feature_rnn_output_tmp) for layer in self.feature_gen_last_layer], dim=2)
        feature = torch.reshape(
            feature, (feature.shape[0], int(feature.shape[1] * feature.shape[2] / self.feature_out_dim),
                      self.feature_out_dim))
        return attribute, attribute_discrete, feature
