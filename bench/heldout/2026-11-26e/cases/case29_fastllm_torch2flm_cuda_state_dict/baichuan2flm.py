import sys

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer
from transformers.generation.utils import GenerationConfig

from fastllm_pytools import torch2flm

if __name__ == "__main__":
    modelpath = "baichuan-inc/Baichuan2-7B-Chat"
    tokenizer = AutoTokenizer.from_pretrained(modelpath, use_fast=False, trust_remote_code=True)
    model = AutoModelForCausalLM.from_pretrained(modelpath, torch_dtype=torch.float32, trust_remote_code=True)
    # the reporter's copy loads the model onto the GPU (to try it first) instead of the upstream model.to("cpu")
    model = model.cuda()
    model.generation_config = GenerationConfig.from_pretrained(modelpath)
    dtype = sys.argv[2] if len(sys.argv) >= 3 else "float16"
    exportPath = sys.argv[1] if len(sys.argv) >= 2 else "baichuan2-7b-" + dtype + ".flm"
    torch2flm.tofile(exportPath, model, tokenizer, dtype=dtype)
