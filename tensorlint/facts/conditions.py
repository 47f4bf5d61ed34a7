"""Correlated conditions: facts tagged with the conditions they hold under.

`if use_cuda: model.cuda()` ... `out = out.cpu() if use_cuda else out` ... `if not use_cuda:
out.numpy()`: the accelerator facts made in a branch carry the branch's condition
(lattice.Reason.under), and a path where that condition is false drops them. A helper's
`return` carries the conditions of its path, so `trans_to_cpu(v)` (`return v.cpu()` when
`torch.cuda.is_available()`, else `return v`) gives back no accelerator fact that needed
CUDA to be available. Conditions are literals: "call:<availability check>" for
`torch.cuda.is_available()` and names bound to it, "name:<dotted>" for other names that are
named for an accelerator (`args.cuda`, `self.use_gpu`; names.ACCELERATOR_FLAG_RE), and their
negations ("!...").
"""

from __future__ import annotations

import ast
import re

import libcst as cst

from tensorlint.facts import tables as T
from dataclasses import replace

from tensorlint.facts.lattice import NDARRAY, OTHER, SEQ, TENSOR, UNAVAILABLE, ParamRef, Value, assuming, contradicts, left_at_default, negate
from tensorlint.facts.narrowing import NOT_TENSOR_CONDITION
from tensorlint.facts.state import State
from tensorlint.facts.names import ACCELERATOR_FLAG_RE, TYPE_CHECK
from tensorlint.facts.syntax import _dotted, constant_truth

AVAILABILITY = "availability"  # Value.tag of the result of an availability check
NDARRAY_CONDITION = "ndarray:"  # "parameter <name> is a NumPy array": `isinstance(X, np.ndarray)`
# A helper's op that autocast runs in float32 (`torch.log`, `softmax`): the low precision of
# its inputs reaches its result only where no autocast region of that device type is active,
# which each call decides (`mel_spectrogram(y_hat)` under bf16 autocast gives float32).
OUTSIDE_AUTOCAST = {"cuda": "!autocast:cuda", "cpu": "!autocast:cpu"}
_AUTOCAST_LITERALS = frozenset(OUTSIDE_AUTOCAST.values())


class ConditionsMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def condition_truth(self, test: cst.BaseExpression, state: State, frame) -> bool | None:
        """The truth of a test that has one whatever the values: `True`/`False`/`None`, and a
        tensor's or module's `torch.device` compared with a string (`img.device != "cpu"` is
        always true: tables.TORCH_DEVICE_EQUALS_STRINGS). None: either way."""
        truth = constant_truth(test)
        if truth is None and isinstance(test, cst.Name) and _bound_to_a_constant(test.value, self.module, frame):
            key = ("constant-flags", id(self.module))
            if key not in self._loop_memo:
                self._loop_memo[key] = constant_flags(self.module)
            return self._loop_memo[key].get(test.value)
        if truth is not None or T.TORCH_DEVICE_EQUALS_STRINGS or not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
            return truth
        comp = test.comparisons[0]
        if not isinstance(comp.operator, (cst.Equal, cst.NotEqual)) or not isinstance(comp.comparator, (cst.SimpleString, cst.FormattedString)):
            return None
        if not (isinstance(test.left, cst.Attribute) and test.left.attr.value == "device"):
            return None
        left = self.eval(test.left, state.copy(), frame)
        return isinstance(comp.operator, cst.NotEqual) if left.tag == "device-of" else None

    def condition_literals(self, test: cst.BaseExpression, state: State, frame) -> tuple[frozenset, frozenset]:
        """The literals that hold where `test` is true, and where it is false."""
        if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
            true, false = self.condition_literals(test.expression, state, frame)
            return false, true
        if isinstance(test, cst.BooleanOperation):
            left = self.condition_literals(test.left, state, frame)
            right = self.condition_literals(test.right, state, frame)
            if isinstance(test.operator, cst.And):
                return left[0] | right[0], frozenset()
            return frozenset(), left[1] | right[1]
        literal = self._condition_atom(test, state, frame)
        if literal is None:
            return frozenset(), frozenset()
        return frozenset({literal}), frozenset({negate(literal)})

    def conditions_in_caller(self, params: list[str], nodes: dict, state: State, frame, defaults: dict | None = None, lists: frozenset | set = frozenset(), constants: dict | None = None, spread: bool = False):
        """A call's translation of the callee's conditions on its own flags (`if use_cuda:` of
        a parameter) into the conditions of what this caller passes for them (`use_cuda =
        torch.cuda.is_available()` here, or another flag of the caller); None where the call
        decides one false (`return_alignments` left at its default False, a parameter's
        default where the call passes it); memoised per call. `spread`: the call passes
        `*args` or `**kwargs`, which may hold any parameter."""
        translated: dict[frozenset, frozenset | None] = {}
        defaults = defaults or {}
        constants = constants or {}
        passed_names = {params[i] for i in nodes if i < len(params)}

        def in_caller(under: frozenset) -> frozenset:
            if under not in translated:
                out = set()
                for literal in under:
                    at_default = left_at_default(literal, params, passed_names)
                    if at_default is not None:
                        if not at_default:
                            translated[under] = None  # `load(name, device="cpu")`: not the default
                            break
                        if spread:
                            out.add(literal)
                        continue
                    if literal in _AUTOCAST_LITERALS:
                        if state.autocast and state.autocast_cpu == (literal == OUTSIDE_AUTOCAST["cpu"]):
                            translated[under] = None  # the call runs under that autocast
                            break
                        out.add(literal)
                        continue
                    param = literal[len(NOT_TENSOR_CONDITION):] if literal.startswith(NOT_TENSOR_CONDITION) else None
                    if param in params:
                        # Where the parameter is no tensor: a caller passing a list of them
                        # (`lists`, calls.py) reaches there; one passing a tensor, or nothing
                        # known, does not.
                        if param not in lists:
                            translated[under] = None
                            break
                        continue
                    negated = literal.startswith("!")
                    name = literal[1:] if negated else literal
                    if name.startswith(NDARRAY_CONDITION) and name[len(NDARRAY_CONDITION):] in params:
                        given = nodes.get(params.index(name[len(NDARRAY_CONDITION):]))
                        kind = self.eval(given, state.copy(), frame).kind if given is not None else None
                        an_array = True if kind == NDARRAY else False if kind in (TENSOR, SEQ, OTHER) else None
                        if an_array is not None and an_array == negated:
                            translated[under] = None  # (`predict(X_test.to_numpy())`: an array)
                            break
                        continue
                    compared = _COMPARED.match(name)
                    if compared is not None and compared[1] in params:
                        given = nodes.get(params.index(compared[1]))
                        holds = _comparison_holds(given if given is not None else constants.get(compared[1]), compared[2], compared[3])
                        if holds is not None and holds == negated:
                            translated[under] = None
                            break
                        continue  # decided true here, or nothing this caller can hold it under
                    if name.startswith("name:") and name[5:] in params:
                        index = params.index(name[5:])
                        given = nodes.get(index)
                        # A flag this call gives as a constant, or leaves at its default:
                        # the condition is decided here (None: it cannot hold).
                        known = constant_truth(given) if given is not None else defaults.get(name[5:])
                        if known is not None:
                            if known == negated:
                                translated[under] = None
                                break
                            continue
                        if given is None:
                            continue
                        mine = self._condition_atom(given, state, frame)
                        if mine is None:
                            continue  # nothing this caller's facts can hold under
                        literal = negate(mine) if negated else mine
                    out.add(literal)
                else:
                    translated[under] = frozenset(out)
            return translated[under]

        return in_caller

    def _condition_atom(self, test: cst.BaseExpression, state: State, frame) -> str | None:
        if isinstance(test, cst.Comparison):
            func = getattr(frame, "func", None)
            return _flag_comparison(test, func.params if func is not None else ())
        if isinstance(test, cst.Call) and len(test.args) == 2 and _dotted(test.func) == "isinstance" and isinstance(test.args[0].value, cst.Name):
            # `if isinstance(X, np.ndarray): ans = ans.cpu().numpy()` of a parameter: each
            # call knows whether it passes an array (in_caller)
            func = getattr(frame, "func", None)
            named = test.args[0].value.value
            if func is not None and named in func.params and self.qualname(test.args[1].value, state) in T.NDARRAY_TYPES:
                return f"{NDARRAY_CONDITION}{named}"
            return None
        if isinstance(test, cst.Call) and not test.args:
            q = self.qualname(test.func, state)
            return f"call:{q}" if q in T.ACCELERATOR_AVAILABILITY_CHECKS else None
        dotted = _dotted(test)
        if dotted is None:
            return None
        value = self.eval(test, state, frame)
        if value.tag == AVAILABILITY and value.qualified:
            return f"call:{value.qualified}"
        # Only flags named for an accelerator, and the function's own flag parameters (a
        # `return_alignments=False` that decides what it returns: each call site knows its
        # value): tracking every `if x:` costs a pass over the environment per branch.
        if ACCELERATOR_FLAG_RE.search(dotted) or value.tag == TYPE_CHECK:  # (`was_numpy = isinstance(x, np.ndarray)`)
            return f"name:{dotted}"
        func = getattr(frame, "func", None)
        if func is not None and dotted in flag_defaults(func.node):
            return f"name:{dotted}"
        return None


