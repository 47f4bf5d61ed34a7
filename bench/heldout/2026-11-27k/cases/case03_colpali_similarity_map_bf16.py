# expect: TL004
# source: https://github.com/illuin-tech/colpali/pull/4 ("Bfloat16 to float32 to avoid issues with numpy": "`attention_map_normalized` is a torch `Bfloat16`. Converting to `float32` fixes possible issues when calling `numpy()`.")
# note: reconstruction of the interpretability script before that PR: ColPali is loaded with torch_dtype=torch.bfloat16 on cuda and run under no_grad, so the query/image patch embeddings, their einsum and the min-max normalised attention map are bfloat16; `.cpu()` copies the map to the host but `.numpy()` raises "Got unsupported ScalarType BFloat16". The token strings and the `.tolist()` of the bf16 max scores are valid.
import argparse

import matplotlib.pyplot as plt
import torch
from PIL import Image

from colpali_engine.models import ColPali, ColPaliProcessor


def normalize_attention_map(attention_map):
    amin = attention_map.amin(dim=(-2, -1), keepdim=True)
    amax = attention_map.amax(dim=(-2, -1), keepdim=True)
    return (attention_map - amin) / (amax - amin + 1e-6)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="vidore/colpali-v1.2")
    parser.add_argument("--image", required=True)
    parser.add_argument("--query", required=True)
    parser.add_argument("--out", default="attention_map.png")
    args = parser.parse_args()

    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = ColPali.from_pretrained(args.model, torch_dtype=torch.bfloat16).to(device).eval()
    processor = ColPaliProcessor.from_pretrained(args.model)

    image = Image.open(args.image).convert("RGB")
    batch_images = processor.process_images([image]).to(device)
    batch_queries = processor.process_queries([args.query]).to(device)
    with torch.no_grad():
        image_embeddings = model(**batch_images)
        query_embeddings = model(**batch_queries)

    n_patches = processor.get_n_patches(image.size, patch_size=model.patch_size)
    image_mask = processor.get_image_mask(batch_images)
    patches = image_embeddings[0][image_mask[0]].view(n_patches[0], n_patches[1], -1)
    attention_map = torch.einsum("qd,hwd->qhw", query_embeddings[0], patches)
    attention_map_normalized = normalize_attention_map(attention_map)

    tokens = processor.tokenizer.convert_ids_to_tokens(batch_queries["input_ids"][0])
    max_scores = attention_map.amax(dim=(-2, -1)).tolist()
    print({tok: round(s, 3) for tok, s in zip(tokens, max_scores)})

    heatmap = attention_map_normalized.mean(dim=0).cpu().numpy()
    plt.imshow(image.resize((n_patches[1] * 14, n_patches[0] * 14)))
    plt.imshow(heatmap, cmap="magma", alpha=0.5, extent=(0, n_patches[1] * 14, n_patches[0] * 14, 0))
    plt.axis("off")
    plt.savefig(args.out, bbox_inches="tight")


if __name__ == "__main__":
    main()
