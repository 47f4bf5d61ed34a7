"""Calls into a checked module from the other files of its project.

A helper's conversion of its own parameter (`def to_np(x): return x.numpy()` in utils.py)
is a bug only through what its callers pass, and they usually live in other files
(`to_np(logits)` in train.py, with `logits` the output of a model moved to CUDA). After the
checked module's own pass, the project files that may call its functions are run through
the same facts pass, with the checked module's own analysis standing in for its summary:
their calls substitute their arguments into its pending conversions exactly as a call in
the same file does (facts/calls.py), so each conversion is reported here, in the helper's
file, with the calling file and line as the first step of its evidence.

Which files may call: the project's Python files (built-in exclusions skipped) whose text
calls one of the helper's names and mentions its module; at most MAX_CALLERS of them, the
nearest first. Their bytes become dependencies of the checked file's cached result.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import MODULE, OTHER, Reason, Where
from tensorlint.project.imports_text import distance, imports_file
from tensorlint.project.listing import project_files, text_of
from tensorlint.project.summaries import ModuleSummary, Session, instance_class

MAX_CALLERS = 8  # caller files analysed for one checked module
MAX_LEVELS = 3  # files up the chain of calls: callers, theirs, and theirs


def entry_names(analysis) -> list[str]:
    """Top-level functions of the module whose conversions depend on their arguments, its
    classes whose methods do, or whose constructor stores its arguments on `self`, and its
    module-level instances of those classes."""
    names = []
    for key, info in analysis.functions.items():
        summary = analysis.summaries.get(key)
        if _module_level(analysis, key, info) and summary is not None and summary.pending:
            names.append(info.node.name.value)
    converts = None
    for name, cls in analysis.classes.items():
        summaries = [analysis.summaries.get(key) for key in cls.methods.values()]
        init = analysis.summaries.get(cls.methods.get("__init__", ""))
        storing = [s for s in summaries if s is not None and s.attr_effects]  # (`append(self, loss_dict)` keeping it)
        if any(s is not None and s.pending for s in summaries):
            names.append(name)
        elif storing or (init is not None and init.class_effects):
            converts = converts or _conversion_words(analysis)
            # A method may convert what the constructor, or another method, stored on this
            # class (an accumulator's `flush()` of what `append()` kept), or on one the
            # constructor builds with its arguments (`self.predictor = Pred(model)`).
            stores_on = ([cls] if storing else []) + [target for target, _ in (init.class_effects.values() if init is not None else ())]
            if any(_may_convert(analysis, target, converts) for target in stores_on):
                names.append(name)
    # Module-level instances of those classes (`embed_watermark = WatermarkEmbedder(...)`):
    # other files import the instance and call it.
    classes = set(names) & set(analysis.classes)
    names += [name for name, value in analysis.globals.items() if value.kind in (OTHER, MODULE) and value.func in classes and name not in names]
    # Its factories of those instances (`create_logger()` returning `[Logger(...) for ...]`).
    for key, info in analysis.functions.items():
        summary = analysis.summaries.get(key)
        if _module_level(analysis, key, info) and info.node.name.value not in names and summary is not None:
            made = instance_class(summary.ret, analysis)
            if made is not None and made.name in classes:
                names.append(info.node.name.value)
    return sorted(names)


def _module_level(analysis, key: str, info) -> bool:
    """Whether `key` is the function the module's name for it is bound to (the module's own
    `def pad`, not a `def pad` nested in another function, nor a method)."""
    value = analysis.globals.get(info.node.name.value)
    return info.cls is None and value is not None and value.func == key


def _may_convert(analysis, cls, converts: re.Pattern[str]) -> bool:
    """Whether a method of `cls` may convert: its own or one it inherits from a class of this
    module (`class RobertaVerbalizerGenerator(VerbalizerGenerator): ...`)."""
    code = analysis.module.code_for_node
    if converts.search(code(cls.node)):
        return True
    return any(info is not None and info.cls is not cls and converts.search(code(info.node)) for info in map(analysis.functions.get, cls.methods.values()))


def _conversion_words(analysis) -> re.Pattern[str]:
    """Words of a place where a class's methods may convert (`.numpy`, a converting
    library under this module's alias for it, a plotting method): the same tables as the
    screening (screen/prefilter.py)."""
    from tensorlint.screen.prefilter import SINK_ROOTS

    aliases = sorted(alias for alias, target in analysis.aliases.items() if target.split(".")[0] in SINK_ROOTS)
    plots = sorted(T.PLOT_FUNCTIONS)
    return re.compile(r"\.numpy\b|\.(?:%s)\s*\(%s" % ("|".join(map(re.escape, plots)), "".join(r"|\b%s\b" % re.escape(a) for a in aliases)))


def follow_callers(analysis, session: Session, positions, names: list[str]) -> None:
    """Record, into `analysis` (the checked module's facts pass, already run), the
    conversions its functions `names` (entry_names) make on what other files of the
    project pass them."""
    if session is None or not session.enabled or session.root is None or not names:
        return
    own = ModuleSummary(session.file, analysis, None, {}, keeps_pending=True, _positions=positions)
    pending = [p for summary in analysis.summaries.values() if summary is not None for p in summary.pending]
    before = {name: dict(cls.attrs) for name, cls in analysis.classes.items()}
    seen = {name: dict(attrs) for name, attrs in before.items()}

    shared: dict = {}  # summaries that read the checked module, made once for all callers

    def follow(path: str, provided: dict[str, ModuleSummary], holder=None) -> ModuleSummary | None:
        caller = Session(path, session.options, provided=provided, named=session.named, shared=shared)
        holder_attrs = {name: dict(cls.attrs) for name, cls in holder.classes.items()} if holder is not None else {}
        found = caller.analyse_fresh(path)
        session.absorb(caller.reads)
        if found is None:
            return None
        # Steps this caller's pass recorded in its own tree (or in a forwarding caller's,
        # provided) get their file and line (resolving positions only when asked).
        localiser = _Localiser(positions, found, caller, [m for p, m in provided.items() if p != session.file])
        if holder is not None and any(cls.attrs != holder_attrs[name] for name, cls in holder.classes.items()):
            # This caller stored its arguments on a forwarding caller's class (`Pipeline(model)`
            # whose method runs the checked module's on `self.model`'s outputs): that
            # module's methods read them now, and call into the checked one again. What it
            # stored carries its steps' places (`FasterRCNNTrainer(faster_rcnn)` in train.py).
            for name, cls in holder.classes.items():
                if cls.attrs != holder_attrs[name]:
                    cls.attrs = {attr: localiser.value(value) for attr, value in cls.attrs.items()}
            holder.resummarise()
        for item in pending:
            if item.conversion.evidence_candidates:
                _localise_conversion(item.conversion, localiser)
        for name, cls in analysis.classes.items():
            if cls.attrs != seen[name]:
                cls.attrs = {attr: localiser.value(value) for attr, value in cls.attrs.items()}
                seen[name] = dict(cls.attrs)
        return found

    forwarders = []
    for path in candidate_callers(session, names):
        provided = {session.file: own}
        found = follow(path, provided)
        if found is not None:
            forwarded = forwarding_names(found.analysis, analysis, pending)
            holders = holding_classes(found.analysis, names)
            if forwarded or holders:
                forwarders.append((found, sorted(set(forwarded) | set(holders)), bool(holders), provided))
    # Callers of the callers that hand their own arguments on (`SamAutomaticMaskGenerator
    # (model)` storing `SamPredictor(model)`; `log(x)` calling `to_np(x)`), and theirs (run.py
    # calling train.py's `train_epoch(model)` that logs through logger.py into plots.py): up to
    # MAX_LEVELS files up, every module between standing in for its summary.
    budget = MAX_CALLERS
    for _ in range(MAX_LEVELS - 1):
        further = []
        for found, forwarded, holds, provided in forwarders:
            middle = replace(found, keeps_pending=True, exports={})
            via = Session(found.path, session.options, named=session.named)
            for path in candidate_callers(via, forwarded):
                if budget <= 0:
                    break
                if path not in provided and path != found.path:
                    budget -= 1
                    chain = {**provided, found.path: middle}
                    upper = follow(path, chain, found.analysis if holds else None)
                    onward = forwarding_names(upper.analysis, analysis, pending) if upper is not None else []
                    if onward:
                        further.append((upper, onward, False, chain))
        forwarders = further
    for item in pending:
        conversion = item.conversion
        if conversion.evidence_candidates:
            analysis.conversions.setdefault(conversion.key, conversion)
    if any(cls.attrs != before[name] for name, cls in analysis.classes.items()):
        # Callers stored their arguments on its classes (`Runner(model, device)`): the
        # methods read them now.
        analysis.resummarise()


def forwarding_names(caller, checked, pending) -> list[str]:
    """A caller's top-level functions and classes that hand their own arguments on to the
    checked module: their summaries keep one of its pending conversions, or their
    constructor stores on one of its classes."""
    conversions = {id(item.conversion) for item in pending}
    classes = {id(cls) for cls in checked.classes.values()}

    def forwards(summary) -> bool:
        return summary is not None and (
            any(id(item.conversion) in conversions for item in summary.pending)
            or any(slot[0] in classes for slot in summary.class_effects)
        )

    names = [key for key, info in caller.functions.items() if info.cls is None and "." not in key and forwards(caller.summaries.get(key))]
    names += [name for name, cls in caller.classes.items() if any(forwards(caller.summaries.get(key)) for key in cls.methods.values())]
    return sorted(names)


def holding_classes(caller, names: list[str]) -> list[str]:
    """A caller's classes whose constructor stores its arguments on `self` and whose methods
    call one of the checked module's `names` (`RepReadingPipeline(model)` storing `model`,
    then running `PCARepReader().get_rep_directions(...)` on its outputs): what their own
    callers store there reaches the checked module through them."""
    if not names:
        return []
    call = re.compile(r"\b(?:%s)\s*\(" % "|".join(map(re.escape, names)))
    found = []
    for name, cls in caller.classes.items():
        init = caller.summaries.get(cls.methods.get("__init__", ""))
        if init is None or not init.attr_effects:
            continue
        methods = [key for method, key in cls.methods.items() if method != "__init__" and key in caller.functions]
        if any(call.search(caller.module.code_for_node(caller.functions[key].node)) for key in methods):
            found.append(name)
    return sorted(found)


def candidate_callers(session: Session, names: list[str]) -> list[str]:
    """Project files that call one of `names` and mention the checked module, nearest first."""
    alternatives = "|".join(map(re.escape, names))
    # (`to_np(x)`, `Runner(model)`, a static method through its class: `Convert.to_image(x)`,
    # or a subclass, whose `super().__init__(device=device)` is a call of the constructor)
    # (or bound by `functools.partial(to_np, ...)`, which facts/instances.py runs as a call)
    binders = "|".join(sorted({q.rsplit(".", 1)[-1] for q in T.PARTIAL_CALLS}))
    # (or passed as a value, for the callee to call: `evaluate(model, [accuracy])`, `metric_fn=accuracy`)
    call = re.compile(
        r"\b(?:%s)(?:\.\w+)?\s*\(|\b(?:%s)\s*\(\s*(?:%s)\b|^[ \t]*class[ \t]+\w+[ \t]*\([^)]*\b(?:%s)\b|[\[(,=][ \t]*(?:%s)[ \t]*[,)\]]"
        % (alternatives, binders, alternatives, alternatives, alternatives),
        re.MULTILINE,
    )
    # `from train.metrics import accuracy_SBM as accuracy` then `accuracy(scores, labels)`.
    renamed = re.compile(r"\b(?:%s)[ \t]+as[ \t]+(\w+)" % alternatives)
    # An import of the module itself (`from utils.convert import ...`, `import utils.convert
    # as c`, `from . import convert`), or of one of its names from a package above it that
    # re-exports them (`from utils import to_np`, `from utils import *`, `import viewer` then
    # `viewer.send_image(x)`), under any name it is loaded by.
    forms = []
    for dotted in _dotted_names(session):
        stem = re.escape(dotted.rsplit(".", 1)[-1])
        parts = dotted.split(".")
        above = [re.escape(".".join(parts[:cut])) for cut in range(1, len(parts))]
        packages = "|".join(above + [r"\.+"])
        package_import = rf"|import[ \t]+[^\n]*\b(?:{'|'.join(above)})\b" if above else ""
        forms.append(
            rf"from[ \t]+[\w.]*\b{stem}\b[\w.]*[ \t]+import\b|import[ \t]+[^\n]*\b{stem}\b{package_import}"
            rf"|from[ \t]+(?:{packages})[ \t]+import[ \t]+(?:[^\n]*\b(?:{stem}|{alternatives})\b|\*)"
        )
    imports = re.compile(rf"^[ \t]*(?:{'|'.join(forms)})", re.MULTILINE)
    here = os.path.dirname(session.file)
    found = []
    for path in project_files(session.root):
        if path == session.file:
            continue
        text = text_of(path)
        if text is None or "import" not in text or not _calls(text, call, renamed) or not imports.search(text):
            continue
        if imports_file(path, text, session.file, session.root):
            found.append(path)
    found.sort(key=lambda p: (distance(here, p), p))
    return found[:MAX_CALLERS]


def _calls(text: str, call: re.Pattern[str], renamed: re.Pattern[str]) -> bool:
    """Whether a text calls one of the names, or a name it imports one of them as."""
    if call.search(text):
        return True
    local = renamed.findall(text)
    return bool(local) and re.search(r"\b(?:%s)\s*\(" % "|".join(map(re.escape, local)), text) is not None


def _dotted_names(session: Session) -> list[str]:
    """The names the checked module is loaded by: its own (its package chain, or along its
    own search path), and, for a module in a folder without `__init__.py` (`utils/
    pose_utils.py`), its name from the project root and `src/`, where the scripts that
    import it as `utils.pose_utils` run."""
    module = session.resolver.module_name(session.file)
    names = [module[0] if module else os.path.basename(session.file)[:-3]]
    for base in session.resolver.search[1:]:
        rel = os.path.relpath(session.file, base)
        if rel.startswith(os.pardir) or not rel.endswith(".py"):
            continue
        parts = rel[: -len(".py")].split(os.sep)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        dotted = ".".join(parts)
        if parts and all(p.isidentifier() for p in parts) and dotted not in names:
            names.append(dotted)
    # A script in a folder above it runs with its own folder first on the path (`tools/demo.py`
    # importing `visual_utils.open3d_vis_utils`): the names from each folder between the root
    # and the module (imports_file then checks that the import really loads it).
    if session.root is not None:
        rel = os.path.relpath(session.file, session.root)
        parts = rel[: -len(".py")].split(os.sep) if rel.endswith(".py") and not rel.startswith(os.pardir) else []
        if parts and parts[-1] == "__init__":
            parts = parts[:-1]
        for cut in range(1, len(parts) - 1):
            dotted = ".".join(parts[cut:])
            if all(p.isidentifier() for p in parts[cut:]) and dotted not in names:
                names.append(dotted)
    return names


class _Localiser:
    """Steps a caller's session recorded in its own trees (the caller's, and those of the
    modules it imports, which may call the checked module too) get their file and line; the
    checked module's own steps keep `where=None`."""

    def __init__(self, own_positions, caller: ModuleSummary, session: Session, forwarders=()):
        self.own = own_positions
        self.modules = [caller, *forwarders] + [m for m in session.done.values() if m is not None and m is not caller and not m.keeps_pending]

    def where(self, node):
        for module in self.modules:
            if node in module.positions:
                return Where(module.path, node, module.line)
        return None

    def step(self, s):
        if s.where is not None or s.node in self.own:
            return s
        where = self.where(s.node)
        return replace(s, where=where) if where is not None else s

    def reason(self, r):
        if not isinstance(r, Reason) or all(s.where is not None or s.node in self.own for s in r.steps):
            return r
        return Reason(tuple(self.step(s) for s in r.steps), r.under)

    def value(self, value, depth: int = 0):
        changes = {f: frozenset(self.reason(o) for o in getattr(value, f)) for f in ("accel", "grad", "lowp")}
        if value.items is not None and depth < 3:
            changes["items"] = tuple(self.value(v, depth + 1) for v in value.items)
        if value.fields is not None and depth < 3:
            changes["fields"] = tuple((k, self.value(v, depth + 1)) for k, v in value.fields)
        return value.with_(**changes)


def _localise_conversion(conversion, localiser: _Localiser) -> None:
    reason = localiser.reason

    for fact_name in ("accel", "grad", "lowp"):
        current = getattr(conversion, fact_name)
        if current is not None:
            setattr(conversion, fact_name, reason(current))
    for fact_name, candidates in conversion.evidence_candidates.items():
        conversion.evidence_candidates[fact_name] = [reason(c) for c in candidates]
