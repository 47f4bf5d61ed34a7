"""Hyperparameters (FFTNet's hparams.py used tf.contrib.training.HParams; a plain namespace here)."""
import torch


class HParams(object):
    def __init__(self, **kwargs):
        self.__dict__.update(kwargs)

    def parse(self, overrides):
        for pair in filter(None, overrides.split(",")):
            name, value = pair.split("=")
            old = getattr(self, name)
            setattr(self, name, type(old)(value) if not isinstance(old, bool) else value.lower() == "true")
        return self

    def values(self):
        return dict(self.__dict__)


hparams = HParams(
    # Audio
    num_mels=25,
    sample_rate=16000,
    frame_shift_ms=5.0,
    quantization_channels=256,
    use_local_condition=True,
    # Model
    n_stacks=5,
    fft_channels=32,
    # Training
    use_cuda=torch.cuda.is_available(),
    batch_size=2,
    sample_size=400,
    learning_rate=0.001,
    training_steps=4,
    checkpoint_interval=2,
)


def hparams_debug_string():
    values = hparams.values()
    hp = ["  %s: %s" % (name, values[name]) for name in sorted(values)]
    return "Hyperparameters:\n" + "\n".join(hp)
