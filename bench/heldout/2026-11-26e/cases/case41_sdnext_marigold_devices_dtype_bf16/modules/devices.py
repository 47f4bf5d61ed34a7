import torch

cpu = torch.device("cpu")
if torch.cuda.is_available():
    device = torch.device("cuda")
    dtype = torch.bfloat16 if torch.cuda.is_bf16_supported() else torch.float16
else:
    device = cpu
    dtype = torch.float32
