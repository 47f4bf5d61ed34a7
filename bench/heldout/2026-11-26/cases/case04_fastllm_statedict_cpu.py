# source: https://github.com/ztxz16/fastllm/issues/231
# expect: none
# why: the baichuan script does model.to("cpu") first; state_dict() values are detached fp16 CPU tensors, so .numpy() works
import struct

import numpy as np
import torch
from transformers import AutoModelForCausalLM


def tofile(export_path, model, dtype="float16"):
    ori_np_data_type = np.float16 if dtype == "float16" else np.float32
    state = model.state_dict()
    with open(export_path, "wb") as fo:
        fo.write(struct.pack("i", len(state)))
        for key in state:
            cur = state[key].numpy().astype(ori_np_data_type)
            fo.write(struct.pack("i", len(key)))
            fo.write(key.encode())
            fo.write(cur.data)


if __name__ == "__main__":
    model = AutoModelForCausalLM.from_pretrained(
        "baichuan-inc/Baichuan-13B-Chat", trust_remote_code=True, torch_dtype=torch.float16
    )
    model = model.to("cpu").eval()
    tofile("baichuan-13b-fp16.flm", model, dtype="float16")
