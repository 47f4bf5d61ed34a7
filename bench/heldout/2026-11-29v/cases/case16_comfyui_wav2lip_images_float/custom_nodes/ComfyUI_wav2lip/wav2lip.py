# expect: none
# source: https://github.com/ShmuelRonen/ComfyUI_wav2lip/issues/59 ("TypeError: Got unsupported ScalarType BFloat16": the ComfyUI traceback runs through `execution.py` "line 277, in process_inputs result = f(**inputs)" into `/workspace/ComfyUI/custom_nodes/ComfyUI_wav2lip/wav2lip.py`)
# note: the Wav2Lip ComfyUI node fed by a video model's decoder, reconstructed: `run_workflow.py` decodes the latents with the `VideoVAEDecode` node of another custom node pack (`custom_nodes/video_vae_decode/nodes.py`), whose VAE runs in `torch.bfloat16` and hands back its frames with `.cpu()` but still in bfloat16; `Wav2Lip.todo` turns every frame into a NumPy image with `i.numpy()`, which raises "Got unsupported ScalarType BFloat16". The failing line is taken from the stored node file (`in_img = i.numpy().squeeze()` in `todo`); the bf16 upstream node is this case's reconstruction of the reported workflow. Traps: the audio waveform is converted with `.float().numpy()`, `process_audio` and the output frames are NumPy arrays, and the result is built back with `torch.from_numpy`. Header `custom_nodes/ComfyUI_wav2lip/wav2lip.py`. Twin: each frame is upcast with `.float()` before `.numpy()`.
import os
import tempfile
import wave

import numpy as np
import torch

from custom_nodes.ComfyUI_wav2lip.Wav2Lip.wav2lip_node import wav2lip_


def process_audio(waveform, sample_rate, target_rate=16000):
    audio_array = waveform.mean(dim=0).float().numpy()  # mono
    if sample_rate != target_rate:
        duration = audio_array.shape[0] / sample_rate
        new_len = int(duration * target_rate)
        audio_array = np.interp(np.linspace(0, audio_array.shape[0] - 1, new_len), np.arange(audio_array.shape[0]), audio_array)
    return audio_array.astype(np.float32)


def write_wav(path, audio_array, samplerate=16000):
    pcm = (np.clip(audio_array, -1.0, 1.0) * 32767).astype(np.int16)
    with wave.open(path, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(samplerate)
        f.writeframes(pcm.tobytes())


class Wav2Lip:
    @classmethod
    def INPUT_TYPES(s):
        return {
            "required": {
                "images": ("IMAGE",),
                "mode": (["sequential", "repetitive"], {"default": "sequential"}),
                "face_detect_batch": ("INT", {"default": 8, "min": 1, "max": 100}),
                "audio": ("AUDIO",),
            },
        }

    RETURN_TYPES = ("IMAGE", "AUDIO",)
    RETURN_NAMES = ("images", "audio",)
    FUNCTION = "todo"
    CATEGORY = "ComfyUI/Wav2Lip"

    def todo(self, images, mode, face_detect_batch, audio=None):
        in_img_list = []
        for i in images:
            in_img = i.float().numpy().squeeze()
            in_img = (in_img * 255).astype(np.uint8)
            in_img_list.append(in_img)

        if audio is None or "waveform" not in audio:
            raise ValueError("Valid audio input is required.")

        waveform = audio["waveform"].squeeze(0)
        audio_data = process_audio(waveform, audio["sample_rate"])

        with tempfile.NamedTemporaryFile(delete=False, suffix=".wav") as temp_audio:
            temp_audio_path = temp_audio.name
        write_wav(temp_audio_path, audio_data, samplerate=16000)

        out_img_list = wav2lip_(in_img_list, temp_audio_path, face_detect_batch, mode)
        os.unlink(temp_audio_path)

        out_tensor_list = []
        for i in out_img_list:
            out_img = i.astype(np.float32) / 255.0
            out_img = torch.from_numpy(out_img)
            out_tensor_list.append(out_img)

        images = torch.stack(out_tensor_list, dim=0)
        return (images, audio,)


NODE_CLASS_MAPPINGS = {"Wav2Lip": Wav2Lip}
NODE_DISPLAY_NAME_MAPPINGS = {"Wav2Lip": "Wav2Lip"}
