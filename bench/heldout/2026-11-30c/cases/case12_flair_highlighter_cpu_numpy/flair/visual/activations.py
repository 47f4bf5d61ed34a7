# expect: none
# source: https://github.com/flairNLP/flair/issues/462 ("Tests: Visualization test is failing on CUDA": "with the latest `master` version, one of the integration tests (`test_visual.py`) is failing when running on CUDA", traceback through `flair/visual/activations.py:74: in highlight_selection` with `activation = tensor([...], device='cuda:0')`), fixed by commit 439d7609d "GH-462: fix cuda errors in classifier and unit tests", which changes `activation = activation.detach().numpy()` to `activation = activation.detach().cpu().numpy()` in `Highlighter.highlight`; code: flairNLP/flair 439d7609d^ `flair/visual/activations.py`, `tests/test_visual.py`, `flair/__init__.py`, `flair/models/language_model.py`, `flair/embeddings.py`, `flair/data.py`
# note: flair 0.4.1 reduced to 6 files: `flair/__init__.py` sets the global `flair.device = torch.device('cuda:0')` when CUDA is available; `LanguageModel.__init__` and `load_language_model` (flair/models/language_model.py) move the character LM there, and `get_representation` sends every chunk `.to(flair.device)` and returns the detached LSTM states on that device; `test_highlighter` (tests/test_visual.py) passes `embeddings.lm.get_representation(...).squeeze()` to `Highlighter.highlight_selection`, which hands each column `activations[:, i]` to `highlight`, where `activation.detach().numpy()` raises "can't convert cuda:0 device type tensor to numpy". Traps: the states are detached (`rnn_output.detach()`, then `.detach()` again), so no grad; `numpy.random.choice(activations.shape[1], ...)` only reads a shape; `max`/`min`/`numpy.arange`/`numpy.where` run on the NumPy copy; `FlairEmbeddings.embed` keeps its token vectors as tensors (no NumPy). Twin: `activation = activation.detach().cpu().numpy()`, as commit 439d7609d does; every other file is unchanged.
import numpy


class Highlighter(object):

    def __init__(self):
        self.color_map = [
            "#ff0000",
            "#ff4000",
            "#ff8000",
            "#ffbf00",
            "#ffff00",
            "#bfff00",
            "#80ff00",
            "#40ff00",
            "#00ff00",
            "#00ff40",
            "#00ff80",
            "#00ffbf",
            "#00ffff",
            "#00bfff",
            "#0080ff",
            "#0040ff",
            "#0000ff",
            "#4000ff",
            "#8000ff",
            "#bf00ff",
            "#ff00ff",
            "#ff00bf",
            "#ff0080",
            "#ff0040",
            "#ff0000",
        ]

    def highlight(self, activation, text):

        activation = activation.detach().cpu().numpy()

        step_size = (max(activation) - min(activation)) / len(self.color_map)

        lookup = numpy.array(list(
            numpy.arange(min(activation), max(activation), step_size)
        ))

        colors = []

        for i, act in enumerate(activation):

            try:
                colors.append(
                    self.color_map[numpy.where(act > lookup)[0][-1]]
                )
            except IndexError:
                colors.append(len(self.color_map) - 1)

        str_ = '<br><br>'

        for i, (char, color) in enumerate(zip(list(text), colors)):
            str_ += self._render(char, color)

            if i % 100 == 0 and i > 0:
                str_ += '<br>'

        return str_

    def highlight_selection(self, activations, text, file_='resources/data/highlight.html', n=10):

        ix = numpy.random.choice(activations.shape[1], size=n)

        rendered = ''

        for i in ix:

            rendered += self.highlight(activations[:, i], text)

        with open(file_, 'w') as f:
            f.write(rendered)

    def _render(self, char, color):
        return '<span style="background-color: {}">{}</span>'.format(color, char)
