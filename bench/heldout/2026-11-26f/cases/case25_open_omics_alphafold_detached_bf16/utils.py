# expect: TL004
# source: https://github.com/IntelLabs/open-omics-alphafold/issues/9
# note: `detached` as in the traceback (`return x.detach().cpu().numpy()` -> "Got unsupported ScalarType BFloat16"); reconstruction of the caller: with AF2_BF16=1, run_pretrained.py runs the model under CPU autocast(dtype=torch.bfloat16) and passes the head outputs here. Device and grad are handled by detach()/cpu(); only the dtype is wrong.
def detached(x):
    return x.detach().cpu().numpy()
