"""Runs py-feat on a folder of dumped video frames, four images at a time.

    python batch_detect.py frames/ results.csv
"""

import glob
import os
import sys

import pandas as pd
from joblib import Parallel, delayed

from feat import Detector

detector = Detector(device="cpu")


def my_func(path):
    try:
        fex = detector.detect_image(path)
    except Exception as e:  # keep going, report which frame failed
        print(f"{path}: {e}", file=sys.stderr)
        raise
    fex["frame"] = os.path.splitext(os.path.basename(path))[0]
    return fex


def main(frames_dir, output_csv, n_jobs=4):
    dump_paths = sorted(glob.glob(os.path.join(frames_dir, "*.jpg")))
    if not dump_paths:
        raise SystemExit(f"no .jpg frames in {frames_dir}")
    results = Parallel(n_jobs=n_jobs, prefer="threads")(
        delayed(my_func)(path) for path in dump_paths
    )
    fex = pd.concat(results, ignore_index=True)
    identity_cols = [c for c in fex.columns if c.startswith("Identity_")]
    print(f"{len(fex)} faces in {len(dump_paths)} frames, "
          f"{len(identity_cols)}-d identity embeddings")
    fex.to_csv(output_csv, index=False)
    return fex


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
