# expect: none
# source: https://github.com/coqui-ai/TTS/pull/742 ("Fix GPU inference": with `tts --use_cuda true`, TTS/utils/synthesizer.py line 254 `mel_postnet_spec = outputs["outputs"]["model_outputs"][0].detach().numpy()` raises "TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.")
# note: the Synthesizer class reconstructed around the line the PR fixes. `_load_tts` moves the TTS model with `.cuda()` when `use_cuda`, so the model outputs live on the GPU; `.detach()` handles grad but not the device, and `.numpy()` of the mel spectrogram raises. The vocoder path already does `.cpu()`; speaker ids and the input ids are built on the CPU and moved; the waveform returned by the vocoder is converted after `.cpu()`. Twin: `.detach().cpu().numpy()`, as the PR does.
import time
from typing import List

import numpy as np
import torch

from TTS.tts.models import setup_model as setup_tts_model
from TTS.tts.utils.text import text_to_sequence
from TTS.utils.audio import AudioProcessor
from TTS.vocoder.models import setup_model as setup_vocoder_model


class Synthesizer(object):
    def __init__(self, tts_checkpoint, tts_config, vocoder_checkpoint=None, vocoder_config=None, use_cuda=False):
        self.tts_checkpoint = tts_checkpoint
        self.tts_config = tts_config
        self.use_cuda = use_cuda
        self.vocoder_model = None
        self.output_sample_rate = tts_config.audio["sample_rate"]
        if self.use_cuda:
            assert torch.cuda.is_available(), "CUDA is not availabe on this machine."
        self._load_tts(tts_checkpoint, tts_config, use_cuda)
        if vocoder_checkpoint:
            self._load_vocoder(vocoder_checkpoint, vocoder_config, use_cuda)

    def _load_tts(self, tts_checkpoint, tts_config, use_cuda):
        self.ap = AudioProcessor(verbose=False, **tts_config.audio)
        self.tts_model = setup_tts_model(config=tts_config)
        self.tts_model.load_checkpoint(tts_config, tts_checkpoint, eval=True)
        if use_cuda:
            self.tts_model.cuda()

    def _load_vocoder(self, model_file, model_config, use_cuda):
        self.vocoder_ap = AudioProcessor(verbose=False, **model_config.audio)
        self.vocoder_model = setup_vocoder_model(model_config)
        self.vocoder_model.load_checkpoint(model_config, model_file, eval=True)
        if use_cuda:
            self.vocoder_model.cuda()

    def split_into_sentences(self, text) -> List[str]:
        return [s.strip() + "." for s in text.split(".") if s.strip()]

    def save_wav(self, wav: List[int], path: str) -> None:
        wav = np.array(wav)
        self.ap.save_wav(wav, path, self.output_sample_rate)

    def tts(self, text: str, speaker_idx: int = None) -> List[int]:
        start_time = time.time()
        wavs = []
        sens = self.split_into_sentences(text)
        speaker_id = None
        if speaker_idx is not None:
            speaker_id = torch.LongTensor([speaker_idx])
            if self.use_cuda:
                speaker_id = speaker_id.cuda()
        for sen in sens:
            ids = torch.LongTensor(np.asarray(text_to_sequence(sen, self.tts_config), dtype=np.int64)).unsqueeze(0)
            if self.use_cuda:
                ids = ids.cuda()
            with torch.no_grad():
                outputs = {"outputs": self.tts_model.inference(ids, aux_input={"speaker_ids": speaker_id})}
            alignment_len = int(outputs["outputs"]["alignments"].shape[1])
            mel_postnet_spec = outputs["outputs"]["model_outputs"][0].detach().cpu().numpy()
            if self.vocoder_model is None:
                wav = self.ap.inv_melspectrogram(mel_postnet_spec.T)
            else:
                mel_postnet_spec = self.ap.denormalize(mel_postnet_spec.T)
                vocoder_input = torch.tensor(self.vocoder_ap.normalize(mel_postnet_spec)).unsqueeze(0)
                if self.use_cuda:
                    vocoder_input = vocoder_input.cuda()
                with torch.no_grad():
                    waveform = self.vocoder_model.inference(vocoder_input)
                wav = waveform.cpu().numpy().squeeze()
            wavs += list(wav)
            wavs += [0] * 10000
            print(f" > alignment length: {alignment_len}")
        process_time = time.time() - start_time
        audio_time = len(wavs) / self.output_sample_rate
        print(f" > Processing time: {process_time}")
        print(f" > Real-time factor: {process_time / audio_time}")
        return wavs
