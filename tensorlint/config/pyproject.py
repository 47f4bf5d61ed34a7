"""`[tool.tensorlint]` in the nearest pyproject.toml: discovery, validation, merge with flags.

Why here and not in the CLI: the same resolution serves `check`, `--show-settings` and the
tests, and every bad value must fail the same way, as one line that names the file, the
key and what is valid (the CLI turns `ConfigError` into exit 2). CLI flags override the
file; per-file ignores are applied per path by `settings_for_path`.
"""

from __future__ import annotations

import json
import os
import re
import sys
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable

from tensorlint.config.settings import DEFAULT_EXCLUDE, FIX_STYLES, Settings

TABLE = "tool.tensorlint"
OUTPUT_FORMATS = ("full", "concise", "json", "json-lines", "github", "sarif", "junit", "gitlab", "rdjson", "pylint", "azure")
_DOTTED = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$")


class ConfigError(Exception):
    """A bad configuration file or value; the message is one line."""


def known_codes() -> list[str]:
    from tensorlint.rules import RULES, TOOL_CODES

    return sorted({*RULES, *TOOL_CODES})


def parse_code_prefixes(items, *, where: str) -> tuple[str, ...]:
    """Rule codes or prefixes (`TL00`, `ALL`); raises ValueError naming the valid codes."""
    known = known_codes()
    out = []
    for item in items:
        prefix = str(item).strip().upper()
        if prefix == "ALL":
            prefix = "TL"
        if not prefix or not any(code.startswith(prefix) for code in known):
            raise ValueError(f"{where}: unknown rule code or prefix {str(item).strip()!r}; valid codes: {', '.join(known)}, ALL")
        out.append(prefix)
    return tuple(out)


# --------------------------------------------------------------------------- discovery

# Looked for in each directory, in this order (as ruff's `.ruff.toml`, `ruff.toml`,
# `pyproject.toml`); a pyproject.toml counts only when it has a `[tool.tensorlint]` table.
CONFIG_NAMES = (".tensorlint.toml", "tensorlint.toml", "pyproject.toml")


def config_in_dir(directory: str) -> str | None:
    """The configuration file of `directory` itself, or None."""
    for name in CONFIG_NAMES:
        candidate = os.path.join(directory, name)
        if os.path.isfile(candidate) and (name != "pyproject.toml" or _has_table(candidate)):
            return candidate
    return None


def find_config(start: str) -> str | None:
    """The nearest configuration file at or above `start` (a directory, or a file whose
    directory is searched first): `.tensorlint.toml`, `tensorlint.toml`, or a
    pyproject.toml that has a `[tool.tensorlint]` table."""
    directory = os.path.abspath(start)
    if not os.path.isdir(directory):
        directory = os.path.dirname(directory)
    while True:
        found = config_in_dir(directory)
        if found:
            return found
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def _has_table(path: str) -> bool:
    try:
        data = _read_toml(path)
    except ConfigError:
        return True  # report its error rather than silently skipping it
    return isinstance(data.get("tool"), dict) and "tensorlint" in data["tool"]


