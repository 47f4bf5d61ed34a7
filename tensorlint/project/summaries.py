"""What the modules a checked file imports export, from the same facts pass.

A `Session` belongs to one checked file: its project root, its search path (resolve.py),
the fingerprints of every project module whose summary it read (the cache keys the file's
result by them), a cycle guard and a cap on how many modules one file may pull in. A
`ModuleSummary` is `ModuleAnalysis` run over an imported module's text (read, never
executed), kept in a per-process memo keyed by the module's bytes, so a run analyses each
imported module once per configuration, however many files import it.

Each exported value is *localised*: every evidence step of the other module gets its file
and line (lattice.Step.where), so the importer's diagnostics cite `utils.py:12` while the
chain keeps its origin.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass, field, replace

from typing import TYPE_CHECKING

from tensorlint.facts.lattice import FUNCTION, CLASS, DEVICE, DTYPE, MODULE, NONE, OTHER, Fact, Reason, Step, Value, Where, join
from tensorlint.facts.evidence import Label
from tensorlint.project.resolve import Resolver, absolute_module, find_root, search_path, top_found_by_tail

MAX_MODULES = 48  # project modules one checked file may pull in (transitively)
MAX_BYTES = 1_000_000  # larger modules are not summarised
MAX_DEPTH = 8  # re-exports followed through __init__.py files
MAX_STORE_FILES = 4  # other files read for what they store on one class attribute
LEVELS = 2  # how many times the summaries of one import cycle see each other's (see Session.summary)
if TYPE_CHECKING:  # libcst and the facts pass are imported when a module is summarised
    from tensorlint.facts.analysis import ModuleAnalysis
    from tensorlint.facts.imported import Imported

_MEMO: dict[tuple, "ModuleSummary | None"] = {}
_MEMO_LIMIT = 512
# Parsed trees by (path, bytes): a module analysed again (for another caller, under another
# configuration) reuses its tree, so libcst parses it and resolves its positions once.
_TREES: dict[tuple[str, str], "ParsedModule | None"] = {}
_TREES_LIMIT = 256


_FINGERPRINTS: dict[tuple[int, int], str] = {}


def fingerprint(raw: bytes) -> str:
    key = (len(raw), hash(raw))  # (bytes cache their hash: the same file is hashed once)
    if key not in _FINGERPRINTS:
        if len(_FINGERPRINTS) >= 4096:
            _FINGERPRINTS.clear()
        _FINGERPRINTS[key] = hashlib.blake2b(raw, digest_size=16).hexdigest()
    return _FINGERPRINTS[key]


class ParsedModule:
    """A module's libcst tree, and its positions resolved on first use (a whole-tree pass)."""

    def __init__(self, module):
        self.module = module
        self._positions = None

    @property
    def positions(self):
        if self._positions is None:
            from libcst.metadata import MetadataWrapper, PositionProvider

            self._positions = MetadataWrapper(self.module, unsafe_skip_copy=True).resolve(PositionProvider)
        return self._positions


@dataclass
class ModuleSummary:
    path: str
    analysis: "ModuleAnalysis"
    parsed: "ParsedModule | None"  # the tree of `analysis.module`: positions when a line is asked
    deps: dict[str, str]  # fingerprints of this module and of every file its analysis read
    asked: frozenset[str] = frozenset()  # the modules whose summaries its analysis asked for
    exports: dict[str, "Imported | None"] = field(default_factory=dict)
    # The checked module itself, standing in for its summary while its callers in other files
    # are analysed (callers.py): its functions keep their pending conversions, so a caller's
    # arguments reach them.
    keeps_pending: bool = False

    def localise(self, value: Value, instances_of: str | None = None) -> Value:
        """`value` of this module as another file sees it: each step with its file and line
        (and, for `instances_of`, a class of this module, its instances by the importer's key)."""
        return _localise(value, self, instances_of=instances_of)

    _positions: object = None

    @property
    def positions(self):
        """libcst's positions of the module, resolved on first use (a whole-tree pass)."""
        if self._positions is None:
            self._positions = self.parsed.positions
        return self._positions

    def line(self, node) -> int:
        try:
            return self.positions[node].start.line
        except KeyError:
            return 0


PROVIDED = "provided"  # in a summary's deps: it read a module a caller session stands in
# In a summary's `asked`: its answer depends on which module a caller session stands in, even
# without importing it (a LightningModule's `self.logger`: ProjectContext.trainer_logger).
ASKS_PROVIDED = "?provided"


