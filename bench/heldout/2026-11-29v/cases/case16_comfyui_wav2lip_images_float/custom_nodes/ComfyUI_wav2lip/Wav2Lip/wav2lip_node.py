import wave

import numpy as np


def _audio_frames(audio_path, fps=25):
    with wave.open(audio_path, "rb") as f:
        n = f.getnframes()
        rate = f.getframerate()
    return max(1, int(n / rate * fps))


def wav2lip_(images, audio_path, face_detect_batch, mode):
    """Lip-sync a list of HxWx3 uint8 frames to the audio (the face detector and the GAN are left out)."""
    n_out = _audio_frames(audio_path)
    out = []
    for k in range(n_out):
        if mode == "sequential":
            idx = min(k, len(images) - 1)
        else:
            period = max(1, 2 * len(images) - 2)
            idx = k % period
            idx = idx if idx < len(images) else period - idx
        frame = images[idx].copy()
        h, w = frame.shape[:2]
        mouth = frame[int(h * 0.65):int(h * 0.85), int(w * 0.35):int(w * 0.65)]
        mouth[:] = np.clip(mouth.astype(np.int16) + (k % 5) * 3, 0, 255).astype(np.uint8)
        out.append(frame)
    return out
