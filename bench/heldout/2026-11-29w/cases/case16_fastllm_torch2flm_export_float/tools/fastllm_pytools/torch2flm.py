# expect: none
# source: https://github.com/ztxz16/fastllm/issues/229 ("Got an error \"TypeError: Got unsupported ScalarType BFloat16\" when convert model to flm": "I want to convert  codegeex2 to flm model with chatglm_export.py. But got an error \"TypeError: Got unsupported ScalarType BFloat16\". What can i do to fix it？"; reply: "我也遇到了这个问题，加一行model = model.half()目前解决了这个问题" (adding `model = model.half()` works around it))
# note: fastllm's export path, reconstructed: `tools/scripts/chatglm_export.py` (here loading CodeGeeX2 in bfloat16, as the reporter's model came out) hands the Hugging Face model to `torch2flm.tofile`, which walks `model.state_dict()` and converts every weight with `dict[key].numpy().astype(ori_np_data_type)` (the line as quoted in the same tool's traceback in fastllm issue #231); for bfloat16 weights `.numpy()` raises "Got unsupported ScalarType BFloat16" before `astype` can cast. The model stays on the CPU, so only the dtype matters. The thread's workaround changes the caller (`model = model.half()`); this set keeps caller files identical between twins, so the twin casts in `tofile` instead (see README). Traps: the NumPy `astype(np.float16)` / int8 quantisation of the already-converted array, `struct.pack` of Python ints, the tokenizer vocabulary written from Python strings, and `model.config.__dict__`. Header `tools/fastllm_pytools/torch2flm.py`. Twin: each weight is cast with `.float()` before `.numpy()` (a cast in `tofile`, not the thread's `model = model.half()` in the caller).
import struct

import numpy as np
import torch

fastllm_data_type_dict = {
    "int4": 8,
    "int8": 3,
    "float16": 7,
    "float32": 0,
}
fastllm_weight_type_dict = {
    "linear": 1,
    "embedding": 2,
    "QuantizedLinear": 111,
}


def write_int8(fo, v):
    c_max = np.expand_dims(np.abs(v).max(axis=-1), -1).clip(0.1, 1e100)
    c_scale = c_max / 127.0
    v = (v / c_scale + 128.5).clip(1, 255).astype(np.uint8)
    fo.write(struct.pack('i', 3))
    fo.write(struct.pack('i', 0))
    for i in range(c_max.shape[0]):
        fo.write(struct.pack('f', -c_max[i][0]))
        fo.write(struct.pack('f', c_max[i][0]))
    fo.write(v.data)


def write_str(fo, s):
    fo.write(struct.pack('i', len(s)))
    for c in s:
        fo.write(struct.pack('i', c))


def tofile(exportPath,
           model,
           tokenizer=None,
           pre_prompt=None,
           user_role=None,
           bot_role=None,
           history_sep=None,
           dtype="float16"):
    if (dtype not in fastllm_data_type_dict):
        print("dtype should in ", list(fastllm_data_type_dict.keys()))
        exit(0)

    dict = model.state_dict()
    fo = open(exportPath, "wb")

    # 0. version id
    fo.write(struct.pack('i', 2))

    # 0.1 model info
    modelInfo = model.config.__dict__
    if ("model_type" not in modelInfo):
        print("unknown model_type.")
        exit(0)
    if (pre_prompt):
        modelInfo["pre_prompt"] = pre_prompt
    if (user_role):
        modelInfo["user_role"] = user_role
    if (bot_role):
        modelInfo["bot_role"] = bot_role
    if (history_sep):
        modelInfo["history_sep"] = history_sep

    fo.write(struct.pack('i', len(modelInfo)))
    for it in modelInfo.keys():
        write_str(fo, str(it).encode())
        write_str(fo, str(modelInfo[it]).encode())

    weight_type_dict = {}
    for key, m in model.named_modules():
        if (str(type(m)).find("QuantizedLinear") != -1):
            weight_type_dict[key + ".weight"] = "QuantizedLinear"
        if (isinstance(m, torch.nn.Linear)):
            weight_type_dict[key + ".weight"] = "linear"
        if (isinstance(m, torch.nn.Embedding)):
            weight_type_dict[key] = "embedding"

    # 1. vocab
    if (tokenizer):
        vocab = tokenizer.get_vocab()
        fo.write(struct.pack('i', len(vocab)))
        for v, token_id in vocab.items():
            s = v.encode()
            fo.write(struct.pack('i', len(s)))
            for c in s:
                fo.write(struct.pack('i', c))
            fo.write(struct.pack('i', token_id))
            fo.write(struct.pack('f', 1.0))
    else:
        fo.write(struct.pack('i', 0))

    # 2. weight
    fo.write(struct.pack('i', len(dict)))
    tot = 0
    for key in dict:
        ori_data_type = 0
        ori_np_data_type = np.float32
        cur_weight_type = 0
        if (key in weight_type_dict and weight_type_dict[key] in fastllm_weight_type_dict):
            cur_weight_type = fastllm_weight_type_dict[weight_type_dict[key]]
        to_data_type = 0

        if (cur_weight_type == 1):
            to_data_type = fastllm_data_type_dict[dtype]
            if (to_data_type == 7):
                ori_data_type = 7
                ori_np_data_type = np.float16

        cur = dict[key].float().numpy().astype(ori_np_data_type)

        fo.write(struct.pack('i', len(key)))
        fo.write(key.encode())
        fo.write(struct.pack('i', len(cur.shape)))
        for i in cur.shape:
            fo.write(struct.pack('i', i))
        if (to_data_type == 3):
            write_int8(fo, cur)
        else:
            fo.write(struct.pack('i', to_data_type))
            fo.write(cur.data)
        tot += 1
        print("output (", tot, "/", len(dict), end=" )\r")
    print("\nfinish.")
    fo.close()