class Session:
    """One checked file's view of its project."""

    def __init__(
        self, file: str, options: tuple, provided: dict[str, ModuleSummary] | None = None, named: tuple[str, ...] = (),
        shared: dict | None = None,
    ):
        self.file = os.path.abspath(file)
        self.named = named  # directories named on the command line (resolve.find_root)
        # Summaries given rather than made (absolute path -> summary): the checked module's
        # own analysis, while its callers are analysed (callers.py).
        self.provided = provided or {}
        # Summaries the memo does not keep (they read a provided module, or were made across
        # an import cycle), shared by the sessions of one checked module's callers, which
        # run in one fixed order (callers.py): each caller after the first reuses them, as
        # one session reuses its own, instead of analysing every imported module again.
        self.shared = shared
        self.root = find_root(self.file, named)
        # Installed packages (torch's own sources) are libraries, not a project being checked:
        # their imports are not followed (each would pull in dozens of large modules).
        self.enabled = not any(part in ("site-packages", "dist-packages") for part in self.file.split(os.sep))
        self.resolver = Resolver(search_path(self.file, self.root), self.root)
        self.options = options  # (strict, force_torch, device_sources, sinks)
        self.reads: dict[str, str] = {}  # absolute path -> fingerprint of the bytes read
        self.frames: list[dict[str, str]] = []  # what each summary being made has read so far
        self.asked: list[set[str]] = []  # whose summaries each of them asked for
        self.cycles = 0  # import cycles met (a summary made across one is not memoised)
        self.loaded = 0
        self.levels: list[tuple[str, int]] = []  # (module, level) of the summaries being made, innermost last
        self._cycles: dict[str, frozenset[str]] = {}  # imports_text.import_cycles's answers
        self.done: dict[tuple[str, int], ModuleSummary | None] = {}  # this file's summaries, cycles or not
        self._tops: dict[str, bool] = {}
        self._setters: dict[tuple, tuple[bool, dict[str, str]]] = {}
        self.first_lines: dict[str, tuple | None] = {}  # accelerator_use.py's answers

    @property
    def active(self) -> set[str]:
        """The modules being summarised (an import cycle stops here)."""
        return {file for file, _ in self.levels}

    def context(self) -> "ProjectContext | None":
        if not self.enabled:
            return None
        name = self.resolver.module_name(self.file)
        return ProjectContext(self, *(name or (None, False)), file=self.file)

    def is_project_top(self, name: str) -> bool:
        if not self.enabled:
            return False
        if name not in self._tops:
            self._tops[name] = any(
                os.path.isfile(os.path.join(base, name + ".py")) or os.path.isdir(os.path.join(base, name)) for base in self.resolver.search
            ) or (self.root is not None and top_found_by_tail(self.root, name))
        return self._tops[name]

    def summary(self, file: str) -> ModuleSummary | None:
        file = os.path.abspath(file)
        for asked in self.asked:
            asked.add(file)
        if file in self.provided:
            for frame in self.frames:  # the summaries being made read the module stood in
                frame[file] = PROVIDED
            return self.provided[file]
        # An import cycle is cut the same way whoever asks: a module of the asking module's
        # cycle is summarised one level down, and at level 0 its cycle is not followed. So a
        # summary does not depend on which module was checked first (it is memoised).
        requester, level = self.levels[-1] if self.levels else (self.file, LEVELS)
        if file in self.cycle_of(requester):
            level -= 1
            if level < 0:
                return None
        else:
            level = LEVELS
        if (file == self.file and level == LEVELS) or (file, level) in self.levels:
            self.cycles += 1  # a cycle the import lines did not show
            return None
        from tensorlint.project.imports_text import read

        raw = read(file, limit=None)
        if raw is None:
            return None
        digest = fingerprint(raw)
        if (file, level) in self.done:
            return self.done[(file, level)]
        key = (file, digest, self.options, self.resolver.search, level)
        # A session that stands the checked module in for its summary (callers.py) reads and
        # fills the memo only with summaries that never read that module (their calls into it
        # would record there).
        if key in _MEMO:
            found = _MEMO[key]
            deps = found.deps if found is not None else {file: digest}
            asked = found.asked if found is not None else frozenset()
            if not any(path in asked for path in self.provided) and not (self.provided and ASKS_PROVIDED in asked):
                self._record(deps)
                for more in self.asked:
                    more |= asked
                return found
        shared_key = (*key, tuple(sorted((path, id(summary)) for path, summary in self.provided.items())))
        if self.shared is not None and shared_key in self.shared:
            found, deps = self.shared[shared_key]
            self._record(deps)
            for more in self.asked:
                more |= found.asked if found is not None else frozenset()
            self.done[(file, level)] = found
            return found
        self._record({file: digest})
        if self.loaded >= MAX_MODULES or len(raw) > MAX_BYTES:
            return None
        self.loaded += 1
        self.levels.append((file, level))
        self.frames.append({file: digest})
        self.asked.append(set())
        cycles = self.cycles
        try:
            found = self._analyse(file, raw)
        finally:
            self.levels.pop()
            deps = self.frames.pop()
            asked = self.asked.pop()
        if found is not None:
            found.deps = deps
            found.asked = frozenset(asked)
        self.done[(file, level)] = found
        # (one made across an import cycle may miss what it hid)
        if self.cycles == cycles and PROVIDED not in deps.values():
            if len(_MEMO) >= _MEMO_LIMIT:
                _MEMO.clear()
            _MEMO[key] = found
        elif self.shared is not None:
            self.shared[shared_key] = (found, deps)
        return found

    def cycle_of(self, file: str) -> frozenset[str]:
        """The project files in an import cycle with `file` (with itself), from the texts'
        import lines; the files read become dependencies of the result."""
        if file not in self._cycles:
            from tensorlint.project.imports_text import import_cycles

            def record(path: str, raw: bytes) -> None:
                # (a dependency of this file's result, not of the summary being made: the
                # memo would refuse it to every caller session of a module it names)
                if path != self.file:
                    self.reads[path] = fingerprint(raw)

            self._cycles.update(import_cycles(file, self.resolver, record))
        return self._cycles.get(file, frozenset((file,)))

    def class_store_files(self, cls: str, attr: str) -> list[str]:
        """Project files other than this one whose text assigns `cls.attr = ...` (a
        capitalised class name), nearest first, at most MAX_STORE_FILES."""
        from tensorlint.project.listing import attribute_stores

        found = [path for path in attribute_stores(self.root).get((cls, attr), ()) if path != self.file]
        here = os.path.dirname(self.file)
        found.sort(key=lambda p: (os.path.relpath(p, here).count(os.sep), p))
        return found[:MAX_STORE_FILES]

    def may_set_default_device(self, file: str) -> bool:
        from tensorlint.project.imports_text import may_set_default_device

        key = (os.path.abspath(file), self.resolver.search)
        if key not in self._setters:
            read: dict[str, str] = {}
            found = may_set_default_device(file, self.resolver, lambda path, raw: read.__setitem__(path, fingerprint(raw)))
            self._setters[key] = (found, read)
        found, read = self._setters[key]
        self._record({path: digest for path, digest in read.items() if path != self.file})
        return found

    def analyse_fresh(self, file: str) -> ModuleSummary | None:
        """This session's own file through the facts pass, never memoised: its calls into a
        provided summary record conversions there (callers.py), which a memoised summary
        would not do again."""
        try:
            with open(file, "rb") as fh:
                raw = fh.read()
        except OSError:
            return None
        self._record({os.path.abspath(file): fingerprint(raw)})
        if len(raw) > MAX_BYTES:
            return None
        return self._analyse(os.path.abspath(file), raw)

    def note_read(self, file: str) -> None:
        """A file whose bytes a result depends on, read as text (accelerator_use.py)."""
        from tensorlint.project.imports_text import read

        raw = read(file, limit=None)
        if raw is not None:
            self._record({file: fingerprint(raw)})

    def absorb(self, reads: dict[str, str]) -> None:
        """What another session read for this file's result (its callers' bytes)."""
        self._record({path: digest for path, digest in reads.items() if path != self.file})

    def _record(self, deps: dict[str, str]) -> None:
        self.reads.update(deps)
        for frame in self.frames:
            frame.update(deps)

    def _analyse(self, file: str, raw: bytes) -> ModuleSummary | None:
        from tensorlint.facts.analysis import ModuleAnalysis

        parsed = _parse(file, raw)
        if parsed is None:
            return None
        module = parsed.module
        strict, force_torch, device_sources, sinks = self.options
        name = self.resolver.module_name(file)
        analysis = ModuleAnalysis(
            module,
            strict=strict,
            force_torch=True,  # a config module need not import torch to choose a device
            device_sources=device_sources,
            sinks=sinks,
            project=ProjectContext(self, *(name or (None, False)), file=file),
        )
        try:
            analysis.run()
        except (RecursionError, MemoryError):
            return None
        return ModuleSummary(file, analysis, parsed, {})


