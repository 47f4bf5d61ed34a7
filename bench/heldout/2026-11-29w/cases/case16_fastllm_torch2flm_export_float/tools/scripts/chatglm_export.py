import sys

import torch
from transformers import AutoModel, AutoTokenizer

from fastllm_pytools import torch2flm

if __name__ == "__main__":
    model_path = "THUDM/codegeex2-6b"
    tokenizer = AutoTokenizer.from_pretrained(model_path, trust_remote_code=True)
    model = AutoModel.from_pretrained(model_path, trust_remote_code=True, torch_dtype=torch.bfloat16)
    model = model.eval()

    dtype = sys.argv[2] if len(sys.argv) >= 3 else "float16"
    exportPath = sys.argv[1] if len(sys.argv) >= 2 else "chatglm-6b-" + dtype + ".flm"
    torch2flm.tofile(exportPath, model, tokenizer, dtype=dtype)
