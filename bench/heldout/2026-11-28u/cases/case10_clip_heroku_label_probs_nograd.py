# expect: none
# source: https://github.com/openai/CLIP/issues/16 ("RuntimeError: Cannot call numpy() on Tensor that requires grad": "When running the first usage example on a machine without GPU ([on Heroku](https://github.com/woctezuma/heroku-clip)), I have encountered an error message" ... "changed this line from: `probs = logits_per_image.softmax(dim=-1).cpu().numpy()` to: `probs = logits_per_image.softmax(dim=-1).cpu().detach().numpy()`"; jongwook: "That's strange, since `torch.no_grad()` should ...")
# note: the CLIP zero-shot classifier served from a small Flask app as in the Heroku deployment, reconstructed: the README's `torch.no_grad()` block did not survive the move into `classify_image()`, which the request handler calls directly, so the image/text forward pass records the graph and `.cpu().numpy()` of the softmax raises the requires-grad error (on Heroku's CPU as on the GPU, since `.cpu()` is already there). Labels and the uploaded image are Python/PIL objects; the returned scores are built from the NumPy array with `float()`. Twin: the request handler calls `classify_image()` inside `torch.no_grad()`, so the conversion in the callee is fine although the callee itself has no guard.
import io
import os

import clip
import torch
from flask import Flask, jsonify, request
from PIL import Image

app = Flask(__name__)

device = "cuda" if torch.cuda.is_available() else "cpu"
model, preprocess = clip.load(os.environ.get("CLIP_MODEL", "ViT-B/32"), device=device)

DEFAULT_LABELS = ["a diagram", "a dog", "a cat"]


def parse_labels(raw):
    if not raw:
        return DEFAULT_LABELS
    labels = [label.strip() for label in raw.split(",")]
    return [label for label in labels if label]


def classify_image(image_bytes, labels):
    image = preprocess(Image.open(io.BytesIO(image_bytes)).convert("RGB")).unsqueeze(0).to(device)
    text = clip.tokenize(labels).to(device)

    image_features = model.encode_image(image)
    text_features = model.encode_text(text)

    logits_per_image, logits_per_text = model(image, text)
    probs = logits_per_image.softmax(dim=-1).cpu().numpy()

    ranked = sorted(zip(labels, probs[0]), key=lambda pair: pair[1], reverse=True)
    return {
        "labels": [label for label, _ in ranked],
        "scores": [float(score) for _, score in ranked],
        "embedding_dim": int(image_features.shape[-1]),
        "n_prompts": int(text_features.shape[0]),
    }


@app.route("/", methods=["GET"])
def index():
    return jsonify({"model": os.environ.get("CLIP_MODEL", "ViT-B/32"), "device": device})


@app.route("/classify", methods=["POST"])
def classify():
    if "image" not in request.files:
        return jsonify({"error": "no image uploaded"}), 400
    image_bytes = request.files["image"].read()
    labels = parse_labels(request.form.get("labels"))
    with torch.no_grad():
        result = classify_image(image_bytes, labels)
    return jsonify(result)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=int(os.environ.get("PORT", 5000)))
