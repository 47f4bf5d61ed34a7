"""The workflow: load the voice model in bf16 on the accelerator, synthesize, save with the node."""
import torch

from tts_model import TTSModel
from nodes import SaveSpeechNode

device = "cuda" if torch.cuda.is_available() else "cpu"


def main():
    tts = TTSModel.from_pretrained("vibevoice-stand-in", device=device, torch_dtype=torch.bfloat16)
    audio = tts.generate("Hello from a bfloat16 voice model.")
    result = SaveSpeechNode().save_audio(audio, filename_prefix="hello")
    print(result)


if __name__ == "__main__":
    main()
