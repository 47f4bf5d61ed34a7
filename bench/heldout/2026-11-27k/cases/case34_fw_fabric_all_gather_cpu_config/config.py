# The ECG classifier is small: it trains on the CPU partition (4 processes, gloo), not on the GPU nodes.
ACCELERATOR = "cpu"
DEVICES = 4
STRATEGY = "ddp"
PRECISION = "32-true"

BATCH_SIZE = 256
EPOCHS = 20
LR = 3e-4
CLASS_NAMES = ["normal", "supraventricular", "ventricular", "fusion", "unknown"]
