"""Settings per file, as ruff resolves them: the nearest configuration file above *each*
file applies to it, so the order of the paths, and how pre-commit splits files into
batches, never changes a finding.

`--isolated` (no file) and `--config FILE` (that file for every path) fix one configuration
for the whole run. Otherwise each directory's settings are those of its own configuration
file (`.tensorlint.toml`, `tensorlint.toml`, a pyproject.toml with `[tool.tensorlint]`), or
its parent directory's; a file with no configuration above it gets the built-in defaults.
Lookups are cached per directory, and each configuration file is read once per run. The
command-line flags apply on top of every file's configuration.
"""

from __future__ import annotations

import os

from tensorlint.config import pyproject as config
from tensorlint.config.settings import Settings


class Resolver:
    def __init__(self, cli: config.CliOverrides, *, config_file: str | None = None, isolated: bool = False):
        self.cli = cli
        self._fixed: config.ProjectConfig | None = None
        self._fixed_set = isolated or config_file is not None
        if config_file is not None and not isolated:
            self._fixed = config.load_config(config_file, explicit=True)
        self._projects: dict[str, config.ProjectConfig | None] = {}  # directory -> its config
        self._settings: dict[str | None, Settings] = {}  # config path -> settings (one object each)

    # ------------------------------------------------------------------ lookups

    def project_for_directory(self, directory: str) -> config.ProjectConfig | None:
        """The configuration that applies to files in `directory` (None: the defaults)."""
        if self._fixed_set:
            return self._fixed
        directory = os.path.abspath(directory)
        walked = []
        found: config.ProjectConfig | None = None
        while True:
            if directory in self._projects:
                found = self._projects[directory]
                break
            walked.append(directory)
            path = config.config_in_dir(directory)
            if path is not None:
                found = config.load_config(path)
                break
            parent = os.path.dirname(directory)
            if parent == directory:
                break
            directory = parent
        for d in walked:
            self._projects[d] = found
        return found

    def project_for_path(self, path: str) -> config.ProjectConfig | None:
        """The configuration of a file (or of a directory named on the command line)."""
        path = os.path.abspath(path)
        return self.project_for_directory(path if os.path.isdir(path) else os.path.dirname(path))

    def settings_for_project(self, project: config.ProjectConfig | None) -> Settings:
        key = project.path if project is not None else None
        settings = self._settings.get(key)
        if settings is None:
            settings = self._settings[key] = config.resolve(self.cli, project)
        return settings

    def for_directory(self, directory: str) -> Settings:
        return self.settings_for_project(self.project_for_directory(directory))

    def for_path(self, path: str) -> Settings:
        return self.settings_for_project(self.project_for_path(path))

    def all_settings(self) -> list[Settings]:
        return list(self._settings.values())
