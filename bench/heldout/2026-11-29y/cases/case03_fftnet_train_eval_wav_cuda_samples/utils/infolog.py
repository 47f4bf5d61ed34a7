"""Minimal stand-in for FFTNet's utils/infolog.py."""
_file = None


def init(filename, run_name):
    global _file
    _file = open(filename, "a")
    log("Starting new {} training run".format(run_name))


def log(msg):
    print(msg)
    if _file is not None:
        _file.write(msg + "\n")
        _file.flush()
