"""Run fixture files as scripts, each in a forked child of one process that imported torch.

Usage: python tests/run_fixtures.py FILE... ; prints one JSON object {file: outcome}, where
outcome is "ok" or "raises: <ExceptionType>: <message>". Forking after importing torch once
keeps a run over a hundred fixtures to seconds.
"""

from __future__ import annotations

import json
import os
import runpy
import sys
import tempfile
import traceback


def run_one(path: str) -> str:
    read_fd, write_fd = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(read_fd)
        outcome = "ok"
        try:
            os.chdir(tempfile.mkdtemp())
            sys.argv = [path]
            runpy.run_path(path, run_name="__main__")
        except SystemExit as exit_:
            if exit_.code not in (None, 0):
                outcome = f"raises: SystemExit: {exit_.code}"
        except BaseException as error:  # noqa: BLE001 - report whatever the fixture raised
            outcome = f"raises: {type(error).__name__}: {error}"
            traceback.print_exc(file=sys.stderr)
        with os.fdopen(write_fd, "w") as pipe:
            pipe.write(outcome)
        os._exit(0)
    os.close(write_fd)
    with os.fdopen(read_fd) as pipe:
        outcome = pipe.read()
    os.waitpid(pid, 0)
    return outcome or "raises: crashed"


def main() -> None:
    os.environ.setdefault("MPLBACKEND", "Agg")
    import numpy  # noqa: F401
    import torch  # noqa: F401

    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot  # noqa: F401
        import pandas  # noqa: F401
        import sklearn.metrics  # noqa: F401
    except ImportError:
        pass
    results = {path: run_one(os.path.abspath(path)) for path in sys.argv[1:]}
    print(json.dumps(results))


if __name__ == "__main__":
    main()