def _parse(file: str, raw: bytes) -> ParsedModule | None:
    import libcst as cst

    key = (file, fingerprint(raw))
    if key not in _TREES:
        try:
            parsed = ParsedModule(cst.parse_module(raw.decode("utf-8-sig")))
        except (UnicodeDecodeError, cst.ParserSyntaxError, RecursionError, MemoryError):
            parsed = None
        if len(_TREES) >= _TREES_LIMIT:
            _TREES.clear()
        _TREES[key] = parsed
    return _TREES[key]


@dataclass
class ProjectContext:
    """The hook a ModuleAnalysis asks about its imports (facts/imported.py)."""

    session: Session
    module: str | None  # this module's dotted name along the search path (relative imports)
    is_package: bool
    file: str | None = None

    def absolute_module(self, level: int, module: str | None) -> str | None:
        found = absolute_module(level, module, self.module, self.is_package)
        if found is None and self.file is not None:
            # A relative import runs only in a module loaded as part of a package: in a
            # namespace package (`py/nodes/samplers.py`, no `__init__.py`), under its name
            # from a search base above it (`py.nodes.samplers`, from the project root).
            for name, is_package in self.session.resolver.names_of(self.file):
                found = absolute_module(level, module, name, is_package)
                if found is not None:
                    break
        return found

    def first_line(self, question: str, about: str | None = None) -> tuple[str, int, str] | None:
        """(path, line, text) of the project line that answers `question` ("accelerator",
        "bf16-trainer" about a LightningModule class: accelerator_use.py), or None."""
        from tensorlint.project import accelerator_use

        return accelerator_use.QUESTIONS[question](self.session, about)
    def imported(self, qualified: str, depth: int = 0) -> "Imported | None":
        if depth > MAX_DEPTH or not self.session.is_project_top(qualified.split(".", 1)[0]):
            return None
        split = self.session.resolver.split(qualified)
        if split is None:
            return None
        module, file, rest = split
        if len(rest) == 2:  # `Config.DEVICE`: a class attribute, wherever it is set
            return self.class_attribute(qualified.rpartition(".")[0], rest[1])
        if len(rest) != 1:
            return None  # the module itself, or an attribute of an attribute
        summary = self.session.summary(file)
        if summary is None:
            return None
        name = rest[0]
        if name not in summary.exports:
            summary.exports[name] = _export(summary, name, module)
        found = summary.exports[name]
        if found is None:
            alias = summary.analysis.aliases.get(name)
            if alias is not None and alias != qualified:  # a re-export (`from .utils import sample`)
                return self.imported(alias, depth + 1)
        return found

    def class_origin(self, qualified: str, depth: int = 0) -> "tuple[ModuleSummary, str] | None":
        """The module that defines the project class `qualified` names (through re-exports)
        and the class's name there, or None."""
        if depth > MAX_DEPTH or not self.session.is_project_top(qualified.split(".", 1)[0]):
            return None
        split = self.session.resolver.split(qualified)
        if split is None or len(split[2]) != 1:
            return None
        summary = self.session.summary(split[1])
        if summary is None:
            return None
        name = split[2][0]
        if name in summary.analysis.classes:
            return summary, name
        alias = summary.analysis.aliases.get(name)
        return self.class_origin(alias, depth + 1) if alias is not None and alias != qualified else None

    def class_attribute(self, cls_qualified: str, attr: str) -> "Imported | None":
        """`Config.DEVICE` of a project class: its value in the class's module (the class
        body, and what that module's functions store on it) joined with what other project
        files store on it (`Config.DEVICE = torch.device("cuda:0")` in `select_device()`),
        each step with its file and line. None when nothing known is held there."""
        from tensorlint.facts.imported import Imported

        split = self.session.resolver.split(cls_qualified)
        if split is None or len(split[2]) != 1:
            return None
        stores = self.session.class_store_files(split[2][0], attr)
        if not stores and not _defines_class_attribute(split[1], split[2][0], attr):
            return None  # (an enum member, a method: no module is parsed for them)
        origin = self.class_origin(cls_qualified)
        if origin is None:
            return None
        summary, name = origin
        own = summary.analysis.classes[name].attrs.get(attr)
        values = [summary.localise(own)] if own is not None else []
        for file in stores if name == split[2][0] else self.session.class_store_files(name, attr):
            if file == summary.path:
                continue
            other = self.session.summary(file)
            stored = other.analysis.class_stores.get((summary.path, name, attr)) if other is not None else None
            if stored is not None:
                values.append(other.localise(stored))
        if not values:
            return None
        value = values[0]
        for more in values[1:]:
            value = join(value, more)
        if not (value.has_facts() or value.kind in (DEVICE, DTYPE)):
            return None
        return Imported("value", value=value.with_(pending=NONE))

    def trainer_logger(self, module_class: str) -> "Imported | None":
        """The logger a project file hands the Lightning Trainer of the LightningModule class
        `module_class`, where its class is the checked module's, seen from one of its callers
        (project/callers.py: a class of a provided module that the Trainer's file imports);
        None otherwise (it records nothing elsewhere)."""
        from tensorlint.project import accelerator_use
        from tensorlint.project.imports_text import imports_file
        from tensorlint.project.listing import text_of

        for asked in self.session.asked:  # (the summaries being made depend on what is provided)
            asked.add(ASKS_PROVIDED)
        checked = [(path, s) for path, s in self.session.provided.items() if s.keeps_pending]
        if not checked:
            return None
        for path, line, name in accelerator_use.trainer_loggers(self.session, module_class):
            for file, summary in checked:
                if name in summary.analysis.classes and (path == file or imports_file(path, text_of(path) or "", file, self.session.root)):
                    self.session.note_read(path)
                    return _export(summary, name)
        return None

    def imports_torch(self, module: str) -> bool:
        """Whether a project module works with torch (imports it, or a module that does):
        importing from it puts the importing module in scope, though its text never names
        torch (`from loading import load_model`)."""
        if not self.session.is_project_top(module.split(".", 1)[0]):
            return False
        file = self.session.resolver.module_file(module)
        summary = self.session.summary(file) if file is not None else None
        return summary is not None and summary.analysis.in_scope

    def star_names(self, module: str) -> tuple[dict[str, str], bool] | None:
        """What `from module import *` binds, as aliases (local name -> qualified name), and
        whether the module imports torch; None when it is not a project module."""
        if not self.session.is_project_top(module.split(".", 1)[0]):
            return None
        file = self.session.resolver.module_file(module)
        summary = self.session.summary(file) if file is not None else None
        if summary is None:
            return None
        analysis = summary.analysis
        names = {local: target for local, target in analysis.aliases.items() if not local.startswith("_")}
        defined = [k for k, info in analysis.functions.items() if info.cls is None and "." not in k]
        for name in [*defined, *analysis.classes, *analysis.globals]:
            if not name.startswith("_"):
                names[name] = f"{module}.{name}"
        return names, analysis.imports_torch

    def packages_default_device(self) -> Fact:
        if self.module is None:
            return NONE
        parent = self.module if self.is_package else self.module.rpartition(".")[0]
        return self.import_default_device(parent) if parent else NONE

    def import_default_device(self, module: str) -> Fact:
        if not self.session.is_project_top(module.split(".", 1)[0]):
            return NONE
        out: Fact = NONE
        parts = module.split(".")
        for cut in range(1, len(parts) + 1):  # importing a.b runs a/__init__.py first
            file = self.session.resolver.module_file(".".join(parts[:cut]))
            if file is None or os.path.abspath(file) in self.session.active:
                continue  # a package importing its own parts: its __init__ is running already
            if not self.session.may_set_default_device(file):
                continue  # no setter in its text or in its imports': nothing to summarise
            summary = self.session.summary(file)
            if summary is not None and summary.analysis.global_default_device:
                out = out | _localise_fact(summary.analysis.global_default_device, summary)
        return out


