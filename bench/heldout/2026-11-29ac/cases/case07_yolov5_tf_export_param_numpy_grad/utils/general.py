"""General utils (reduced)."""

import glob
import logging
import math
import os
from pathlib import Path

import yaml

logging.basicConfig(format="%(message)s", level=logging.INFO)
LOGGER = logging.getLogger("yolov5")


def make_divisible(x, divisor):
    # Returns x evenly divisible by divisor
    return math.ceil(x / divisor) * divisor


def check_file(file):
    # Search for file if not found
    if Path(file).is_file() or file == '':
        return file
    files = glob.glob('./**/' + file, recursive=True)  # find file
    assert len(files), f'File Not Found: {file}'  # assert file was found
    assert len(files) == 1, f"Multiple files match '{file}', specify exact path: {files}"  # assert unique
    return files[0]  # return file


def load_yaml(file):
    with open(check_file(file), errors='ignore') as f:
        return yaml.safe_load(f)  # model dict


def file_size(path):
    # Return file size in MB
    return os.path.getsize(path) / 1E6 if Path(path).is_file() else 0.0


def colorstr(*inputs):
    # Colors a string https://en.wikipedia.org/wiki/ANSI_escape_code, i.e.  colorstr('blue', 'hello world')
    *args, string = inputs if len(inputs) > 1 else ('blue', 'bold', inputs[0])  # color arguments, string
    colors = {'blue': '\033[34m', 'bold': '\033[1m', 'end': '\033[0m'}
    return ''.join(colors[x] for x in args) + f'{string}' + colors['end']
