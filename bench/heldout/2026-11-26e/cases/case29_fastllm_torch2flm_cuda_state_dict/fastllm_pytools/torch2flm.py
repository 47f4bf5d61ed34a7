# expect: TL001
# source: https://github.com/ztxz16/fastllm/issues/231
# note: tools/fastllm_pytools/torch2flm.py tofile as in the traceback: the state dict of the model that baichuan2flm.py moved to cuda holds cuda
#       tensors (float32, no grad), and `dict[key].numpy().astype(ori_np_data_type)` has no .cpu() (the maintainers' fix adds it).
import struct

import numpy as np
import torch

fastllm_data_type_dict = {"int4": 8, "int8": 3, "float16": 7, "float32": 0}
fastllm_weight_type_dict = {"linear": 1, "embedding": 2, "QuantizedLinear": 111}


def writeString(fo, s):
    fo.write(struct.pack("i", len(s)))
    for c in s:
        fo.write(struct.pack("i", ord(c)))


def write_float16(fo, v):
    fo.write(struct.pack("i", fastllm_data_type_dict["float16"]))
    fo.write(v.astype(np.float16).data)


def write_float32(fo, v):
    fo.write(struct.pack("i", 0))
    fo.write(v.data)


def tofile(exportPath, model, tokenizer=None, pre_prompt=None, user_role=None, bot_role=None, history_sep=None, dtype="float16"):
    if dtype not in fastllm_data_type_dict:
        print("dtype should in ", list(fastllm_data_type_dict.keys()))
        exit(0)

    dict = model.state_dict()
    fo = open(exportPath, "wb")

    # 1. version id
    fo.write(struct.pack("i", 2))

    # 2. model info
    modelInfo = model.config.__dict__
    if model.generation_config is not None:
        modelInfo.update(model.generation_config.__dict__)
    fo.write(struct.pack("i", len(modelInfo)))
    for it in modelInfo.keys():
        writeString(fo, str(it))
        writeString(fo, str(modelInfo[it]))

    # 3. vocab
    if tokenizer:
        vocab = tokenizer.get_vocab()
        fo.write(struct.pack("i", len(vocab)))
        for v, idx in vocab.items():
            writeString(fo, v)
            fo.write(struct.pack("i", idx))
    else:
        fo.write(struct.pack("i", 0))

    # 4. weights
    fo.write(struct.pack("i", len(dict)))
    for key in dict:
        ori_data_type = 0
        ori_np_data_type = np.float32
        cur_weight_type = 0
        if key.endswith(".weight") and ("proj" in key or "W_pack" in key):
            cur_weight_type = fastllm_weight_type_dict["linear"]
        cur = dict[key].numpy().astype(ori_np_data_type)
        writeString(fo, key)
        fo.write(struct.pack("i", len(cur.shape)))
        for i in cur.shape:
            fo.write(struct.pack("i", i))
        if dtype == "float16" and cur_weight_type != 0:
            write_float16(fo, cur)
        else:
            write_float32(fo, cur)
    fo.close()
