# source: https://github.com/tkalayci71/embedding-inspector/issues/22
# expect: none
# why: the embedding rows are read inside torch.no_grad() and moved to CPU, so the plotted tensors need no grad
import matplotlib.pyplot as plt
import torch


def get_embedding_table(text_encoder):
    return text_encoder.transformer.text_model.embeddings.token_embedding.weight


def do_inspect(text_encoder, tokenizer, text, save_path="inspect.png"):
    ids = tokenizer(text, add_special_tokens=False)["input_ids"]
    with torch.no_grad():
        emb_vec = get_embedding_table(text_encoder)[ids].to(device="cpu", dtype=torch.float32)
    x = torch.arange(emb_vec.shape[1], dtype=torch.float32)
    plt.figure(figsize=(12, 4))
    for u in range(len(ids)):
        plt.plot(x.numpy(), emb_vec[u].numpy())
    plt.savefig(save_path)
    plt.close()
    return save_path
