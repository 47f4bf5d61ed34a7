import numpy as np
import soundfile as sf

from inference import TurnDetector


def main(path="samples/utterance.wav"):
    detector = TurnDetector(device="cuda", compile_model=True, warmup=True)
    audio, sr = sf.read(path, dtype="float32")
    if audio.ndim > 1:
        audio = audio.mean(axis=1)
    result = detector.predict(audio, prev_line="What is your phone number", curr_line="My number is 804",
                              return_probs=True)
    print(f"endpoint={result['is_endpoint']} p={result['prob_endpoint']:.3f}")
    silence = np.zeros(16000, dtype=np.float32)
    print("silence endpoint:", detector.predict(silence))


if __name__ == "__main__":
    main()