# A comparison and the one of its pair it is written as: `gpu < 0` is `not (gpu >= 0)`.
_COMPARISONS = {cst.GreaterThanEqual: (">=", True), cst.LessThan: (">=", False), cst.LessThanEqual: ("<=", True),
                cst.GreaterThan: ("<=", False), cst.Equal: ("==", True), cst.NotEqual: ("==", False)}


def _flag_comparison(test: cst.Comparison, params=()) -> str | None:
    """`gpu >= 0`, `args.gpu < 0`, `self.device_id == -1`: a flag named for an accelerator
    compared with a constant, as one literal (the same test written twice correlates); and a
    parameter of the function compared with one (`type_info == "torch"`: each call decides)."""
    if len(test.comparisons) != 1:
        return None
    target = test.comparisons[0]
    dotted = _dotted(test.left)
    constant = target.comparator
    if isinstance(constant, cst.UnaryOperation) and isinstance(constant.operator, cst.Minus):
        constant = constant.expression
    if dotted is None or not isinstance(constant, (cst.Integer, cst.SimpleString)):
        return None
    if not ACCELERATOR_FLAG_RE.search(dotted) and dotted not in params:
        return None
    found = _COMPARISONS.get(type(target.operator))
    if found is None:
        return None
    op, positive = found
    literal = f"cmp:{dotted}{op}{_code(target.comparator)}"
    return literal if positive else negate(literal)


def _code(node: cst.BaseExpression) -> str:
    return cst.Module([]).code_for_node(node)


_COMPARED = re.compile(r"cmp:([\w.]+)(>=|<=|==)(.*)$", re.S)


def _comparison_holds(given, op: str, constant: str) -> bool | None:
    """Whether `given` (an argument's node) compares as `op constant` does: known only for a
    number or string literal."""
    if not isinstance(given, (cst.Integer, cst.SimpleString, cst.UnaryOperation)):
        return None
    try:
        mine, theirs = ast.literal_eval(_code(given)), ast.literal_eval(constant)
    except (ValueError, SyntaxError):
        return None
    if op == "==":
        return mine == theirs
    if type(mine) is not type(theirs) or not isinstance(mine, int):
        return None
    return mine >= theirs if op == ">=" else mine <= theirs


def constant_defaults(func: cst.FunctionDef) -> dict[str, cst.BaseExpression]:
    """The parameters of `func` with a number or string default, and its node."""
    return {p.name.value: p.default for p in (*func.params.params, *func.params.kwonly_params)
            if isinstance(p.default, (cst.Integer, cst.SimpleString, cst.UnaryOperation))}


def on_path(fact, path: frozenset, params) -> frozenset:
    """A helper's pending fact of a parameter, on a path that its own parameters decide
    (`if to_numpy:`, `if type_info == "numpy":`): it holds only there, so that each call
    can say whether it reaches it (conditions_in_caller)."""
    # (and where no accelerator is available: a device guess of the caller's is the CPU there)
    literals = frozenset(lit for lit in path if _about(lit) in params or lit.startswith(UNAVAILABLE))
    if not literals:
        return fact
    return frozenset(replace(o, under=o.under | literals) if isinstance(o, ParamRef) else o for o in fact)


def _about(literal: str) -> str | None:
    """The name a literal is about."""
    name = literal[1:] if literal.startswith("!") else literal
    if name.startswith("name:"):
        return name[5:]
    compared = _COMPARED.match(name)
    return compared[1] if compared is not None else None


