import os

import folder_paths

from .audio_utils import save_wav_preview
from .base_vibevoice import BaseVibeVoiceNode, MODEL_CONFIGS


class VibeVoiceSingleSpeakerNode(BaseVibeVoiceNode):
    @classmethod
    def INPUT_TYPES(cls):
        return {
            "required": {
                "text": ("STRING", {"multiline": True, "default": "Hello, this is a test of VibeVoice."}),
                "model": (list(MODEL_CONFIGS.keys()), {"default": "VibeVoice-1.5B"}),
                "attention_type": (["auto", "eager", "sdpa", "flash_attention_2"], {"default": "sdpa"}),
                "cfg_scale": ("FLOAT", {"default": 1.3, "min": 1.0, "max": 2.0, "step": 0.05}),
                "seed": ("INT", {"default": 42, "min": 0, "max": 2**32 - 1}),
                "diffusion_steps": ("INT", {"default": 20, "min": 5, "max": 100}),
                "temperature": ("FLOAT", {"default": 0.95, "min": 0.0, "max": 2.0}),
                "top_p": ("FLOAT", {"default": 0.95, "min": 0.1, "max": 1.0}),
            },
            "optional": {"voice_to_clone": ("AUDIO",)},
        }

    RETURN_TYPES = ("AUDIO",)
    RETURN_NAMES = ("audio",)
    FUNCTION = "generate_speech"
    CATEGORY = "VibeVoiceWrapper"

    def generate_speech(self, text, model, attention_type, cfg_scale, seed, diffusion_steps, temperature, top_p,
                        voice_to_clone=None):
        self.load_model(model, attention_type)
        voice_samples = []
        if voice_to_clone is not None:
            voice_samples = [voice_to_clone["waveform"].squeeze().float().numpy()]
        formatted_text = "Speaker 1: " + text.strip()
        audio = self.generate_with_vibevoice(formatted_text, voice_samples, cfg_scale, seed, diffusion_steps,
                                             temperature, top_p)
        preview_path = os.path.join(folder_paths.get_temp_directory(), f"vibevoice_{seed}.wav")
        save_wav_preview(audio, preview_path)
        return (audio,)


NODE_CLASS_MAPPINGS = {"VibeVoiceSingleSpeakerNode": VibeVoiceSingleSpeakerNode}
NODE_DISPLAY_NAME_MAPPINGS = {"VibeVoiceSingleSpeakerNode": "VibeVoice Single Speaker"}
