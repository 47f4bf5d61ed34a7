import os

# The scoring service runs on CPU-only instances; GPU inference is a separate deployment.
DEVICE = os.environ.get("SCORER_DEVICE", "cpu")
if DEVICE not in ("cpu",):
    raise ValueError(f"this image is built without CUDA; SCORER_DEVICE={DEVICE!r} is not supported")

CHECKPOINT = os.environ.get("SCORER_CHECKPOINT", "artifacts/churn_mlp.pt")
FEATURES = ["tenure", "monthly_charges", "total_charges", "num_tickets", "contract_months"]
THRESHOLD = float(os.environ.get("SCORER_THRESHOLD", "0.5"))
BATCH_LIMIT = 1024