def _defines_class_attribute(file: str, cls: str, attr: str) -> bool:
    """Whether the text of `file` defines class `cls` and binds `attr` in a class body to
    something that may be a device, a dtype or a tensor (`    DEVICE = torch.device(...)`,
    `    device = "cuda"`; not an enum member's number or plain string): worth summarising the
    module for."""
    from tensorlint.facts.tables import ACCELERATOR_DEVICE_TYPES
    from tensorlint.project.listing import text_of

    text = text_of(file)
    if text is None or re.search(rf"^class[ \t]+{re.escape(cls)}\b", text, re.MULTILINE) is None:
        return False
    for match in re.finditer(rf"^[ \t]+{re.escape(attr)}[ \t]*(?::[^=\n]*)?=(?!=)[ \t]*([^\n]*)", text, re.MULTILINE):
        value = match.group(1).split("#", 1)[0].strip()
        literal = _LITERAL.fullmatch(value)
        if literal is None or (literal.group(1) and any(word in value for word in ACCELERATOR_DEVICE_TYPES)):  # ("cuda:0", not "XLA")
            return True
    return False


# A number, a flag, None, or a quoted string (group 1): an enum member's or a setting's value.
_LITERAL = re.compile(r"""-?[\d._]+|True|False|None|[rbuRBU]?(["'])[^"'\\]*\1""")


