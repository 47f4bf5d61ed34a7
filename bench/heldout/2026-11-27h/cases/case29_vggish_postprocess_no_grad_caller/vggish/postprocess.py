# expect: none
# source: https://github.com/harritaylor/torchvggish/issues/4 ("PCA post-processing removes gradient from embeddings": the port applied the released PCA/quantization with NumPy on the output embeddings)
# note: Postprocessor.postprocess converts its argument with np.asarray; its only caller, extract.py, builds the VGGish model on the CPU (vggish/model.py never moves it) and calls postprocess inside `with torch.no_grad()`, so the embeddings are CPU float32 tensors without grad and the conversion is valid.
import numpy as np

QUANTIZE_MIN_VAL = -2.0
QUANTIZE_MAX_VAL = +2.0


class Postprocessor:
    """PCA whitening + clipping + 8-bit quantization, as in the AudioSet release."""

    def __init__(self, pca_params_path):
        params = np.load(pca_params_path)
        self._pca_matrix = params["pca_eigen_vectors"]
        self._pca_means = params["pca_means"].reshape(-1, 1)

    def postprocess(self, embeddings_batch):
        emb = np.asarray(embeddings_batch, dtype=np.float32)
        pca_applied = np.dot(self._pca_matrix, (emb.T - self._pca_means)).T
        clipped = np.clip(pca_applied, QUANTIZE_MIN_VAL, QUANTIZE_MAX_VAL)
        quantized = np.round((clipped - QUANTIZE_MIN_VAL) * (255.0 / (QUANTIZE_MAX_VAL - QUANTIZE_MIN_VAL)))
        return quantized.astype(np.uint8)
