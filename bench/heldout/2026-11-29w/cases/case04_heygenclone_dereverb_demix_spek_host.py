# expect: none
# source: https://github.com/BrasD99/HeyGenClone/issues/3 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first."; traceback: `core/dereverb.py`, "line 156, in demix_base" "input_data_1 = -spek.cuda().numpy() if self.device.type == 'cuda' else -spek.cpu().numpy()"; maintainer: "Ill check this out. Thanks for your issu")
# note: HeyGenClone's `core/dereverb.py` (an MDX-Net de-reverb model run through onnxruntime), reconstructed as one file; the ONNX session is replaced by a NumPy stand-in with the same `run(None, {'input': ...})` interface so that it runs without the downloaded `.onnx` weights. `Predictor` picks `torch.device('cuda:0' if torch.cuda.is_available() else 'cpu')`, builds the STFT window on that device and computes `spek` there; on a GPU the branch taken is `-spek.cuda().numpy()`, which raises (`.cuda()` keeps the tensor on the GPU; the CPU branch is the correct one). Traps: the CPU branch `-spek.cpu().numpy()` on the same line, `torch.tensor(mix_waves, dtype=torch.float32)` from NumPy, the ISTFT result taken back with `.cpu().numpy()`, and NumPy padding / trimming of the waveform. Twin: the ONNX input is always taken as `-spek.cpu().numpy()` (the branch that already worked on the CPU; the thread does not show the maintainer's commit).
import numpy as np
import torch


class ConvTDFNetTrim:
    def __init__(self, device, dim_f, dim_t, n_fft, hop=1024):
        self.dim_c = 4
        self.dim_f = dim_f
        self.dim_t = 2 ** dim_t
        self.n_fft = n_fft
        self.hop = hop
        self.n_bins = self.n_fft // 2 + 1
        self.chunk_size = hop * (self.dim_t - 1)
        self.window = torch.hann_window(window_length=self.n_fft, periodic=True).to(device)
        self.freq_pad = torch.zeros([1, self.dim_c, self.n_bins - self.dim_f, self.dim_t]).to(device)

    def stft(self, x):
        x = x.reshape([-1, self.chunk_size])
        x = torch.stft(x, n_fft=self.n_fft, hop_length=self.hop, window=self.window, center=True,
                       return_complex=True)
        x = torch.view_as_real(x)
        x = x.permute([0, 3, 1, 2])
        x = x.reshape([-1, 2, 2, self.n_bins, self.dim_t]).reshape([-1, self.dim_c, self.n_bins, self.dim_t])
        return x[:, :, :self.dim_f]

    def istft(self, x, freq_pad=None):
        freq_pad = self.freq_pad.repeat([x.shape[0], 1, 1, 1]) if freq_pad is None else freq_pad
        x = torch.cat([x, freq_pad], -2)
        x = x.reshape([-1, 2, 2, self.n_bins, self.dim_t]).reshape([-1, 2, self.n_bins, self.dim_t])
        x = x.permute([0, 2, 3, 1])
        x = torch.view_as_complex(x.contiguous())
        x = torch.istft(x, n_fft=self.n_fft, hop_length=self.hop, window=self.window, center=True)
        return x.reshape([-1, 2, self.chunk_size])


class OnnxStandIn:
    """Same interface as onnxruntime.InferenceSession for the MDX model: NumPy in, NumPy out."""

    def run(self, output_names, feeds):
        spec = feeds['input']
        return [np.tanh(spec) * 0.9]


class Predictor:
    def __init__(self, args):
        self.args = args
        self.device = torch.device('cuda:0' if torch.cuda.is_available() else 'cpu')
        self.model_ = ConvTDFNetTrim(device=self.device, dim_f=args['dim_f'], dim_t=args['dim_t'],
                                     n_fft=args['n_fft'])
        # onnxruntime.InferenceSession(model_path, providers=['CUDAExecutionProvider', 'CPUExecutionProvider'])
        self.model = OnnxStandIn()

    def demix(self, mix):
        samples = mix.shape[-1]
        margin = self.args['margin']
        chunk_size = self.args['chunks'] * 44100
        if margin > chunk_size:
            margin = chunk_size

        segmented_mix = {}
        if self.args['chunks'] == 0 or samples < chunk_size:
            chunk_size = samples

        counter = -1
        for skip in range(0, samples, chunk_size):
            counter += 1
            s_margin = 0 if counter == 0 else margin
            end = min(skip + chunk_size + margin, samples)
            start = skip - s_margin
            segmented_mix[skip] = mix[:, start:end].copy()
            if end == samples:
                break

        sources = self.demix_base(segmented_mix, margin_size=margin)
        return sources

    def demix_base(self, mixes, margin_size):
        chunked_sources = []
        for mix in mixes:
            cmix = mixes[mix]
            sources = []
            n_sample = cmix.shape[1]
            model = self.model_
            trim = model.n_fft // 2
            gen_size = model.chunk_size - 2 * trim
            pad = gen_size - n_sample % gen_size
            mix_p = np.concatenate((np.zeros((2, trim)), cmix, np.zeros((2, pad)), np.zeros((2, trim))), 1)
            mix_waves = []
            i = 0
            while i < n_sample + pad:
                waves = np.array(mix_p[:, i:i + model.chunk_size])
                mix_waves.append(waves)
                i += gen_size
            mix_waves = torch.tensor(np.array(mix_waves), dtype=torch.float32).to(self.device)
            with torch.no_grad():
                _ort = self.model
                spek = model.stft(mix_waves)
                input_data_1 = -spek.cpu().numpy()
                input_data_2 = spek.cpu().numpy()
                spec_pred = (
                    -_ort.run(None, {'input': input_data_1})[0] * 0.5
                    + _ort.run(None, {'input': input_data_2})[0] * 0.5
                )
                tar_waves = model.istft(torch.tensor(spec_pred).to(self.device))
                tar_signal = tar_waves[:, :, trim:-trim].transpose(0, 1).reshape(2, -1).cpu().numpy()[:, :-pad]

                start = 0 if mix == 0 else margin_size
                end = None if mix == list(mixes.keys())[::-1][0] else -margin_size
                if margin_size == 0:
                    end = None
                sources.append(tar_signal[:, start:end])
            chunked_sources.append(sources)
        _sources = np.concatenate(chunked_sources, axis=-1)
        return _sources

    def prediction(self, mix):
        mix = mix.T if mix.shape[0] != 2 else mix
        sources = self.demix(mix)
        opt = sources[0].T
        return mix.T - opt, opt


if __name__ == '__main__':
    args = {'dim_f': 1024, 'dim_t': 7, 'n_fft': 2048, 'margin': 44100, 'chunks': 2}
    predictor = Predictor(args)
    stereo = np.random.uniform(-0.1, 0.1, size=(2, 44100 * 3))
    dry, reverb = predictor.prediction(stereo)
    print(dry.shape, reverb.shape)
