# source: https://github.com/ztxz16/fastllm/issues/231
# expect: TL001
# why: the model was put on cuda, its state_dict tensors live on cuda:0, and dict[key].numpy() has no .cpu()
import struct

import numpy as np
import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

fastllm_data_type_dict = {"int4": 8, "int8": 3, "float16": 7, "float32": 0}


def tofile(export_path, model, tokenizer=None, dtype="float16"):
    ori_np_data_type = np.float16 if dtype == "float16" else np.float32
    state = model.state_dict()
    with open(export_path, "wb") as fo:
        fo.write(struct.pack("i", 2))
        fo.write(struct.pack("i", len(state)))
        for key in state:
            cur = state[key].numpy().astype(ori_np_data_type)
            fo.write(struct.pack("i", len(key)))
            fo.write(key.encode())
            fo.write(struct.pack("i", len(cur.shape)))
            for axis in cur.shape:
                fo.write(struct.pack("i", axis))
            fo.write(struct.pack("i", fastllm_data_type_dict[dtype]))
            fo.write(cur.data)


if __name__ == "__main__":
    path = "baichuan-inc/Baichuan2-7B-Chat"
    tokenizer = AutoTokenizer.from_pretrained(path, trust_remote_code=True)
    model = AutoModelForCausalLM.from_pretrained(path, trust_remote_code=True, torch_dtype=torch.float16)
    model = model.cuda().eval()
    tofile("baichuan2-7b-fp16.flm", model, tokenizer, dtype="float16")
