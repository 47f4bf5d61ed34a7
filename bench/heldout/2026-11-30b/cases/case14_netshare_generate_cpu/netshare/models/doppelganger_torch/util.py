from enum import Enum

import numpy as np


class OutputType(Enum):
    CONTINUOUS = "CONTINUOUS"
    DISCRETE = "DISCRETE"


class Normalization(Enum):
    ZERO_ONE = "ZERO_ONE"
    MINUSONE_ONE = "MINUSONE_ONE"


class Output(object):
    def __init__(self, type_, dim, normalization=None, is_gen_flag=False):
        self.type_ = type_
        self.dim = dim
        self.normalization = normalization
        self.is_gen_flag = is_gen_flag

        if type_ == OutputType.CONTINUOUS and normalization is None:
            raise Exception("normalization must be set for continuous output")

    def __repr__(self):
        return (f"Output(type_={self.type_.value}, dim={self.dim}, "
                f"normalization={self.normalization}, is_gen_flag={self.is_gen_flag})")


def add_gen_flag(data_feature, data_gen_flag, data_feature_outputs, sample_len):
    """Appends the two gen-flag columns (continue / stop) to every feature step."""
    for output in data_feature_outputs:
        if output.is_gen_flag:
            raise Exception("is_gen_flag should be False for all feature_outputs")

    if len(data_gen_flag.shape) != 2:
        raise Exception("data_gen_flag should be 2 dimension")

    num_sample, length = data_gen_flag.shape
    data_gen_flag = data_gen_flag.reshape(num_sample, length, 1)
    data_feature_outputs = data_feature_outputs + [
        Output(type_=OutputType.DISCRETE, dim=2, is_gen_flag=True)]

    shift_gen_flag = np.concatenate(
        [data_gen_flag[:, 1:, :], np.zeros((num_sample, 1, 1))], axis=1)
    if length % sample_len != 0:
        raise Exception("length must be a multiple of sample_len")
    data_gen_flag_t = np.reshape(data_gen_flag, [num_sample, int(length / sample_len), sample_len])
    data_gen_flag_t = np.sum(data_gen_flag_t, 2)
    data_gen_flag_t = data_gen_flag_t > 0.5
    data_gen_flag_t = np.repeat(data_gen_flag_t, sample_len, axis=1)
    data_gen_flag_t = np.expand_dims(data_gen_flag_t, 2)
    data_feature = np.concatenate(
        [data_feature, shift_gen_flag, (1 - shift_gen_flag) * data_gen_flag_t], axis=2)

    return data_feature, data_feature_outputs
