# source: https://github.com/InternLM/lmdeploy/pull/2472
# expect: none
# why: the merged fix: _logits.float().cpu() before any NumPy use, so bfloat16 engine logits convert fine
import numpy as np
import torch


def get_ppl(engine, input_ids_list, max_input_len=4096):
    result = []
    for input_ids in input_ids_list:
        with torch.no_grad():
            _logits = engine.get_logits(torch.tensor(input_ids).cuda().unsqueeze(0))  # bfloat16 on cuda
        _logits = _logits.float().cpu()
        target = torch.tensor(input_ids[1:])
        logp = torch.log_softmax(_logits[0, :-1], dim=-1)
        nll = -logp.gather(1, target.unsqueeze(1)).squeeze(1)
        result.append(float(np.exp(nll.numpy().mean())))
    return result
