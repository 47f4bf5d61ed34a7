ACCELERATOR = "cuda"
DEVICES = 4
STRATEGY = "ddp"
PRECISION = "32-true"

BATCH_SIZE = 256
EPOCHS = 20
LR = 3e-4
CLASS_NAMES = ["normal", "supraventricular", "ventricular", "fusion", "unknown"]
