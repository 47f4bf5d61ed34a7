# expect: none
# source: https://github.com/huggingface/transformers (tests/test_modeling_tf_common.py, PT/TF equivalence check: tf outputs via .numpy(), pt outputs via .detach().to("cpu").numpy())
# note: `tf_logits.numpy()` is a TensorFlow EagerTensor method (the file also imports torch); the PyTorch model may be on cuda but its
#       logits are computed under no_grad and copied with .to("cpu") before .numpy().
import numpy as np
import tensorflow as tf
import torch
from transformers import BertForSequenceClassification, TFBertForSequenceClassification

torch_device = "cuda" if torch.cuda.is_available() else "cpu"


def check_pt_tf_equivalence(name="bert-base-uncased", tol=1e-4):
    pt_model = BertForSequenceClassification.from_pretrained(name).to(torch_device).eval()
    tf_model = TFBertForSequenceClassification.from_pretrained(name, from_pt=True)

    input_ids = np.random.randint(0, 1000, size=(2, 16), dtype=np.int64)
    tf_inputs = {"input_ids": tf.constant(input_ids)}
    pt_inputs = {"input_ids": torch.from_numpy(input_ids).to(torch_device)}

    tf_outputs = tf_model(tf_inputs, training=False)
    with torch.no_grad():
        pt_outputs = pt_model(**pt_inputs)

    tf_logits = tf_outputs.logits.numpy()
    pt_logits = pt_outputs.logits.detach().to("cpu").numpy()
    max_diff = np.amax(np.abs(tf_logits - pt_logits))
    assert max_diff <= tol, f"max diff {max_diff}"
    return float(max_diff)
