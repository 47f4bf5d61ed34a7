# expect: TL003
# source: https://github.com/ContextLab/data-wrangler/issues/24
import pandas as pd
import torch
from transformers import AutoModel, AutoTokenizer

from config import DEVICE, MODEL_NAME

tokenizer = AutoTokenizer.from_pretrained(MODEL_NAME)
model = AutoModel.from_pretrained(MODEL_NAME).to(DEVICE).eval()


def embed_texts(texts):
    batch = tokenizer(texts, padding=True, truncation=True, return_tensors="pt").to(DEVICE)
    with torch.no_grad():
        hidden = model(**batch).last_hidden_state
    mask = batch["attention_mask"].unsqueeze(-1).float()
    pooled = (hidden * mask).sum(1) / mask.sum(1)
    return pd.DataFrame(pooled, index=texts)


if __name__ == "__main__":
    df = embed_texts(["a cat sat on the mat", "dogs chase cats", "stock prices fell"])
    print(df.shape)