def _export(summary: ModuleSummary, name: str, module: str | None = None) -> "Imported | None":
    from tensorlint.facts.imported import Imported
    from tensorlint.facts.records import Summary

    analysis = summary.analysis
    value = analysis.globals.get(name)
    # (the module's own `def pad`, not a `def pad` nested in another function defined before it)
    key = value.func if value is not None and value.kind == FUNCTION and value.func in analysis.functions else name
    if key in analysis.functions and analysis.functions[key].cls is None and (value is None or value.kind == FUNCTION):
        info = analysis.functions[key]
        done = analysis.summaries.get(key)
        if done is None:
            return None
        pending = done.pending if summary.keeps_pending else []
        owned = summary.keeps_pending  # (the checked module, seen from a caller: project/callers.py)
        # A factory of one of its classes' instances (`build_model(cfg)` returning `Net(cfg)`,
        # `create_logger()` returning `[Logger(...) for ...]`): the caller's instances have the
        # class's methods (facts/imported.py: foreign_key).
        cls = instance_class(done.ret, analysis)
        # A factory of classes of third files (`create_model_and_diffusion()` returning a
        # `UNetModel` of unet.py and a `SpacedDiffusion` of respace.py): the instances keep
        # those classes' keys, which the importer learns (facts/imported.py imported_call).
        third = foreign_instance_keys(done.ret, analysis) if not owned else frozenset()
        ret = _localise(done.ret, summary, instances_of=cls.name if cls is not None else None, keep_keys=third)
        # Methods it calls on its parameters (`logger.update_stats(pred=...)`) run on the
        # instances the importer passes (facts/imported.py: run_method_of).
        calls = [(ref, method, call, tuple((k, _localise(v, summary)) for k, v in args), grad, located or summary) for ref, method, call, args, grad, located in done.param_calls]
        written = {slot: _localise(v, summary) for slot, v in done.param_effects.items()}  # (`fill(d)` writing `d["out"]`)
        return Imported("function", info=info, summary=Summary(ret, pending, param_calls=calls, param_effects=written), owner=summary if owned or cls is not None else None, cls=cls, owned=owned, third=tuple(analysis.foreign_classes[k][:2] for k in sorted(third)))
    if name in analysis.classes and (value is None or value.kind == CLASS) and summary.keeps_pending:
        cls = analysis.classes[name]
        plain = _export(replace(summary, keeps_pending=False), name) if cls.is_module else None
        return Imported(
            "class", value=plain.value if plain is not None else None, info=plain.info if plain is not None else None,
            owner=summary, cls=cls, owned=True,
        )
    if name in analysis.classes and (value is None or value.kind == CLASS):
        cls = analysis.classes[name]
        init_key = cls.methods.get("__init__")
        instance = analysis.constructed.get(name) or analysis.self_value(cls)
        instance = instance.with_(tag=None, label=None)
        if cls.frozen_at_init:
            instance = instance.with_(grad=NONE, frozen=True)
        return Imported("class", value=_localise(instance, summary), info=analysis.functions.get(init_key) if init_key else None, owner=summary, cls=cls)
    if value is not None and value.kind not in (FUNCTION, CLASS) and name not in analysis.aliases:
        cls = analysis.classes.get(value.func) if value.func and value.kind in (OTHER, MODULE) else None
        if cls is not None:
            # An instance of one of its classes (`embed_watermark = WatermarkEmbedder(...)`):
            # the importer's calls run that class's methods (facts/imported.py).
            return Imported("value", value=_localise(value, summary, named_in=module), owner=summary, cls=cls, owned=summary.keeps_pending)
        return Imported("value", value=_localise(value, summary, named_in=module))
    return None


