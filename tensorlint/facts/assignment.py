"""Assignment: binding a value to a target (a name, a tuple, an attribute stored on a class,
a subscript of a dict, a list, a tensor or a NumPy array) and what that changes."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts.lattice import (
    CLASS,
    DEVICE,
    DTYPE,
    FACTS,
    MODULE,
    NDARRAY,
    NONE,
    OTHER,
    ParamRef,
    SEQ,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    Value,
    inner_value,
    join,
    join_fact,
)
from tensorlint.facts.syntax import SIMPLE_LINES, _dotted, _is_target, _item_slot, _string_value, _suite_body, _value_node
from tensorlint.facts.values import DICT, OTHER_KEYS, dict_key, is_a_parameter, keys_unknown, _join_elements, _name_value, _without_param_refs
from tensorlint.facts.state import State
from tensorlint.facts.records import Frame
from tensorlint.facts.conditions import flags_unpacked, params_kept_on_self, renamed, tagged
from tensorlint.facts.names import MADE_ON_DEVICE, VECTOR, names_labels


def _forget_attributes(state: State, name: str) -> None:
    """`batch = next_batch()`: what was known of `batch.x` (and `batch.x.y`) was about the old
    object; rebinding a name or an attribute drops the facts of its attributes."""
    prefix = name + "."
    for key in [k for k in state.env if k.startswith(prefix)]:
        del state.env[key]


def _is_bound_self(node: cst.BaseExpression, frame: Frame) -> bool:
    """Whether `node` is the bound first parameter (`self`) of the method being analysed."""
    func = frame.func
    return func is not None and func.is_method and bool(func.params) and isinstance(node, cst.Name) and node.value == func.params[0]


class AssignmentMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def kept_on_self(self, func) -> dict[str, str]:
        """The parameters this method keeps as attributes (conditions.params_kept_on_self)."""
        if func.key not in self.params_on_self:
            self.params_on_self[func.key] = params_kept_on_self(func)
        return self.params_on_self[func.key]

    def class_body_values(self, node: cst.ClassDef, state: State, frame: Frame) -> None:
        """`DEVICE = torch.device("cuda")` in a class body: an attribute of the class and of
        every instance (`Config.DEVICE`, `self.DEVICE`). Only values with facts, devices and
        dtypes are kept; methods may store more (assign)."""
        cls = next((c for c in self.classes.values() if c.node is node), None)
        if cls is None:
            return
        body = state.copy()
        for line in _suite_body(node.body):
            for small in line.body if isinstance(line, SIMPLE_LINES) else ():
                if isinstance(small, cst.Assign) and len(small.targets) == 1:
                    target, expr = small.targets[0].target, small.value
                elif isinstance(small, cst.AnnAssign) and small.value is not None:
                    target, expr = small.target, small.value
                else:
                    continue
                if not isinstance(target, cst.Name):
                    continue
                value = self.eval(expr, body, frame)
                body.env[target.value] = value
                if value.has_facts() or value.kind in (DEVICE, DTYPE):
                    name = target.value
                    value = _name_value(value, f"{cls.name}.{name}")
                    cls.attrs[name] = join(cls.attrs[name], value) if name in cls.attrs else value

    def assign(self, target: cst.BaseExpression, value: Value, node: cst.CSTNode, state: State, frame: Frame, *, step: bool = True) -> None:
        if isinstance(target, cst.Name):
            name = target.value
            if value.has_facts() or value.kind in (DEVICE, DTYPE):
                value = _name_value(value, name)
            _forget_attributes(state, name)
            state.env[name] = value
            if frame.func is not None and name in frame.func.declared_globals:
                bound = _without_param_refs(value)
                if bound.has_facts() or bound.kind in (MODULE, DEVICE, DTYPE, TENSOR):
                    known = frame.global_binds.get(name)
                    frame.global_binds[name] = join(known, bound) if known is not None else bound
        elif isinstance(target, (cst.Tuple, cst.List)):
            elements = [e for e in target.elements]
            items = value.items
            if items is not None and len(items) == len(elements):
                items = tuple(flags_unpacked(list(items), [_dotted(e.value) if isinstance(e, cst.Element) else None for e in elements]))
            for index, element in enumerate(elements):
                if isinstance(element, cst.StarredElement):
                    self.assign(element.value, Value(SEQ, value.accel, value.grad, value.lowp) if value.has_facts() else UNKNOWN_VALUE, node, state, frame, step=False)
                    continue
                if items is not None and index < len(items):
                    part = items[index]
                elif value.kind == SEQ:
                    part = self.element_of(value)
                elif value.tag == MADE_ON_DEVICE and index > 0:
                    part = UNKNOWN_VALUE  # (a transform, a tokenizer made beside the model)
                elif value.kind == TENSOR and isinstance(element.value, cst.Name) and names_labels(element.value.value):
                    part = Value(TENSOR, accel=value.accel)  # `pred, true = model(batch)`: the labels passed through
                elif value.kind == UNKNOWN or _a_passed_modules_output(value):
                    part = inner_value(value, index)  # (`y_hat, attn = net_g(x)`: the items of its forward, callers say)
                else:
                    part = value.with_(items=None, fields=None)
                self.assign(element.value, part, node, state, frame, step=False)
        elif isinstance(target, cst.Attribute):
            dotted = _dotted(target)
            if dotted and (value.has_facts() or value.kind in (DEVICE, DTYPE)):
                value = _name_value(value, dotted)
            owner = self.eval(target.value, state, frame)
            cls = self.classes.get(owner.func) if owner.func and owner.kind in (MODULE, OTHER, CLASS) else None
            if cls is None and owner.qualified and self.project is not None:
                self.store_on_imported_class(owner, target.attr.value, value)
            if cls is not None:
                attr = target.attr.value
                # Stored under `if use_cuda:`, it holds only where that holds, in every method.
                stored = tagged(_without_param_refs(value), state.path)
                depends_on_arguments = stored != value
                if stored.has_facts() and _is_bound_self(target.value, frame):
                    # Made under `if gpu:` of a parameter kept as `self.gpu`: under `if self.gpu:`.
                    stored = renamed(stored, self.kept_on_self(frame.func))
                cls.attrs[attr] = join(cls.attrs[attr], stored) if attr in cls.attrs else stored
                if depends_on_arguments and _is_bound_self(target.value, frame):
                    # Depends on this method's arguments: each call adds its own (calls.py).
                    effects = frame.attr_effects
                    effects[attr] = join(effects[attr], value) if attr in effects else value
            dotted = _dotted(target)
            if dotted:
                _forget_attributes(state, dotted)
                state.env[dotted] = value
        elif isinstance(target, cst.Subscript):
            slot = _item_slot(target)
            if slot in state.env:
                state.env[slot] = value  # in a loop that rewrites each value (exec_for)
            base = self.eval(target.value, state, frame)
            for element in target.slice:
                if isinstance(element.slice, cst.Index):
                    self.eval(element.slice.value, state, frame)
            index_values = [self.eval(e.slice.value, state, frame) for e in target.slice if isinstance(e.slice, cst.Index)]
            numbers = len(index_values) == len(target.slice) and all(v.kind not in (TENSOR, SEQ, NDARRAY) and not v.has_facts() for v in index_values)
            by_number = numbers and len(target.slice) == 1
            if base.kind == NDARRAY and (value.scalar or base.tag == VECTOR) and by_number:
                # `arr[i] = loss`: a 0-d tensor at an integer index goes through float(); so
                # does any one of a 1-D array (`all_labels[i] = label`: one element or an error)
                pass
            elif base.kind == NDARRAY and numbers and len(target.slice) >= 2:
                # `val[0, k] = feat[i, j]`: one element of a matrix takes float() of a
                # one-element tensor, which works on any device and with grad.
                pass
            elif base.kind == TENSOR and value.grad and state.grad != "off" and _is_target(target.value):
                # `w_out[step] = w_opt[0]`: the copy is recorded by autograd, so the whole tensor
                # requires grad from then on (its device and dtype stay its own).
                self.assign(target.value, base.with_(grad=join_fact(base.grad, value.grad)), node, state, frame, step=False)
            elif base.kind == NDARRAY:
                # numpy_array[i] = tensor converts the tensor through __array__.
                self.record(node if not isinstance(node, cst.Assign) else node.value, _value_node(node), value, state, frame, explicit=False, sink="assigning into a NumPy array")
            elif base.kind == UNKNOWN and (_indexes_an_array(target) or any(_a_tensor_mask(v) for v in index_values)):
                pass  # `boxes[:, 0] = ...`, `im[mask] = fg[mask]`: an array or tensor changed in place, not a list or dict
            elif base.kind in (SEQ, UNKNOWN) and _holds_keys(target.value) and (value.has_facts() or base.kind == SEQ):
                key = _string_value(target.slice[0].slice.value) if len(target.slice) == 1 and isinstance(target.slice[0].slice, cst.Index) else None
                new = self.with_key(base, dict_key(key) if key is not None else None, value)
                self.keys_written(base, new, frame)
                self.assign(target.value, new, node, state, frame, step=False)
        elif isinstance(target, cst.StarredElement):
            self.assign(target.value, value, node, state, frame, step=step)

    def with_key(self, base: Value, key: str | None, value: Value) -> Value:
        """`base` (a dict, a list or an unknown container) after `base[key] = value`; `key` is a
        dict key's field (values.dict_key), None where the key is not a string."""
        new = _join_elements(base if base.kind == SEQ else Value(SEQ), value)
        if key is not None and base.kind == SEQ and base.tag == DICT and base.fields is not None and not any(f[0] == "__element__" for f in base.fields):
            # `history["loss"] = loss.item()`: that key's value is replaced
            return new.with_(fields=tuple(f for f in base.fields if f[0] != key) + ((key, value),))
        if key is not None and ((base.fields is None and base.items is None) or keys_unknown(base)):
            # `hyp["box"] *= scale` into a dict of unknown contents (a parameter, a
            # loaded config, a copy of one): its other keys keep what they held.
            # (a caller's own `**kwargs` keeps its keys: values.at_other_keys)
            others = self.element_of(base) if base.kind == SEQ and not is_a_parameter(base) else base.with_(label=None, row=False)
            return new.with_(tag=DICT, fields=((OTHER_KEYS, others), (key, value)))
        return new

    def keys_written(self, base: Value, new: Value, frame: Frame) -> None:
        """`data["mconf"] = conf` or `data.update(...)` into a dict a caller passes (`base`, now
        `new`): the caller's dict holds those keys after the call (Summary.param_effects)."""
        func = frame.func
        whole = base.field_value(OTHER_KEYS) if base.kind == SEQ and base.tag == DICT else base
        # (its facts may also hold what callers pass: a module's forward's inputs)
        indexes = {o.index for o in (whole.accel if whole is not None else ()) if isinstance(o, ParamRef) and func is not None and o.func == func.key and not o.path and not o.under}
        if len(indexes) != 1 or new.fields is None or func.star_index + 1 in indexes:  # (`**kwargs` is a copy)
            return
        index = indexes.pop()
        for key, value in new.fields:
            if key.startswith(OTHER_KEYS) and key != OTHER_KEYS:
                known = frame.param_effects.get((index, key))
                frame.param_effects[(index, key)] = join(known, value) if known is not None else value

    def dict_keys_written(self, target: cst.BaseExpression, base: Value, written: list, node: cst.CSTNode, state: State, frame: Frame) -> None:
        """A call wrote keys into the dict `target` names (Summary.param_effects, as `matcher(data)`
        then `data["mconf"]`): each key holds what it held or what the call wrote."""
        new = base
        for key, value in written:
            held = new.field_value(key) if new.kind == SEQ and new.tag == DICT else None
            new = self.with_key(new, key, join(held, value) if held is not None else value)
        if new is not base:
            self.keys_written(base, new, frame)
            self.assign(target, new, node, state, frame, step=False)

    def keys_written_by_call(self, effects: dict, passed_in, mapping: dict, nodes: dict, bound: Value | None, info, node: cst.CSTNode, args: list, state: State, frame: Frame) -> None:
        """`matcher(data)`: what the function wrote into a dict it was given (Summary.param_effects),
        with this call's arguments, is in the caller's dict; tensors a module's forward wrote
        there were made on the module's device (its outputs': module_outputs.py)."""
        if not effects:
            return
        made = None
        if bound is not None and bound.kind == MODULE and info.node.name.value in ("forward", "__call__") and isinstance(node, cst.Call):
            made = self.call_module(bound, node, args, state).accel
        by_param: dict[int, list] = {}
        for (index, key), effect in effects.items():
            target = nodes.get(index)
            if target is None or not _is_target(target) or mapping[index].kind not in (SEQ, UNKNOWN):
                continue
            written = passed_in(effect)
            if state.grad == "off":
                written = written.with_(grad=NONE)  # (made under the caller's `no_grad`)
            if made and (written.kind == TENSOR or (written.kind == UNKNOWN and effect.has_facts())):  # (not `conf.shape[0]`)
                written = written.with_(accel=join_fact(written.accel, made))
            by_param.setdefault(index, []).append((key, written))
        for index, written in by_param.items():
            self.dict_keys_written(nodes[index], mapping[index], written, node, state, frame)

    # ---- expressions ------------------------------------------------------------------------


