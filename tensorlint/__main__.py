"""`python -m tensorlint`: the same program as the `tensorlint` console script.

`python -m` puts the working directory first on `sys.path`, so a checked project's own
`ast.py`, `json.py` or `click/` would be imported in place of the real modules (and run).
The console script does not do that; neither does this entry point: the working directory
is taken off `sys.path` before anything else is imported. This package's own modules still
load (they are found through the package, which is already imported).
"""

import os
import sys

if sys.path and not getattr(sys.flags, "safe_path", False):
    first = sys.path[0]
    if first == "" or os.path.abspath(first) == os.getcwd():
        del sys.path[0]

from tensorlint.cli.app import main  # noqa: E402

if __name__ == "__main__":
    main()
