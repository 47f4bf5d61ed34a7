import argparse

import torch
import torchaudio

from ctc_forced_aligner import generate_emissions, get_alignments, load_alignment_model
from ctc_forced_aligner.text_utils import preprocess_text, postprocess_results, get_spans


def main():
    parser = argparse.ArgumentParser(description="CTC forced alignment")
    parser.add_argument("--audio_path", required=True)
    parser.add_argument("--text_path", required=True)
    parser.add_argument("--language", default="eng")
    parser.add_argument("--batch_size", type=int, default=4)
    args = parser.parse_args()

    if torch.cuda.is_available():
        device = "cuda"
    elif torch.backends.mps.is_available():
        device = "mps"
    else:
        device = "cpu"

    model, tokenizer, dictionary = load_alignment_model(device)
    waveform, sr = torchaudio.load(args.audio_path)
    waveform = torchaudio.functional.resample(waveform.mean(0), sr, 16000).to(device)
    emissions, stride = generate_emissions(model, waveform, batch_size=args.batch_size)

    with open(args.text_path) as f:
        text = " ".join(f.read().strip().split())
    tokens_starred, text_starred = preprocess_text(text, romanize=True, language=args.language)
    segments, scores, blank_id = get_alignments(emissions, tokens_starred, dictionary)
    spans = get_spans(tokens_starred, segments, tokenizer.decode(blank_id))
    for r in postprocess_results(text_starred, spans, stride, scores):
        print(f"{r['start']:.2f}\t{r['end']:.2f}\t{r['text']}")


if __name__ == "__main__":
    main()
