import gc
import logging
import os

import torch

logger = logging.getLogger("VibeVoice")

MODEL_CONFIGS = {
    "VibeVoice-1.5B": {"repo_id": "microsoft/VibeVoice-1.5B"},
    "VibeVoice-Large": {"repo_id": "aoi-ot/VibeVoice-Large"},
}


class BaseVibeVoiceNode:
    """Model loading and generation shared by the single- and multi-speaker nodes."""

    def __init__(self):
        self.model = None
        self.processor = None
        self.current_model_path = None
        self.current_attention_type = None

    def load_model(self, model_name: str, attention_type: str = "sdpa"):
        from vvembed.modular.modeling_vibevoice_inference import VibeVoiceForConditionalGenerationInference
        from vvembed.processor.vibevoice_processor import VibeVoiceProcessor

        model_path = MODEL_CONFIGS[model_name]["repo_id"]
        if self.model is not None and self.current_model_path == model_path and self.current_attention_type == attention_type:
            return
        self.free_memory()
        device = "cuda" if torch.cuda.is_available() else "cpu"
        self.processor = VibeVoiceProcessor.from_pretrained(model_path)
        self.model = VibeVoiceForConditionalGenerationInference.from_pretrained(
            model_path,
            torch_dtype=torch.bfloat16,
            device_map=device,
            attn_implementation=attention_type,
        )
        self.model.eval()
        self.current_model_path = model_path
        self.current_attention_type = attention_type
        logger.info("loaded %s (%s) on %s", model_name, attention_type, device)

    def free_memory(self):
        self.model = None
        self.processor = None
        gc.collect()
        if torch.cuda.is_available():
            torch.cuda.empty_cache()

    def generate_with_vibevoice(self, formatted_text, voice_samples, cfg_scale, seed, diffusion_steps, temperature, top_p):
        torch.manual_seed(seed)
        inputs = self.processor([formatted_text], voice_samples=[voice_samples], return_tensors="pt", padding=True)
        inputs = {k: v.to(self.model.device) if torch.is_tensor(v) else v for k, v in inputs.items()}
        self.model.set_ddpm_inference_steps(num_steps=diffusion_steps)
        with torch.no_grad():
            outputs = self.model.generate(
                **inputs,
                max_new_tokens=None,
                cfg_scale=cfg_scale,
                tokenizer=self.processor.tokenizer,
                generation_config={"do_sample": temperature > 0, "temperature": temperature, "top_p": top_p},
            )
        output_waveform = outputs.speech_outputs[0]
        if output_waveform.ndim == 1:
            output_waveform = output_waveform.unsqueeze(0)
        if output_waveform.ndim == 2:
            output_waveform = output_waveform.unsqueeze(0)
        return {"waveform": output_waveform.cpu(), "sample_rate": 24000}
