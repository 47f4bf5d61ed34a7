"""The flow-sensitive facts pass over one module.

An abstract interpreter: it walks each scope's statements in order, keeping an environment
from names to abstract `Value`s (lattice.py), joins environments where branches meet, runs
loop bodies to a capped fixed point, and tracks grad mode, bf16 autocast and the default
device as part of the state. Functions are analysed once each with their parameters
as `ParamRef`s; a call site substitutes its arguments into the callee's return value and into
the conversions the callee makes on its parameters. The whole module is analysed twice: the
first round collects what module-level names and `self.` attributes hold, the second uses
that and records conversions.

What PyTorch does is in tables.py; this module only knows how values flow.
"""

from __future__ import annotations

import functools
from typing import Iterable

import libcst as cst

from tensorlint.facts.conversions import Conversion
from tensorlint.facts.lattice import (
    join,
    NONE,
    Fact,
    Value,
)
from tensorlint.facts.state import State
from tensorlint.facts.records import ClassInfo, FunctionInfo, Summary, Frame, AnalysisError
from tensorlint.facts.conditions import ConditionsMixin
from tensorlint.facts.scopes import ScopesMixin
from tensorlint.facts.statements import StatementsMixin
from tensorlint.facts.assignment import AssignmentMixin
from tensorlint.facts.expressions import ExpressionsMixin
from tensorlint.facts.attributes import AttributesMixin
from tensorlint.facts.calls import CallsMixin
from tensorlint.facts.pytorch import PytorchMixin
from tensorlint.facts.recording import RecordingMixin
from tensorlint.facts.module_outputs import ModuleOutputsMixin
from tensorlint.facts.imported import ForeignClasses, ImportedMixin
from tensorlint.facts.accumulation import AccumulationMixin
from tensorlint.facts.host_transfers import HostTransfersMixin
from tensorlint.facts.frameworks import FrameworksMixin
from tensorlint.facts.tree_maps import TreeMapsMixin
from tensorlint.facts.hooks import HooksMixin
from tensorlint.facts.instances import InstancesMixin
from tensorlint.facts.objectives import ObjectivesMixin
from tensorlint.facts.configured_helpers import ConfiguredHelpersMixin


