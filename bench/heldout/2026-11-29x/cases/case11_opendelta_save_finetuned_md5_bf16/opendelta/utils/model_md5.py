# expect: TL004
# source: https://github.com/thunlp/OpenDelta/issues/80 ("Got unsupported ScalarType BFloat16 when saving delta tuned model": "When training MiniCPM (https://huggingface.co/openbmb/MiniCPM-2B-sft-bf16/) using OpenDelta, I ran into a type conversion error when saving the model delta_model.save_finetuned(\"./delta_model\"): File \"/opendelta/utils/model_md5.py\", line 26, in gen_parameter_hash md5.update(x.cpu().numpy().data.tobytes()) TypeError: Got unsupported ScalarType BFloat16 / I fixed it locally importing torch and modifying the line to md5.update(x.cpu().to(torch.float32).numpy().data.tobytes())")
# note: OpenDelta's model hashing (`opendelta/utils/model_md5.py`) with the save path that calls it and a LoRA fine-tuning script for a bf16 checkpoint, reconstructed and reduced: the MiniCPM-2B-sft-bf16 backbone is a small causal-LM stand-in in `examples/tiny_minicpm.py` that the script loads and casts with `.to(torch.bfloat16)` (as `from_pretrained(..., torch_dtype=torch.bfloat16)` would), `LoraModel` adds LoRA matrices in the backbone's dtype, and `save_finetuned` in `opendelta/basemodel.py` records `gen_model_hash(self.backbone_model)`, which walks `model.parameters()` and hashes `x.cpu().numpy()` of each parameter's `.data`; the first bf16 weight raises. Traps: `arg.data` (no grad), the `.cpu()` before `.numpy()` (CPU-only script anyway), the `hasattr` branches that never run for tensors, `str(model)` hashed as UTF-8, and the state dict saved with `torch.save` (no NumPy).
import hashlib


def gen_model_hash(model, with_parameters=True):
    r"""Get model hash (structure and parameter)
    """
    str_model_structure = str(model).replace("\n", "").replace(" ", "").replace("\t", "").encode('utf-8')
    md5 = hashlib.md5(str_model_structure)

    if with_parameters:
        md5 = gen_parameter_hash(model.parameters(), md5=md5)

    md5_code = md5.hexdigest()
    return md5_code


def gen_parameter_hash(generator, md5=None):
    r"""Get parameter hash.
    """
    if md5 is None:
        md5 = hashlib.md5()
    for arg in generator:
        x = arg.data
        if hasattr(x, "cpu"):
            md5.update(x.cpu().numpy().data.tobytes())
        elif hasattr(x, "numpy"):
            md5.update(x.numpy().data.tobytes())
        elif hasattr(x, "data"):
            md5.update(x.data.tobytes())
        else:
            try:
                md5.update(x.encode("utf-8"))
            except Exception:
                md5.update(str(x).encode("utf-8"))
    return md5
