"""Run configuration for DDPO fine-tuning with an aesthetic reward."""
import torch

PRETRAINED_MODEL = "runwayml/stable-diffusion-v1-5"
MIXED_PRECISION = "bf16"
# reward model and frozen encoders run in the training precision
INFERENCE_DTYPE = torch.bfloat16
DEVICE = torch.device("cuda" if torch.cuda.is_available() else "cpu")
SAMPLE_BATCH_SIZE = 8
NUM_EPOCHS = 100
ADV_CLIP_MAX = 5.0
CLIP_EMBED_DIM = 768
