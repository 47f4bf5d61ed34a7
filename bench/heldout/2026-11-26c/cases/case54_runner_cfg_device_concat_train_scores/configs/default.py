"""Default experiment configuration (overridden by YAML files in configs/)."""
DEVICE = "cuda:0"
SEED = 42
EPOCHS = 40
LR = 3e-4
WEIGHT_DECAY = 1e-5
BATCH_SIZE = 32
NUM_WORKERS = 8
LOG_INTERVAL = 50
OUTPUT_DIR = "runs/default"
