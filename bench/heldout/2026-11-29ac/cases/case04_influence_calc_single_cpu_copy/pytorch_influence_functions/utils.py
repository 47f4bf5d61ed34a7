import sys
import json
import logging
from pathlib import Path
from datetime import datetime as dt


def save_json(json_obj, json_path, append_if_exists=False,
              overwrite_if_exists=False, unique_fn_if_exists=True):
    """Saves a json file

    Arguments:
        json_obj: json, json object
        json_path: Path, path including the file name where the json object
            should be saved to
        append_if_exists: bool, append to the existing json file with the same
            name if it exists (keep the json structure intact)
        overwrite_if_exists: bool, xor with append, overwrites any existing
            target file
        unique_fn_if_exsists: bool, appends the current date and time to the
            file name if the target file exists already.
    """
    if isinstance(json_path, str):
        json_path = Path(json_path)

    if unique_fn_if_exists and not overwrite_if_exists and json_path.exists():
        time = dt.now().strftime("%Y-%m-%d-%H-%M-%S")
        json_path = json_path.parents[0] / f'{str(json_path.stem)}_{time}'\
                                           f'{str(json_path.suffix)}'

    if append_if_exists and json_path.exists():
        with open(json_path, 'r') as fin:
            read_file = json.load(fin)
        read_file.update(json_obj)
        json_obj = read_file

    with open(json_path, 'w+') as fout:
        json.dump(json_obj, fout, indent=2)


def display_progress(text, current_step, last_step, enabled=True,
                     fix_zero_start=True):
    """Draws a progress indicator on the screen with the text preceeding the
    progress"""
    if not enabled:
        return

    # Fix display for most loops which start with 0, otherwise looks weird
    if fix_zero_start:
        current_step = current_step + 1

    term_line_len = 80
    if text[-1:] not in [':', ';', ' ', '.', ',']:
        text = text + ' '
    bar_len = term_line_len - (len(text) + len(str(current_step))
                               + len(str(last_step)) + len("  / "))
    bar_len = max(bar_len, 30)
    filled_len = int(round(bar_len * current_step / float(last_step)))
    bar = '=' * filled_len + '.' * (bar_len - filled_len)

    bar = f"{text}[{bar:s}] {current_step:d} / {last_step:d}"
    if current_step < last_step - 1:
        # Erase to end of line and print
        sys.stdout.write("\033[K" + bar + "\r")
    else:
        sys.stdout.write(bar + "\n")
    sys.stdout.flush()


def init_logging(filename=None):
    """Initialises log/stdout output"""
    log_format = '%(asctime)s: %(message)s'
    handlers = [logging.StreamHandler(sys.stdout)]
    if filename:
        handlers.append(logging.FileHandler(filename))
    logging.basicConfig(handlers=handlers, level=logging.INFO, format=log_format)


def get_default_config():
    """Returns a default config file"""
    config = {
        'outdir': 'outdir',
        'seed': 42,
        'gpu': 0,
        'dataset': 'CIFAR10',
        'num_classes': 10,
        'test_sample_num': 1,
        'test_start_index': 0,
        'recursion_depth': 1,
        'r_averaging': 1,
        'scale': None,
        'damp': None,
        'calc_method': 'img_wise',
        'log_filename': None,
    }

    return config
