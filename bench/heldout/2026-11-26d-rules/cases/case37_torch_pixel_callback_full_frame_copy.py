# expect: none
# source: torch-backed function_display_callback in the style of SimLeek/displayarray (displayarray/callbacks.py), found with find_string ".cpu().numpy()[...]" (frame[...] = tor_frame.cpu().numpy()[...])
# note: the frame is processed on self.device (cuda when available) and written back into the displayed NumPy frame; [...] selects every element, so copying the whole tensor is exactly what is needed
import numpy as np
import torch


class function_display_callback(object):  # NOSONAR
    """Used for running arbitrary torch functions on the pixels of a displayed frame."""

    def __init__(self, display_function, finish_function=None, device=None):
        self.looping = True
        self.first_call = True
        self.device = device or ("cuda" if torch.cuda.is_available() else "cpu")

        def _run_finisher(self, frame, finished, *args, **kwargs):
            if callable(finish_function):
                finish_function(frame, Ellipsis, finished, *args, **kwargs)

        def _display_internal(self, frame, *args, **kwargs):
            finished = True
            if self.first_call:
                self.first_call = False
                return
            if self.looping:
                tor_frame = torch.from_numpy(frame).to(self.device)
                finished = display_function(tor_frame, finished, *args, **kwargs)
                frame[...] = tor_frame.cpu().numpy()[...]
            if finished:
                self.looping = False
                _run_finisher(self, frame, finished, *args, **kwargs)

        self.inner_function = _display_internal

    def __call__(self, *args, **kwargs):
        return self.inner_function(self, *args, **kwargs)


if __name__ == "__main__":
    def brighten(t, finished):
        t.mul_(1.1).clamp_(0, 1)
        return False

    cb = function_display_callback(brighten)
    img = np.random.rand(240, 320, 3).astype(np.float32)
    cb(img)
    cb(img)
    print(img.max())