def _read_toml(path: str) -> dict:
    # Loaded here: most runs (and every pre-commit run outside a project) read no TOML.
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib
    try:
        with open(path, "rb") as fh:
            return tomllib.load(fh)
    except OSError as exc:
        raise ConfigError(f"{path}: cannot read: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None


# --------------------------------------------------------------------------- validation


def _bool(value, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where}: expected true or false, got {json.dumps(value)}")
    return value


def _str_list(value, where: str, what: str = "strings") -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{where}: expected a list of {what}, got {json.dumps(value)}")
    return tuple(value)


def _codes(value, where: str) -> tuple[str, ...]:
    return parse_code_prefixes(_str_list(value, where, "rule codes"), where=where)


def _choice(choices: tuple[str, ...]) -> Callable[[Any, str], str]:
    def check(value, where: str) -> str:
        if value not in choices:
            raise ValueError(f"{where}: invalid value {json.dumps(value)}; valid choices: {', '.join(choices)}")
        return value

    return check


def _dotted_names(value, where: str) -> tuple[str, ...]:
    names = _str_list(value, where, "dotted names")
    for name in names:
        if not _DOTTED.match(name):
            raise ValueError(f"{where}: {name!r} is not a dotted name like 'mypkg.to_gpu' or a bare name like 'to_gpu'")
    return names


def _per_file_ignores(value, where: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    if not isinstance(value, dict):
        raise ValueError(f"{where}: expected a table of pattern = [codes], got {json.dumps(value)}")
    return tuple((pattern, _codes(codes, f"{where}.{json.dumps(pattern)}")) for pattern, codes in value.items())


# key -> (Settings field, validator). The order is the order `--show-settings` prints.
KEYS: dict[str, tuple[str, Callable]] = {
    "select": ("select", _codes),
    "extend-select": ("extend_select", _codes),
    "ignore": ("ignore", _codes),
    "per-file-ignores": ("per_file_ignores", _per_file_ignores),
    "exclude": ("exclude", _str_list),
    "extend-exclude": ("extend_exclude", _str_list),
    "respect-gitignore": ("respect_gitignore", _bool),
    "force-exclude": ("force_exclude", _bool),
    "strict": ("strict", _bool),
    "preview": ("preview", _bool),
    "fix-style": ("fix_style", _choice(FIX_STYLES)),
    "force-torch": ("force_torch", _bool),
    "extend-device-sources": ("extend_device_sources", _dotted_names),
    "extend-sinks": ("extend_sinks", _dotted_names),
    "output-format": ("output_format", _choice(OUTPUT_FORMATS)),
}


@dataclass(frozen=True)
class ProjectConfig:
    path: str
    values: dict  # Settings field (or "output_format") -> validated value
    # Settings field -> the file(s) that set it (several when `extend` added to a list)
    origins: dict = field(default_factory=dict, compare=False)


# Lists that `extend` (and the command line's --extend-*, --ignore) add to rather than replace.
_ACCUMULATED = ("extend_select", "ignore", "extend_exclude", "extend_device_sources", "extend_sinks")


def _table(path: str, data: dict, explicit: bool) -> tuple[dict, str]:
    """The settings table of a file and how errors name it (`[tool.tensorlint] ` or ``).

    A pyproject.toml holds them in `[tool.tensorlint]`; any other file (tensorlint.toml,
    .tensorlint.toml, a `--config` file) at the top level, as ruff.toml does, or in a
    `[tool.tensorlint]` table when that is all it holds."""
    tool = data.get("tool")
    if os.path.basename(path) == "pyproject.toml":
        table = tool.get("tensorlint") if isinstance(tool, dict) else None
        if table is None:
            if explicit:
                raise ConfigError(f"{path}: no [{TABLE}] table: the file holds no tensorlint settings")
            table = {}
        if not isinstance(table, dict):
            raise ConfigError(f"{path}: [{TABLE}] must be a table")
        return table, f"[{TABLE}] "
    if set(data) == {"tool"} and isinstance(tool, dict) and "tensorlint" in tool:
        if not isinstance(tool["tensorlint"], dict):
            raise ConfigError(f"{path}: [{TABLE}] must be a table")
        return tool["tensorlint"], f"[{TABLE}] "
    if not data and explicit:
        raise ConfigError(f"{path}: the file holds no tensorlint settings (top-level keys such as `select = [...]`, or a [{TABLE}] table)")
    return data, ""


def load_config(path: str, *, explicit: bool = False, _chain: tuple[str, ...] = ()) -> ProjectConfig:
    """Read and validate the settings of one configuration file, with what it `extend`s.

    `explicit`: the file was named (`--config`, `extend`), so a file that holds no
    tensorlint settings is an error rather than "no configuration"."""
    path = os.path.abspath(path)
    if path in _chain:
        raise ConfigError(f"{_chain[-1]}: extend: circular: {' -> '.join((*_chain, path))}")
    data = _read_toml(path)
    table, where = _table(path, data, explicit)
    values: dict = {}
    for key, value in table.items():
        if key == "extend":
            continue
        if key not in KEYS:
            in_table = f" in [{TABLE}]" if where else ""
            raise ConfigError(f"{path}: unknown key {key!r}{in_table}; valid keys: {', '.join(KEYS)}, extend")
        field_name, validate = KEYS[key]
        try:
            values[field_name] = validate(value, key)
        except ValueError as exc:
            raise ConfigError(f"{path}: {where}{exc}") from None
    origins = {name: path for name in values}
    if "extend" not in table:
        return ProjectConfig(path, values, origins)
    base_name = table["extend"]
    if not isinstance(base_name, str) or not base_name:
        raise ConfigError(f"{path}: {where}extend: expected the path of a configuration file, got {json.dumps(base_name)}")
    base_path = os.path.join(os.path.dirname(path), os.path.expanduser(base_name))
    if not os.path.isfile(base_path):
        raise ConfigError(f"{path}: {where}extend: {os.path.normpath(base_path)}: no such file")
    base = load_config(base_path, explicit=True, _chain=(*_chain, path))
    merged, merged_origins = _merge(base, values, path)
    return ProjectConfig(path, merged, merged_origins)


def _merge(base: ProjectConfig, own: dict, path: str) -> tuple[dict, dict]:
    """`own` on top of `base` as ruff's `extend`: values replace the base's, the extend-*
    lists and `ignore` add to them, per-file-ignores merge by pattern, and a `select`
    starts the rule selection over (the base's extend-select and ignore no longer apply)."""
    values, origins = dict(base.values), dict(base.origins)
    if "select" in own:
        for name in ("extend_select", "ignore"):
            values.pop(name, None)
            origins.pop(name, None)
    for name, value in own.items():
        if name in _ACCUMULATED and name in values:
            values[name] = values[name] + value
            origins[name] = f"{origins[name]}, {path}"
        elif name == "per_file_ignores" and name in values:
            values[name] = tuple({**dict(values[name]), **dict(value)}.items())
            origins[name] = f"{origins[name]}, {path}"
        else:
            values[name] = value
            origins[name] = path
    return values, origins


# --------------------------------------------------------------------------- merge


@dataclass(frozen=True)
class CliOverrides:
    """What the command line said; None / empty means "not given"."""

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    extend_select: tuple[str, ...] = ()
    strict: bool = False
    preview: bool | None = None  # --preview / --no-preview
    exclude: tuple[str, ...] = ()
    extend_exclude: tuple[str, ...] = ()
    respect_gitignore: bool | None = None
    force_exclude: bool = False
    prefilter: bool = True  # False: --no-prefilter (tests and benchmarks)


def resolve(cli: CliOverrides, project: ProjectConfig | None) -> Settings:
    """File values, then flags on top. As in ruff, `--select` starts the rule selection over
    (the file's select/extend-select/ignore no longer apply); `--ignore` and
    `--extend-select` add to the file's."""
    values = dict(project.values) if project else {}
    values.pop("output_format", None)
    if cli.select:
        values.update(select=cli.select, extend_select=cli.extend_select, ignore=cli.ignore)
    else:
        values["extend_select"] = values.get("extend_select", ()) + cli.extend_select
        values["ignore"] = values.get("ignore", ()) + cli.ignore
    if cli.strict:
        values["strict"] = True
    if cli.preview is not None:
        values["preview"] = cli.preview
    if cli.exclude:
        values["exclude"] = cli.exclude
    values["extend_exclude"] = values.get("extend_exclude", ()) + cli.extend_exclude
    if cli.respect_gitignore is not None:
        values["respect_gitignore"] = cli.respect_gitignore
    if cli.force_exclude:
        values["force_exclude"] = True
    if not cli.prefilter:
        values["prefilter"] = False
    if project:
        values["project_root"] = os.path.dirname(project.path)
        values["config_file"] = project.path
    return Settings(**values)


def output_format(project: ProjectConfig | None) -> str | None:
    return project.values.get("output_format") if project else None


# --------------------------------------------------------------------------- per file


@lru_cache(maxsize=256)
def _spec(pattern: str):
    import pathspec

    return pathspec.GitIgnoreSpec.from_lines([pattern])


def relative_to_root(settings: Settings, path: str) -> str:
    root = settings.project_root or os.getcwd()
    rel = os.path.relpath(os.path.abspath(path), root)
    return rel.replace(os.sep, "/")


def settings_for_path(settings: Settings, path: str) -> Settings:
    """`settings` plus the per-file ignores whose gitignore-style pattern matches `path`
    (relative to the project root)."""
    if not settings.per_file_ignores:
        return settings
    rel = relative_to_root(settings, path)
    codes: tuple[str, ...] = ()
    for pattern, pattern_codes in settings.per_file_ignores:
        if _spec(pattern).match_file(rel):
            codes += pattern_codes
    return settings.with_ignored(codes)


# --------------------------------------------------------------------------- show


def _toml(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple) and value and isinstance(value[0], tuple):  # per-file-ignores
        return "{ " + ", ".join(f"{json.dumps(p)} = {_toml(c)}" for p, c in value) + " }" if value else "{}"
    if isinstance(value, tuple):
        return "[" + ", ".join(json.dumps(v) for v in value) + "]"
    return json.dumps(value)


_FLAGS = {
    "select": "--select",
    "ignore": "--ignore",
    "extend_select": "--extend-select",
    "strict": "--strict",
    "preview": "--preview",
    "exclude": "--exclude",
    "extend_exclude": "--extend-exclude",
    "respect_gitignore": "--respect-gitignore",
    "force_exclude": "--force-exclude",
}


def _origin(field_name: str, cli: CliOverrides | None, project: ProjectConfig | None) -> str:
    """Where a resolved value came from: the file(s), the command line, or the defaults."""
    from_file = project.origins.get(field_name) if project else None
    flag = _FLAGS.get(field_name)
    given = cli is not None and flag is not None and getattr(cli, field_name) not in ((), False, None)
    if field_name in ("select", "extend_select", "ignore") and cli is not None and cli.select:
        return "command line (--select starts the selection over)"
    if given and from_file and field_name in _ACCUMULATED:
        return f"{from_file}, command line ({flag})"
    if given:
        return f"command line ({flag})"
    return from_file or "default"


def show_settings(
    settings: Settings,
    fmt: str,
    *,
    project: ProjectConfig | None = None,
    cli: CliOverrides | None = None,
    path: str | None = None,
    fmt_origin: str | None = None,
) -> str:
    """The resolved configuration, as a table one could paste back into `[tool.tensorlint]`,
    each key preceded by a comment naming where its value came from."""
    source = settings.config_file or "none (built-in defaults)"
    lines = []
    if path is not None:
        lines.append(f"# settings for: {path}")
    lines += [f"# configuration file: {source}", f"# project root: {settings.project_root or os.getcwd()}", f"[{TABLE}]"]
    for key, (field_name, _) in KEYS.items():
        if field_name == "output_format":
            value = fmt
        else:
            value = getattr(settings, field_name)
            if field_name == "exclude" and value is None:
                value = DEFAULT_EXCLUDE
        origin = fmt_origin if field_name == "output_format" and fmt_origin else _origin(field_name, cli, project)
        lines.append(f"# {key}: {origin}")
        if field_name == "per_file_ignores" and not value:
            lines.append(f"{key} = {{}}")
            continue
        lines.append(f"{key} = {_toml(value)}")
    return "\n".join(lines) + "\n"


__all__ = [
    "CliOverrides",
    "ConfigError",
    "KEYS",
    "ProjectConfig",
    "find_config",
    "load_config",
    "resolve",
    "settings_for_path",
    "show_settings",
]
