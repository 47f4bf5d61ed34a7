"""Resolved settings for one run: what the CLI flags and `[tool.tensorlint]` decided.

Plain frozen data (picklable for a process pool); `tensorlint.config.pyproject` builds it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

ALL_CODES_PREFIX = "TL"

FIX_STYLES = ("chain", "converter")

# The built-in exclusions (what `exclude` replaces): tool, cache and environment folders,
# and hidden directories.
DEFAULT_EXCLUDE: tuple[str, ...] = (
    ".*/",
    "__pycache__/",
    "venv/",
    "node_modules/",
    "build/",
    "dist/",
    "site-packages/",
)


@dataclass(frozen=True)
class Settings:
    select: tuple[str, ...] = ("TL",)
    ignore: tuple[str, ...] = ()
    extend_select: tuple[str, ...] = ()
    # Unknown tensors (e.g. parameters nobody in the file passes) count as possibly on an
    # accelerator.
    strict: bool = False
    # Enable the rules in preview (Rule.preview): more false-positive risk, as ruff's preview.
    preview: bool = False
    # "chain": insert .detach().cpu(); "converter": rewrite to tensorlint.to_numpy(x).
    fix_style: str = "chain"
    # Lint files that never import torch (otherwise out of scope).
    force_torch: bool = False
    # Project helpers, as dotted names (`mypkg.to_gpu`) or bare names of helpers defined in
    # the linted file (`to_gpu`): what they return is on an accelerator / they convert
    # their tensor arguments to NumPy.
    extend_device_sources: tuple[str, ...] = ()
    extend_sinks: tuple[str, ...] = ()
    # (gitignore-style pattern, codes) pairs, patterns relative to `project_root`.
    per_file_ignores: tuple[tuple[str, tuple[str, ...]], ...] = ()
    # File discovery: `exclude=None` keeps the built-in list of skipped directories.
    exclude: tuple[str, ...] | None = None
    extend_exclude: tuple[str, ...] = ()
    respect_gitignore: bool = True
    force_exclude: bool = False
    # The directory of the pyproject.toml the settings came from (None: no config file).
    project_root: str | None = None
    config_file: str | None = None
    # Analyse only files that can hold a finding (prefilter.py); False for exhaustive runs
    # (tests and benchmarks compare the two). Not a configuration key.
    prefilter: bool = True
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    def is_enabled(self, code: str) -> bool:
        """ruff-like prefix selection: the most specific matching prefix wins."""
        best_sel = max((len(p) for p in (*self.select, *self.extend_select) if code.startswith(p)), default=-1)
        best_ign = max((len(p) for p in self.ignore if code.startswith(p)), default=-1)
        return best_sel >= 0 and best_sel > best_ign

    def with_ignored(self, codes: tuple[str, ...]) -> "Settings":
        return replace(self, ignore=self.ignore + codes) if codes else self