def flag_defaults(func: cst.FunctionDef) -> dict[str, bool]:
    """The parameters of `func` with a True, False or None default, and its truth."""
    out = {}
    for param in (*func.params.params, *func.params.kwonly_params):
        truth = constant_truth(param.default) if param.default is not None else None
        if truth is not None:
            out[param.name.value] = truth
    return out


def assume(state: State, literals: frozenset) -> None:
    """Enter a path where `literals` hold: facts that need their negation are gone."""
    if not literals:
        return
    state.path = state.path | literals
    for key, value in list(state.env.items()):
        if value.accel and any(contradicts(o, literals) for o in value.accel):
            state.env[key] = value.with_(accel=frozenset(o for o in value.accel if not contradicts(o, literals)))


def tag_bound(before: dict, state: State, literals: frozenset) -> None:
    """Values (re)bound on a path hold there only: tag their accelerator facts."""
    if not literals or state.dead:
        return
    for key, value in list(state.env.items()):
        if value.accel and before.get(key) is not value:
            state.env[key] = value.with_(accel=assuming(value.accel, literals))


def tagged(value: Value, literals: frozenset, depth: int = 0) -> Value:
    """`value` where `literals` hold (a branch of `a if flag else b`, a `return` on a path):
    every fact it holds, and its items', holds under them."""
    if not literals or not (value.has_facts() or value.items or value.fields):
        return value
    changes = {f: assuming(getattr(value, f), literals) for f in ("accel", "grad", "lowp") if getattr(value, f)}
    if value.items and depth < 3:
        changes["items"] = tuple(tagged(v, literals, depth + 1) for v in value.items)
    if value.fields and depth < 3:
        changes["fields"] = tuple((k, tagged(v, literals, depth + 1)) for k, v in value.fields)
    return value.with_(**changes) if changes else value


def tag_kept(state: State, other: State, literals: frozenset) -> None:
    """Values that the other branch rebinds and this one keeps hold, as kept, only on this
    branch's path: tag them too. Facts known here are tagged already where they were made;
    what this reaches is a parameter's fact (`if use_cuda: out = out.cpu()` on the output
    of a model passed in: the caller's CUDA model reaches the conversion only where
    `use_cuda` is false, which contradicts the move it made under `use_cuda`)."""
    if not literals or state.dead or other.dead:
        return
    env, rebound = state.env, other.env
    for key, value in list(env.items()):
        if value.accel and rebound.get(key, value) is not value:
            env[key] = value.with_(accel=assuming(value.accel, literals))


def renamed(value: Value, names: dict[str, str], depth: int = 0) -> Value:
    """`value` with its conditions on the parameters in `names` read as the attributes that
    keep them: `self.gpu = gpu` in `__init__`, so what `__init__` made under `if gpu:` holds,
    in every other method, under `if self.gpu:` (names: {"gpu": "self.gpu"})."""
    if not names or not (value.has_facts() or value.items or value.fields):
        return value

    def literal(lit: str) -> str:
        negated = lit.startswith("!")
        name = lit[1:] if negated else lit
        if name.startswith("name:") and name[5:] in names:
            return ("!" if negated else "") + "name:" + names[name[5:]]
        return lit

    def fact(origins: frozenset) -> frozenset:
        return frozenset(replace(o, under=frozenset(literal(x) for x in o.under)) if o.under else o for o in origins)

    changes = {f: fact(getattr(value, f)) for f in ("accel", "grad", "lowp") if getattr(value, f)}
    if value.items and depth < 3:
        changes["items"] = tuple(renamed(v, names, depth + 1) for v in value.items)
    if value.fields and depth < 3:
        changes["fields"] = tuple((k, renamed(v, names, depth + 1)) for k, v in value.fields)
    return value.with_(**changes) if changes else value


# The literal "item `k` of what this function returns is true": `return points, True` ...
# `return x, False` (a helper saying whether it converted its input); the caller that unpacks
# the tuple names it after its own variable (flags_unpacked), so `if is_numpy:` correlates.
RETURNED_FLAG = "@returned"