def instance_class(value: Value, analysis):
    """The class of the module whose instance `value` is, or holds as its elements (one
    class only; None: none, or several)."""
    found = {held.func for held in (value, value.field_value("__element__"), *(value.items or ())) if held is not None and held.kind in (OTHER, MODULE) and held.func in analysis.classes}
    return analysis.classes[found.pop()] if len(found) == 1 else None


def foreign_instance_keys(value: Value, analysis) -> frozenset:
    """The keys of the classes of other files whose instances `value` is, or holds as its
    items or elements (facts/imported.py foreign_key)."""
    return frozenset(held.func for held in (value, value.field_value("__element__"), *(value.items or ())) if held is not None and held.kind in (OTHER, MODULE) and held.func in analysis.foreign_classes)


def _localise(value: Value, summary: ModuleSummary, depth: int = 0, named_in: str | None = None, instances_of: str | None = None, keep_keys: frozenset = frozenset()) -> Value:
    """(`named_in`: the dotted name the importer reached the module by; a function or class
    of the module held in the value, such as a registry dict's builders, becomes that
    name's, which the importer calls through the project as it would an imported name.
    `instances_of`: a class of the module whose instances keep it, by the key the importer
    knows it by: facts/imported.py foreign_key)"""
    if named_in is not None and value.kind in (FUNCTION, CLASS) and value.func and "." not in value.func:
        return Value(OTHER, label=Label("plain", value.func), qualified=f"{named_in}.{value.func}")
    changes = {f: _localise_fact(getattr(value, f), summary) for f in ("accel", "grad", "lowp")}
    if value.items is not None and depth < 3:
        changes["items"] = tuple(_localise(v, summary, depth + 1, named_in, instances_of, keep_keys) for v in value.items)
    if value.fields is not None and depth < 3:
        changes["fields"] = tuple((k, _localise(v, summary, depth + 1, named_in, instances_of, keep_keys)) for k, v in value.fields)
    from tensorlint.facts.imported import class_key

    kept = class_key(summary.path, instances_of) if instances_of is not None and value.func == instances_of and value.kind in (OTHER, MODULE) else None
    if value.func in keep_keys and value.kind in (OTHER, MODULE):
        kept = value.func  # (an instance of a third file's class: foreign_instance_keys)
    return value.with_(func=kept, tag=None if value.tag == "self" else value.tag, **changes)


