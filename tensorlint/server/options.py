"""What an editor may set, and how it meets the project's own `[tool.tensorlint]`.

Why here: editors pass settings in different shapes (`initializationOptions`, or
`workspace/didChangeConfiguration` with `{"settings": {"tensorlint": {...}}}`, camelCase or
the TOML's kebab-case). They are read into one frozen `EditorOptions` and then applied to a
file exactly as the CLI's flags are (`config.resolver`): the file's nearest configuration,
with the editor's `select`/`ignore`/`extendSelect`/`strict` on top, `configuration` as
`--config` and `isolated` as `--isolated`. A new Resolver per analysis keeps an edited
pyproject.toml from ever being served stale (the walk is a few stat calls).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from tensorlint.config import pyproject as config
from tensorlint.config.resolver import Resolver
from tensorlint.config.settings import Settings

RUN_MODES = ("onType", "onSave")
DEFAULT_DEBOUNCE_MS = 200


@dataclass(frozen=True)
class EditorOptions:
    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    extend_select: tuple[str, ...] = ()
    strict: bool = False
    unsafe_fixes: bool = False  # offer unsafe fixes as quick fixes (labelled as such)
    run: str = "onType"  # "onType": after each change (debounced); "onSave": on open and save only
    debounce_ms: int = DEFAULT_DEBOUNCE_MS
    configuration: str | None = None  # a configuration file for every document (as --config)
    isolated: bool = False  # ignore every configuration file (as --isolated)
    problems: tuple[str, ...] = field(default=(), compare=False)  # what could not be read, one line each

    def overrides(self) -> config.CliOverrides:
        return config.CliOverrides(select=self.select, ignore=self.ignore, extend_select=self.extend_select, strict=self.strict)


def _key(name: str) -> str:
    return name.replace("-", "").replace("_", "").lower()


def _codes(value, where):
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, (list, tuple)):
        raise ValueError(f"{where}: expected a list of rule codes")
    return config.parse_code_prefixes([str(i) for i in items if str(i).strip()], where=where)


def _bool(value, where):
    if not isinstance(value, bool):
        raise ValueError(f"{where}: expected true or false")
    return value


def _run(value, where):
    if value not in RUN_MODES:
        raise ValueError(f"{where}: expected one of {', '.join(RUN_MODES)}")
    return value


def _debounce(value, where):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise ValueError(f"{where}: expected milliseconds (a number >= 0)")
    return int(value)


def _path(value, where):
    if value is not None and not isinstance(value, str):
        raise ValueError(f"{where}: expected a file path")
    return value or None


# normalised key (no dashes or underscores, lower case) -> (EditorOptions field, reader)
_READERS = {
    "select": ("select", _codes),
    "ignore": ("ignore", _codes),
    "extendselect": ("extend_select", _codes),
    "strict": ("strict", _bool),
    "unsafefixes": ("unsafe_fixes", _bool),
    "run": ("run", _run),
    "debounce": ("debounce_ms", _debounce),
    "debouncems": ("debounce_ms", _debounce),
    "configuration": ("configuration", _path),
    "config": ("configuration", _path),
    "isolated": ("isolated", _bool),
}


def unwrap(payload) -> dict:
    """The tensorlint settings inside what an editor sent: `{...}`, `{"settings": {...}}`,
    `{"tensorlint": {...}}` or `{"settings": {"tensorlint": {...}}}`."""
    for _ in range(3):
        if not isinstance(payload, dict):
            return {}
        if isinstance(payload.get("tensorlint"), dict):
            payload = payload["tensorlint"]
        elif isinstance(payload.get("settings"), dict):
            payload = payload["settings"]
        else:
            break
    return payload if isinstance(payload, dict) else {}


def has_settings(payload) -> bool:
    """Whether an editor's payload holds any tensorlint setting (a didChangeConfiguration
    may carry only other tools' settings, or none: then the server asks for them)."""
    return any(_key(str(name)) in _READERS for name in unwrap(payload))


def read(payload, base: EditorOptions | None = None) -> EditorOptions:
    """EditorOptions from an editor's payload (on top of `base`). Keys it does not know are
    ignored (editors send their own); a bad value is kept out and named in `problems`."""
    values: dict = {}
    problems: list[str] = []
    for name, value in unwrap(payload).items():
        reader = _READERS.get(_key(str(name)))
        if reader is None:
            continue
        field_name, convert = reader
        try:
            values[field_name] = convert(value, f"tensorlint.{name}")
        except ValueError as exc:
            problems.append(str(exc))
    return replace(base or EditorOptions(), problems=tuple(problems), **values)


def settings_for(options: EditorOptions, path: str) -> Settings:
    """The settings of one document, as `tensorlint check PATH` would resolve them with the
    editor's options as flags (per-file ignores are applied later, by the engine).
    Raises config.ConfigError for a bad configuration file."""
    resolver = Resolver(options.overrides(), config_file=options.configuration, isolated=options.isolated)
    return resolver.for_path(path)
