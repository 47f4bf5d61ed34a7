# expect: TL007
# source: public RLlib ActorCriticModel (TorchModelV2) found with find_string "np.any(torch.isnan(" - its forward asserts on np.any(torch.isnan(x).tolist()); this is the form without .tolist()
# note: torch.isnan(x) is a bool tensor; np.any(tensor) dispatches to Tensor.any(axis=None, out=None) and raises TypeError ("any() received an invalid combination of arguments"), so every forward call fails before the network runs
import numpy as np
from ray.rllib.models.torch.torch_modelv2 import TorchModelV2
from ray.rllib.utils import try_import_torch

torch, nn = try_import_torch()


class ActorCriticModel(nn.Module, TorchModelV2):
    def __init__(self, obs_space, action_space, num_outputs, model_config, name, in_channels, feature_dim):
        TorchModelV2.__init__(self, obs_space, action_space, num_outputs, model_config, name)
        nn.Module.__init__(self)

        self.shared_layers = nn.Sequential(
            nn.Conv2d(in_channels=in_channels, out_channels=128, kernel_size=3, stride=1),
            nn.ReLU(),
            nn.Flatten(),
            nn.Linear(feature_dim, 128),
            nn.ReLU(),
        )
        self.actor_layers = nn.Sequential(nn.Linear(128, action_space.n))
        self.critic_layers = nn.Sequential(nn.Linear(128, 1))
        self._shared_layer_out = None

    def forward(self, input_dict, state, seq_lens):
        x = input_dict["obs"].float()
        assert not np.any(torch.isnan(x)), "x has nan {}".format(x)
        assert not np.any(torch.isinf(x)), "x has inf {}".format(x)

        self._shared_layer_out = self.shared_layers(x)
        logits = self.actor_layers(self._shared_layer_out)
        return logits, state

    def value_function(self):
        return self.critic_layers(self._shared_layer_out).squeeze(1)