def _localise_fact(fact: Fact, summary: ModuleSummary) -> Fact:
    if not fact:
        return fact
    return frozenset(
        Reason(tuple(_localise_step(s, summary) for s in o.steps), o.under) if isinstance(o, Reason) else o
        for o in fact
    )


def _localise_step(step: Step, summary: ModuleSummary) -> Step:
    if step.where is not None:
        return step
    return replace(step, where=Where(summary.path, step.node, summary.line))


def display_path(other: str, checked: str) -> str:
    """How a diagnostic of `checked` (a display path: relative to the working directory, or
    absolute) names another file: relative the same way."""
    base = os.path.dirname(os.path.abspath(checked))
    if os.path.isabs(checked):
        return other
    rel = os.path.relpath(other, base)
    return os.path.normpath(os.path.join(os.path.dirname(checked), rel))


def text_imports_project(session: Session, source: str) -> bool:
    """Whether a text's import lines (imports_text.py, no tree) may name a module of its
    project: a file that never imports torch may still get tensors from one."""
    if not session.enabled:
        return False
    from tensorlint.project.imports_text import imported_modules

    return "from ." in source or any(session.is_project_top(module.split(".", 1)[0]) for module, _ in imported_modules(source, None))


def may_import_project(session: Session, aliases: dict[str, str], source: str) -> bool:
    """Whether a text imports a module of its project (its aliases from CPython's tree, or a
    relative import): the screening keeps every statement of such a file."""
    if not session.enabled:
        return False
    return "from ." in source or any(session.is_project_top(target.split(".", 1)[0]) for target in aliases.values())
