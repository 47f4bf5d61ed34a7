import torch

from repe.rep_readers import PCARepReader


class RepReadingPipeline:
    def __init__(self, model, tokenizer):
        self.model = model
        self.tokenizer = tokenizer

    @torch.no_grad()
    def _get_hidden_states(self, texts, rep_token=-1, hidden_layers=(-1,), batch_size=8):
        collected = {layer: [] for layer in hidden_layers}
        for i in range(0, len(texts), batch_size):
            inputs = self.tokenizer(texts[i:i + batch_size], return_tensors="pt", padding=True).to(self.model.device)
            outputs = self.model(**inputs, output_hidden_states=True)
            for layer in hidden_layers:
                collected[layer].append(outputs.hidden_states[layer][:, rep_token, :].detach())
        return {layer: torch.cat(hs, dim=0) for layer, hs in collected.items()}

    def get_directions(self, train_inputs, train_labels, hidden_layers, n_difference=1, batch_size=8):
        hidden_states = self._get_hidden_states(train_inputs, hidden_layers=hidden_layers, batch_size=batch_size)
        relative_hidden_states = {k: v.clone() for k, v in hidden_states.items()}
        for layer in hidden_layers:
            for _ in range(n_difference):
                relative_hidden_states[layer] = relative_hidden_states[layer][::2] - relative_hidden_states[layer][1::2]
        reader = PCARepReader(n_components=1)
        reader.get_rep_directions(relative_hidden_states, hidden_layers)
        reader.get_signs(hidden_states, train_labels, hidden_layers)
        return reader