def flagged_return(node: cst.BaseExpression, value: Value) -> Value:
    """A tuple returned with a True/False literal among its items: its other items hold only
    where that item is what this return gives; the flag item is a condition to track."""
    if not isinstance(node, cst.Tuple) or value.items is None or len(value.items) != len(node.elements):
        return value
    flags = {k: e.value.value == "True" for k, e in enumerate(node.elements) if isinstance(e, cst.Element) and isinstance(e.value, cst.Name) and e.value.value in ("True", "False")}
    if not flags:
        return value
    literals = frozenset(("" if truth else "!") + f"name:{RETURNED_FLAG}{k}" for k, truth in flags.items())
    return value.with_(items=tuple(Value(OTHER, tag=TYPE_CHECK) if k in flags else tagged(item, literals) for k, item in enumerate(value.items)))


def flags_unpacked(parts: list[Value], targets: list) -> list[Value]:
    """`points, is_numpy = check_numpy_to_torch(points)`: the facts a flagged return tagged
    with its flag item (flagged_return) hold under the caller's name for it."""
    names = {f"{RETURNED_FLAG}{k}": dotted for k, (part, dotted) in enumerate(zip(parts, targets)) if dotted and part.tag == TYPE_CHECK}
    if not names:
        return parts
    return [renamed(part, names) for part in parts]


def params_kept_on_self(func) -> dict[str, str]:
    """`self.gpu = gpu` anywhere in a method: {"gpu": "self.gpu"} (the first such attribute
    of each parameter)."""
    if not func.is_method or not func.params:
        return {}
    self_name, params = func.params[0], set(func.params[1:])
    out: dict[str, str] = {}

    class Finder(cst.CSTVisitor):
        def visit_Assign(self, node: cst.Assign) -> None:
            if len(node.targets) != 1 or not isinstance(node.value, cst.Name) or node.value.value not in params:
                return
            target = node.targets[0].target
            if isinstance(target, cst.Attribute) and isinstance(target.value, cst.Name) and target.value.value == self_name:
                out.setdefault(node.value.value, f"{self_name}.{target.attr.value}")

    func.node.body.visit(Finder())
    return out


def _bound_to_a_constant(name: str, module: cst.Module, frame) -> bool:
    """Whether the module's top level, or the top level of the function being analysed, binds
    `name` to `True` or `False`: the cheap test before `constant_flags` walks the module."""
    func = getattr(frame, "func", None)
    bodies = [module.body] + ([func.node.body.body] if func is not None and isinstance(func.node.body, cst.IndentedBlock) else [])
    return any(
        isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name)
        and small.targets[0].target.value == name and isinstance(small.value, cst.Name) and small.value.value in ("True", "False")
        for body in bodies for stmt in body if isinstance(stmt, cst.SimpleStatementLine) for small in stmt.body
    )


def constant_flags(module: cst.Module) -> dict[str, bool]:
    """Names the module binds once, to `True` or `False` (`cuda = False`, at its top level or
    a function's: `_bound_to_a_constant`), and nowhere else: no other assignment, loop or `with` target, import,
    parameter, `global` or `del` of the name in any scope. `if cuda:` is then decided."""
    bound: dict[str, int] = {}
    flags: dict[str, bool] = {}
    nodes = list(walk_all(module))
    for small in nodes:
        if isinstance(small, cst.Assign) and len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name):
            truth = constant_truth(small.value)
            if truth is not None and small.value.value != "None":
                flags[small.targets[0].target.value] = truth
    if not flags:
        return {}
    for node in nodes:
        names: list = []
        if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.AnnAssign, cst.For, cst.CompFor, cst.AsName, cst.NamedExpr)):
            target = node.target if not isinstance(node, cst.AsName) else node.name
            names = [n.value for n in walk_all(target) if isinstance(n, cst.Name)]
        elif isinstance(node, cst.Param):
            names = [node.name.value]
        elif isinstance(node, (cst.Global, cst.Nonlocal)):
            names = [n.name.value for n in node.names]
        elif isinstance(node, cst.Del):
            names = [n.value for n in walk_all(node.target) if isinstance(n, cst.Name)]
        elif isinstance(node, (cst.FunctionDef, cst.ClassDef)):
            names = [node.name.value]
        elif isinstance(node, cst.ImportAlias) and node.asname is None:
            names = [_dotted(node.name).split(".")[0]] if _dotted(node.name) else []
        for name in names:
            bound[name] = bound.get(name, 0) + 1
    return {name: truth for name, truth in flags.items() if bound.get(name) == 1}


def walk_all(node: cst.CSTNode):
    """Every node under `node`, itself included."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(current.children)