def _a_tensor_mask(index: Value) -> bool:
    """An index only arrays and tensors take: a tensor that is no single number, or a mask of
    one (`binary_mask = mask > 0`, a comparison of a value nothing here types: where its
    operands live, never requiring grad: expressions.py)."""
    return (index.kind == TENSOR and not index.scalar) or (index.kind == UNKNOWN and bool(index.accel) and not index.grad)


def _holds_keys(node: cst.BaseExpression) -> bool:
    """A container a key can be written into and then read back by name: `d`, `self.d`, or a
    dict inside one (`output["flow"]`, whose new key `assign` stores back into `output`)."""
    while isinstance(node, cst.Subscript) and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) and _string_value(node.slice[0].slice.value) is not None:
        node = node.value
    return _is_target(node)


def _indexes_an_array(target: cst.Subscript) -> bool:
    """`x[:, 0]`, `x[..., 1]`: an index only arrays and tensors take (a list takes neither a
    tuple nor `...`; a dict takes no slice in a tuple key)."""
    elements = target.slice
    if any(isinstance(e.slice, cst.Index) and isinstance(e.slice.value, cst.Ellipsis) for e in elements):
        return True
    return len(elements) > 1 and any(isinstance(e.slice, cst.Slice) for e in elements)


def _a_passed_modules_output(value: Value) -> bool:
    """The output of a module a caller passes (calls.py: its references end in "out"):
    unpacked, each item is the caller's module's forward's."""
    return value.kind == TENSOR and any(isinstance(o, ParamRef) and o.path[-1:] == ("out",) for f in FACTS for o in getattr(value, f))
