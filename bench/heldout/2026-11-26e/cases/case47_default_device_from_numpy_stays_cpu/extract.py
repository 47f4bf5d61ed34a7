import numpy as np

from audiofeat import normalize_features

if __name__ == "__main__":
    feats = np.load("mfcc.npy")
    np.save("mfcc_norm.npy", normalize_features(feats))