class ModuleAnalysis(ConditionsMixin, ScopesMixin, StatementsMixin, AssignmentMixin, ExpressionsMixin, AttributesMixin, CallsMixin, ModuleOutputsMixin, PytorchMixin, RecordingMixin, ImportedMixin, AccumulationMixin, HostTransfersMixin, FrameworksMixin, HooksMixin, InstancesMixin, TreeMapsMixin, ObjectivesMixin, ConfiguredHelpersMixin):
    """Run the facts pass over a parsed module; `conversions` holds what it found."""

    def __init__(
        self,
        module: cst.Module,
        *,
        strict: bool = False,
        force_torch: bool = False,
        device_sources: Iterable[str] = (),
        sinks: Iterable[str] = (),
        project=None,
    ):
        self.module = module
        # The project around this module (project/summaries.py ProjectContext): what names
        # imported from its other modules hold (imported.py). None: this text alone.
        self.project = project
        self.constructed: dict[str, Value] = {}  # class name -> `self` at the end of its __init__
        # Classes of the checked module instantiated here, when this module is analysed as one
        # of its callers (project/callers.py): instance key -> (that analysis, its ClassInfo).
        self.foreign_classes: dict[str, tuple] = ForeignClasses(self.class_of_key)
        self.strict = strict
        # Project helpers from the configuration (extend-device-sources / extend-sinks):
        # dotted names match calls resolved through imports, bare names match calls written
        # by that bare name (a helper defined in this file, or imported by name).
        self.device_sources = frozenset(device_sources)
        self.sinks = frozenset(sinks)
        self.aliases: dict[str, str] = {}
        self.imports_torch = False
        self.functions: dict[str, FunctionInfo] = {}
        self.classes: dict[str, ClassInfo] = {}
        self.params_on_self: dict[str, dict[str, str]] = {}  # method key -> {param: "self.attr"}
        self.globals: dict[str, Value] = {}
        # Module-level containers that functions change in place (`losses.append(loss)` in a
        # callback): what every call added, joined into the module-level value.
        self.global_effects: dict[str, Value] = {}
        # Functions a framework calls with device tensors (the HF Trainer's
        # preprocess_logits_for_metrics): their parameters may be on the accelerator.
        self.device_callbacks: dict[str, str] = {}  # function key -> what calls it
        # function key -> the model's low-precision dtype (of the logits it is given), and
        # the Trainer's keyword that takes it
        self.callback_dtypes: dict[str, tuple[frozenset, str]] = {}
        # Module classes of this file whose instances this file calls (their forward's inputs
        # are what those calls give, not a guess: scopes.py); complete after round one.
        self.called_modules: set[str] = set()
        # Names of other modules' functions being called through a value (calls.call_value):
        # a value that names itself through imports is not called again.
        self.calling: set[str] = set()
        # Hook functions PyTorch calls with a module's tensors (hooks.py): key -> (roles of
        # their parameters, the module's accelerator and grad facts).
        self.module_hooks: dict[str, tuple] = {}
        self._backpropagates: bool | None = None
        # A Lightning Trainer of this module runs the steps in bfloat16 (its evidence).
        self.lightning_bf16: Fact = NONE
        self._project_steps: dict = {}  # ScopesMixin.project_step's memo
        self.global_default_device: Fact = NONE
        # What this module stores on other project modules' classes (`Config.DEVICE = ...` in
        # a function): (defining file, class, attribute) -> the value; readers of that
        # attribute in any file join it (imported.py, project/summaries.py).
        self.class_stores: dict[tuple[str, str, str], Value] = {}
        self.summaries: dict[str, Summary | None] = {}
        # Function key -> the grad modes ("on"/"off") of the calls met so far: a function
        # whose every call is made with grad off (a helper only test_step calls) runs so.
        self.call_grads: dict[str, set[str]] = {}
        self.conversions: dict[tuple[int, str], Conversion] = {}  # by Conversion.key
        # Function key -> (conversion, guess): the only accelerator evidence of a conversion in
        # the function is that its own device parameter may not be the CPU; the module's calls
        # of it decide (recording.py), or, where it has none, the guess stands (run).
        self.deferred_guesses: dict[str, list] = {}
        # Functions of this module that project files call (project/callers.py), and whether
        # those callers are yet to be followed (run/analyse.py reports the guesses after).
        self.called_by_callers: set[str] = set()
        self.awaiting_callers = False
        self._loop_memo: dict = {}  # accumulation.py, host_transfers.py: what a loop or scope holds, read once
        self.partials: dict[str, tuple] = {}  # `functools.partial(f, x)` values by tag (instances.call_partial)
        self.recording = False
        self._closures: dict[str, dict[str, Value]] = {}
        self._mapping_shapes: dict[str, tuple[int, int] | None] = {}  # (tree_maps.py)
        self.errors: list[AnalysisError] = []  # internal errors, each confined to one part
        self._collect_imports_and_defs()
        self.in_scope = self.imports_torch or force_torch

    @functools.cached_property
    def grad_off_by_importers(self) -> bool:
        """Whether every script that runs this module turns grad off for the whole process first
        (`torch.set_grad_enabled(False)` at the top of XMem's interactive_demo.py, which imports
        the GUI module that imports this one): its code then runs with grad off, as a module's
        own top-level `set_grad_enabled(False)` does (project/accelerator_use.py)."""
        project = self.project
        return project is not None and project.file is not None and project.first_line("grad-off-importers", project.file) is not None

    # ---- entry ------------------------------------------------------------------------

    def run(self) -> list[Conversion]:
        if not self.in_scope:
            return []
        for round_ in (1, 2):
            self.recording = round_ == 2
            self.summaries = {}
            state = State(env={}, grad="off" if self.grad_off_by_importers else "on", default_device=self.packages_default_device())
            frame = Frame(func=None)
            for stmt in self.module.body:
                if state.dead:
                    break
                self.isolated(lambda: f"module-level statement `{self.src(stmt)}`", lambda: self.exec_stmt(stmt, state, frame))
            if not self.recording:
                self.globals = {k: v for k, v in state.env.items()}
                for name, effect in self.global_effects.items():
                    self.globals[name] = join(self.globals[name], effect) if name in self.globals else effect
                self.global_default_device = state.default_device
            # Analyse every function (once), so that conversions in functions nobody calls
            # are found too.
            for key in list(self.functions):
                self.summary(key)
            self.run_inherited_hooks()  # (frameworks.py)
            self.run_template_methods_of_bases()  # (instances.py)
            if not self.recording:
                # What functions bind under `global` is what the module's names may hold
                # when any function runs (a loader called from another file sets it).
                for summary in list(self.summaries.values()):
                    for name, value in (summary.global_binds if summary is not None else {}).items():
                        self.globals[name] = join(self.globals[name], value) if name in self.globals else value
        if not self.awaiting_callers:
            self.report_uncalled_guesses()
        return sorted(self.conversions.values(), key=lambda c: id(c))

    def resummarise(self) -> None:
        """Analyse every function again (recording), after callers in other files stored their
        arguments on this module's classes (project/callers.py)."""
        self.summaries = {}
        for key in list(self.functions):
            self.summary(key)
        self.run_inherited_hooks()
        self.run_template_methods_of_bases()

    # ---- pre-pass: imports, classes, functions ------------------------------------------
