"""Resolved settings for one run: what the CLI flags (and later pyproject.toml) decided."""

from __future__ import annotations

from dataclasses import dataclass, field

ALL_CODES_PREFIX = "TL"


@dataclass(frozen=True)
class Settings:
    select: tuple[str, ...] = ("TL",)
    ignore: tuple[str, ...] = ()
    extend_select: tuple[str, ...] = ()
    # Unknown tensors (e.g. parameters nobody in the file passes) count as possibly on an
    # accelerator.
    strict: bool = False
    # "chain": insert .detach().cpu(); "converter": rewrite to tensorlint.to_numpy(x).
    fix_style: str = "chain"
    # Lint files that never import torch (otherwise out of scope).
    force_torch: bool = False
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    def is_enabled(self, code: str) -> bool:
        """ruff-like prefix selection: the most specific matching prefix wins."""
        best_sel = max((len(p) for p in (*self.select, *self.extend_select) if code.startswith(p)), default=-1)
        best_ign = max((len(p) for p in self.ignore if code.startswith(p)), default=-1)
        return best_sel >= 0 and best_sel > best_ign
