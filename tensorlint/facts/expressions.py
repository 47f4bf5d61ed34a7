"""Expressions: names, attributes, subscripts, operators, literals to values."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.evidence import Label
from tensorlint.facts.lattice import (
    CLASS,
    DEVICE,
    DTYPE,
    FOREIGN,
    FOREIGN_VALUE,
    FUNCTION,
    MODULE,
    NDARRAY,
    NDARRAY_VALUE,
    NONE,
    OTHER,
    OTHER_VALUE,
    NONE_VALUE,
    SEQ,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    Reason,
    Step,
    Value,
    inner_fact,
    inner_value,
    param_refs,
    FACTS,
    join,
    join_fact,
    assuming,
)
from tensorlint.facts.syntax import (
    _item_slot,
    _string_value,
    _int_value,
)
from tensorlint.facts.values import (
    DICT,
    concatenates_lists,
    OTHER_KEYS,
    dict_key,
    _join_elements,
    _without_param_refs,
    one_of_callables,
    one_of_settings,
    held_values,
    KEY_PARAMETER,
    at_other_keys,
    key_step,
    keyword_lookup,
    moved_holder_part,
)
from tensorlint.facts.conditions import AVAILABILITY, OUTSIDE_AUTOCAST, assume, tagged
from tensorlint.facts.names import CONFIG_ATTRIBUTE_RE, MODULE_NUMBER_ATTRIBUTE_RE, TENSOR_TYPE, TEXT_KEY_RE, keys_labels
from tensorlint.facts.narrowing import seed_tested_slot
from tensorlint.facts.imported import foreign_method_of
from tensorlint.facts.state import State
from tensorlint.facts.records import Frame
from tensorlint.facts.names import _DEVICE_WORD_RE



# A list or tuple written out: times anything, it is repeated, never a tensor.
LIST_DISPLAYS = (cst.List, cst.Tuple, cst.ListComp)


def _repeats_list(node: cst.BinaryOperation, left: Value, right: Value) -> bool:
    """`[x] * n`, `[x] * batch.shape[0]`: a list repeated by a number; a list display times
    anything is a list (`[(2, 2)] * num_pool` of a parameter)."""
    if SEQ not in (left.kind, right.kind):
        return False
    count = right if left.kind == SEQ else left
    written = node.left if left.kind == SEQ else node.right
    return count.kind == OTHER or (count.kind == UNKNOWN and not count.has_facts()) or isinstance(written, LIST_DISPLAYS)


def _adds_to_a_display(node: cst.BinaryOperation, left: Value, right: Value) -> bool:
    """`(out_channels, in_channels // groups) + self.kernel_size`: a tuple or list display
    plus a value not known to be a tensor is a concatenation (a shape), whatever its items
    hold (only a tensor makes it arithmetic, and only one of numbers)."""
    if isinstance(node.left, LIST_DISPLAYS) and left.kind == SEQ:
        return right.kind in (SEQ, UNKNOWN)
    return isinstance(node.right, LIST_DISPLAYS) and right.kind == SEQ and left.kind in (SEQ, UNKNOWN)


class ExpressionsMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def eval(self, node: cst.BaseExpression | None, state: State, frame: Frame) -> Value:
        # The commonest nodes first, by exact type (isinstance on libcst's classes is slow).
        kind = type(node)
        if kind is cst.Call:
            return self.eval_call(node, state, frame)
        if kind is cst.Attribute:
            return self.eval_attribute(node, state, frame)
        if kind is cst.Integer or kind is cst.Float:
            return OTHER_VALUE
        if kind is cst.SimpleString:
            return self.string_value(node)
        if node is None:
            return UNKNOWN_VALUE
        if isinstance(node, cst.Name):
            if node.value == "None":
                return NONE_VALUE
            if node.value in ("True", "False"):
                return OTHER_VALUE
            if node.value not in state.env and node.value in self.aliases:
                return self.constant(self.aliases[node.value], node)
            return self.lookup(node.value, state, frame)
        if isinstance(node, cst.Attribute):
            return self.eval_attribute(node, state, frame)
        if isinstance(node, cst.Call):
            return self.eval_call(node, state, frame)
        if isinstance(node, cst.Subscript):
            return self.eval_subscript(node, state, frame)
        if isinstance(node, cst.FormattedString):
            for part in node.parts:
                if isinstance(part, cst.FormattedStringExpression):
                    self.eval(part.expression, state, frame)
            head = node.parts[0] if node.parts else None
            if isinstance(head, cst.FormattedStringText) and (":" in head.value or len(node.parts) == 1):
                # f"cuda:{rank}", f"cuda:{args.device}": a device of that type, whatever index
                text = "".join(p.value if isinstance(p, cst.FormattedStringText) else "{" + self.module.code_for_node(p.expression) + "}" for p in node.parts)
                return self.device_text(text, node)
            return OTHER_VALUE
        if isinstance(node, cst.ConcatenatedString):
            for side in (node.left, node.right):
                if isinstance(side, cst.FormattedString):
                    self.eval(side, state, frame)
            return self.string_value(node)
        if isinstance(node, cst.SimpleString):
            return self.string_value(node)
        if isinstance(node, (cst.Integer, cst.Float, cst.Imaginary)):
            return OTHER_VALUE
        if isinstance(node, cst.BinaryOperation):
            left = self.eval(node.left, state, frame)
            right = self.eval(node.right, state, frame)
            if isinstance(node.operator, cst.Add) and (concatenates_lists(left, right) or _adds_to_a_display(node, left, right)):
                return join(left, right).with_(kind=SEQ, items=None)
            if isinstance(node.operator, cst.Multiply) and _repeats_list(node, left, right):
                return (left if left.kind == SEQ else right).with_(items=None)
            result = self.op_result([left, right], state)
            if isinstance(node.operator, cst.MatrixMultiply) and state.autocast and result.kind == TENSOR:
                result = result.with_(lowp=join_fact(result.lowp, state.autocast))
            return result
        if isinstance(node, cst.UnaryOperation):
            value = self.eval(node.expression, state, frame)
            if isinstance(node.operator, cst.Not):
                return OTHER_VALUE
            return self.op_result([value], state)
        if isinstance(node, cst.BooleanOperation):
            left, right = self.eval(node.left, state, frame), self.eval(node.right, state, frame)
            if isinstance(node.operator, cst.Or) and left.tag == right.tag == AVAILABILITY and left.qualified and right.qualified:
                # `torch.cuda.is_available() or torch.xpu.is_available()`: where false, neither is.
                return left.with_(qualified="|".join(sorted({*left.qualified.split("|"), *right.qualified.split("|")})))
            if isinstance(node.operator, cst.Or) and left.kind == UNKNOWN and not left.func and right.func and right.kind in (MODULE, OTHER):
                # `schedule_sampler or UniformSampler(diffusion)`: an instance of that class
                # where nothing is passed (what a caller passes joins its facts)
                return join(left, right).with_(kind=right.kind, func=right.func, tag=right.tag)
            return join(left, right)
        if isinstance(node, cst.Comparison):
            values = [self.eval(node.left, state, frame)] + [self.eval(c.comparator, state, frame) for c in node.comparisons]
            if all(isinstance(c.operator, (cst.In, cst.NotIn, cst.Is, cst.IsNot)) for c in node.comparisons):
                return OTHER_VALUE
            if any(v.kind == SEQ for v in values):
                # `ptr == [0, 5, 10]`, `rew == expected`: an array compares element by element
                # (an array); a tensor with a list gives a Python bool (`==`, checked on torch
                # 2.13) or raises (`<`): no tensor either way.
                return NDARRAY_VALUE if any(v.kind == NDARRAY for v in values) else OTHER_VALUE
            result = self.op_result(values, state)
            if result.kind == TENSOR or (result.kind == UNKNOWN and result.accel):
                # A bool tensor where its operands live (`mask = probs >= thresh` of a
                # parameter: a tensor wherever callers pass one); never requiring grad.
                return result.with_(grad=NONE, lowp=NONE, layout=NONE)
            return OTHER_VALUE
        if isinstance(node, cst.IfExp):
            seeded = seed_tested_slot(node.test, state, lambda part: self.eval(part, state, frame), self.qualname)
            self.eval(node.test, state, frame)
            true_literals, false_literals = self.condition_literals(node.test, state, frame)
            true_state, false_state = state.copy(), state.copy()
            self.refine(node.test, true_state, false_state)
            assume(true_state, true_literals)
            assume(false_state, false_literals)
            body = tagged(self.eval(node.body, true_state, frame), true_literals)
            orelse = tagged(self.eval(node.orelse, false_state, frame), false_literals)
            if {body.kind, orelse.kind} == {DEVICE, UNKNOWN} and not (body.has_facts() or orelse.has_facts()):
                # `args.device if args.device >= 0 else "cpu"`: the CPU branch does not make the
                # other one the CPU; that one names a device nothing here knows (device_of's guess).
                if body.kind == UNKNOWN:
                    body = tagged(self.device_of(node.body, true_state, frame, node), true_literals)
                else:
                    orelse = tagged(self.device_of(node.orelse, false_state, frame, node), false_literals)
            truth = self.condition_truth(node.test, state, frame)
            state.env.pop(seeded, None)  # (narrowed in the branches only)
            either = one_of_callables([body, orelse]) if truth is None and body != orelse else None
            # (`sampler_fn = ablation_sampler if ablate else edm_sampler`: calling it calls each)
            return body if truth is True else orelse if truth is False else either or join(body, orelse)
        if isinstance(node, (cst.List, cst.Tuple, cst.Set)):
            values = []
            for element in node.elements:
                value = self.eval(element.value, state, frame)
                if isinstance(element, cst.StarredElement) and value.kind == SEQ:
                    value = self.element_of(value)
                values.append(value)
            seq = Value(SEQ)
            for value in values:
                seq = _join_elements(seq, value)
            if isinstance(node, cst.Tuple):
                seq = seq.with_(items=tuple(values))
            elif (callables := one_of_callables(values)) is not None:
                seq = seq.with_(fields=(("__element__", callables),))  # `[accuracy, f1_score]`
            return seq
        if isinstance(node, cst.Dict):
            seq = Value(SEQ, tag=DICT)
            keyed: list[tuple[str, Value]] | None = []
            for element in node.elements:
                if isinstance(element, cst.DictElement):
                    self.eval(element.key, state, frame)
                    value = self.eval(element.value, state, frame)
                    seq = _join_elements(seq, value)
                    key = _string_value(element.key)
                    if key is not None and keyed is not None:
                        keyed.append((dict_key(key), value))
                    else:
                        keyed = None
                else:
                    seq = _join_elements(seq, self.element_of(self.eval(element.value, state, frame)))
                    keyed = None
            if keyed:
                # Per-key facts: `{"loss": loss.item(), "model": model}["loss"]` is a float.
                seq = seq.with_(fields=tuple(keyed))
            return seq
        if isinstance(node, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            inner = state.copy()
            comp = node.for_in
            while comp is not None:
                iterable = self.eval(comp.iter, inner, frame)
                self.assign(comp.target, self.iterate(iterable), comp, inner, frame, step=False)
                for cond in comp.ifs:
                    self.eval(cond.test, inner, frame)
                comp = comp.inner_for_in
            if isinstance(node, cst.DictComp):
                self.eval(node.key, inner, frame)
                return _join_elements(Value(SEQ, tag=DICT), self.eval(node.value, inner, frame))
            element = self.eval(node.elt, inner, frame)
            return _join_elements(Value(SEQ), element)
        if isinstance(node, cst.NamedExpr):
            value = self.eval(node.value, state, frame)
            self.assign(node.target, value, node, state, frame)
            return value
        if isinstance(node, cst.Await):
            return self.eval(node.expression, state, frame)
        if isinstance(node, cst.Yield):
            value = node.value
            if isinstance(value, cst.From):
                yielded = self.element_of(self.eval(value.item, state, frame))
            elif value is not None:
                yielded = self.eval(value, state, frame)
            else:
                yielded = None
            if yielded is not None and frame.func is not None:
                # A generator: what it yields is what iterating over its result gives.
                produced = _join_elements(Value(SEQ), yielded)
                frame.returns = produced if frame.returns is None else join(frame.returns, produced)
            return UNKNOWN_VALUE
        if isinstance(node, cst.StarredElement):
            return self.eval(node.value, state, frame)
        if isinstance(node, cst.Lambda):
            return self.lambda_value(node, state, frame)
        return UNKNOWN_VALUE

    def string_value(self, node: cst.BaseExpression) -> Value:
        if isinstance(node, cst.SimpleString) and (len(node.value) > 40 or not _DEVICE_WORD_RE.search(node.value)):
            return OTHER_VALUE  # cheap test before evaluating the literal
        text = _string_value(node)
        if text is None:
            return OTHER_VALUE
        return self.device_text(text, node)

    def device_text(self, text: str, node: cst.CSTNode) -> Value:
        """A string naming a device (`"cuda:0"`, `"cpu"`, `f"cuda:{rank}"` as `cuda:{rank}`)
        is that device; any other is not one."""
        device_type = text.split(":")[0].strip().lower()
        if device_type in T.ACCELERATOR_DEVICE_TYPES:
            return Value(DEVICE, accel=frozenset({Reason((Step.at(node, "may-be-device", device=text),))}), label=Label("device-string", text))
        if device_type in T.CPU_DEVICE_TYPES:
            return Value(DEVICE, label=Label("device-string", text))
        return OTHER_VALUE

    def constant(self, qualified: str, node: cst.CSTNode) -> Value:
        """A name reached through an import: a dtype constant, a foreign module, ..."""
        if self.project is not None:
            found = self.imported_constant(qualified)  # a value of another module of the project
            if found is not None:
                return found
        if qualified.startswith(T.TORCH_NAMESPACE):
            last = qualified.rsplit(".", 1)[-1]
            if last in T.UNSUPPORTED_DTYPES and qualified.count(".") == 1:
                return Value(DTYPE, lowp=frozenset({Reason((Step.at(node, "dtype-no-numpy", dtype=last),))}), label=Label("plain", f"torch.{last}"), qualified=qualified)
            if last in T.SUPPORTED_DTYPES and qualified.count(".") == 1:
                return Value(DTYPE, label=Label("plain", f"torch.{last}"), qualified=qualified)
            if qualified.startswith(T.TORCH_MODULE_PREFIX):
                if last[:1].isupper():
                    return Value(CLASS, func=qualified, label=Label("plain", last))
            if last.endswith(T.TENSOR_TYPE_SUFFIX) and last != T.TENSOR_TYPE_SUFFIX and last[:1].isupper():
                if qualified == T.CUDA_TENSOR_TYPE_PREFIX + last:
                    accel = frozenset({Reason((Step.at(node, "cuda-tensor-type", type=qualified),))})
                    return Value(OTHER, accel=accel, label=Label("plain", qualified), qualified=qualified, tag=TENSOR_TYPE)
                if qualified.count(".") == 1:
                    return Value(OTHER, label=Label("plain", qualified), qualified=qualified, tag=TENSOR_TYPE)
        if qualified.split(".")[0] in T.FOREIGN_PREFIXES:
            return FOREIGN_VALUE
        return Value(OTHER, label=Label("plain", qualified), qualified=qualified)

    def eval_subscript(self, node: cst.Subscript, state: State, frame: Frame) -> Value:
        slot = _item_slot(node)
        if slot in state.env:  # `d[k]` in a loop that rewrites each value of `d` (exec_for)
            self.eval(node.value, state, frame)
            return state.env[slot]
        base = self.eval(node.value, state, frame)
        indexes = []
        for element in node.slice:
            if isinstance(element.slice, cst.Index):
                indexes.append(self.eval(element.slice.value, state, frame))
            else:
                for part in (element.slice.lower, element.slice.upper, element.slice.step):
                    if part is not None:
                        self.eval(part, state, frame)
        is_slice = any(isinstance(e.slice, cst.Slice) for e in node.slice)
        if isinstance(node.value, cst.Call):
            self.sliced_after_transfer(node, state, frame)
        if base.pending:
            self.record_read(node, base, state, frame, how="indexing")
        if base.kind == NDARRAY:
            for element, index in zip((e for e in node.slice if isinstance(e.slice, cst.Index)), indexes):
                if index.scalar or (index.row and not self.strict):
                    # One integer element goes through `__index__` (`.item()`), which works on
                    # any device; a 0-d tensor that is no integer fails on the CPU as well. An
                    # element of an iterated tensor is usually one (strict mode still asks).
                    continue
                if index.kind in (TENSOR, UNKNOWN) and index.has_facts():
                    self.record(element.slice.value, element.slice.value, index, state, frame, explicit=False, sink="indexing a NumPy array")
            return NDARRAY_VALUE
        if base.kind in (FOREIGN, OTHER, DEVICE, DTYPE):
            return base if base.kind == FOREIGN else UNKNOWN_VALUE
        key = _string_value(node.slice[0].slice.value) if len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index) else None
        # (not where what every key holds is known: `computed[key] = {...}`, then `computed["gt"]`)
        passed_through = key is not None and keys_labels(key) and (base.fields is None or (base.field_value(dict_key(key)) is None and base.field_value("__element__") is None))
        if key is not None and TEXT_KEY_RE.match(key) and base.kind in (SEQ, UNKNOWN) and (base.fields is None or (base.field_value(dict_key(key)) is None and base.field_value("__element__") is None)):
            return OTHER_VALUE  # (`batch["imgname"]` of a batch nothing here built: text)
        if (key in T.INTEGER_OUTPUT_KEYS or passed_through) and base.kind in (SEQ, TENSOR, UNKNOWN, MODULE) and base.has_facts():
            # outputs[0]["labels"]: integer class ids or the labels passed through, on the device of the output, no grad
            return Value(TENSOR, accel=base.accel, lowp=NONE)
        if base.kind == SEQ and base.fields is not None and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            key = _string_value(node.slice[0].slice.value)
            value = base.field_value(dict_key(key)) if key is not None else None
            if value is None and key is not None:
                value = at_other_keys(base, ("key", dict_key(key)))
            if value is not None:
                return value
            slot = node.slice[0].slice.value
            looked_up = keyword_lookup(base, key_step(slot, self.eval(slot, state, frame) if isinstance(slot, cst.Name) else None))
            if looked_up is not None:
                return looked_up  # `kwargs["lr"]` of this function's `**kwargs`: what callers pass as `lr`
            if key is None and (callables := one_of_callables([v for _, v in base.fields])) is not None:
                return callables  # `_model_factory[arch]` of a dict of builders and classes
            if key is None and (setting := one_of_settings(held_values(base))) is not None:
                return setting  # `DTYPES[args.dtype]` of a dict of dtypes
        if base.items is not None and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            index = _int_value(node.slice[0].slice.value)
            if index is not None and -len(base.items) <= index < len(base.items):
                return base.items[index]
        if base.kind == SEQ:
            return base.with_(items=None) if is_slice else self.element_of(base)
        if base.kind == MODULE:
            return base.with_(items=None, fields=None)  # nn.Sequential / ModuleList indexing
        if not base.has_facts():
            return base.with_(items=None, fields=None) if base.kind == TENSOR else UNKNOWN_VALUE
        if base.kind == UNKNOWN and len(node.slice) == 1 and isinstance(node.slice[0].slice, cst.Index):
            index = _int_value(node.slice[0].slice.value)
            if index is not None and any(param_refs(getattr(base, f)) for f in FACTS):
                # `predictor.inference(img)[0]`: that item of what a caller's instance gives
                return base.with_(items=None, fields=None, label=None, **{f: inner_fact(getattr(base, f), index) for f in FACTS})
            if key is not None and any(param_refs(getattr(base, f)) for f in FACTS):
                # `results["inst_preds"]` of what a caller's model gives: that key's value
                # where its forward says (module_outputs.forward_parts), otherwise the whole
                step = ("key", dict_key(key))
                return base.with_(items=None, fields=None, label=None, **{f: inner_fact(getattr(base, f), step) for f in FACTS})
        return base.with_(items=None, fields=None, label=None)

    def iterate(self, value: Value) -> Value:
        """What a `for` loop over `value` binds: a dict's keys, otherwise its elements."""
        if value.kind == SEQ and value.tag == DICT:
            return UNKNOWN_VALUE
        return self.element_of(value)

    def holds_tensors(self, value: Value) -> bool:
        """Whether a value is a container whose elements may be tensors, not one of
        settings (devices, dtypes, numbers, modules, functions)."""
        if value.kind != SEQ:
            return False
        settings = (DEVICE, DTYPE, OTHER, MODULE, FUNCTION, CLASS)
        held = held_values(value)
        return any(v.kind not in settings for v in held) if held else self.element_of(value).kind not in settings

    def element_of(self, value: Value) -> Value:
        """What iterating over / indexing into `value` gives."""
        if value.kind == SEQ:
            callables = one_of_callables(held_values(value))
            if callables is not None:
                return callables
            if value.items is not None and value.items:
                merged = value.items[0]
                for item in value.items[1:]:
                    merged = join(merged, item)
                return merged
            if value.fields is not None:
                element = value.field_value("__element__")
                if element is not None:
                    return element
            if not value.has_facts():
                return UNKNOWN_VALUE
            # A sequence of tensors where something here says so; one only a parameter's
            # references fill (`**kwargs`, a list a caller passes) holds what callers pass.
            here = any(isinstance(o, Reason) for f in (value.accel, value.grad, value.lowp) for o in f)
            return inner_value(Value(TENSOR if here else UNKNOWN, value.accel, value.grad, value.lowp), "elem")
        if value.kind == TENSOR:
            return value.with_(items=None, fields=None, row=True)
        if value.kind in (NDARRAY, FOREIGN):
            return value
        if value.kind == MODULE:
            return value.with_(items=None, fields=None)
        return inner_value(Value(UNKNOWN, value.accel, value.grad, value.lowp), "elem").with_(row=True) if value.has_facts() else UNKNOWN_VALUE

    def part_of(self, value: Value, path: tuple) -> Value:
        """The part of an argument that a parameter reference points to."""
        for step in path:
            if step == "elem":
                value = self.element_of(value)
            elif isinstance(step, int) and value.items is not None and -len(value.items) <= step < len(value.items):
                value = value.items[step]
            elif isinstance(step, int) and value.kind == SEQ and value.items is None and getattr(value.field_value("__element__"), "func", None):
                # (`loggers[0]` of a list of one class's instances, built element by element)
                value = value.field_value("__element__")
            elif isinstance(step, tuple) and value.kind == UNKNOWN and any(param_refs(getattr(value, f)) for f in FACTS):
                value = inner_value(value, step)  # (the caller's own parameter: its callers decide)
            elif isinstance(step, tuple) and step[0] == "call":
                value = self.method_result(value, step[1])
            elif isinstance(step, tuple) and step[0] == "get":  # (`get_output_embeddings()`: a part of the model)
                part = value.kind == MODULE and step[1] in T.MODULE_SUBMODULE_METHODS
                moved = None if part else moved_holder_part(value, step[1])
                value = value.with_(func=None, items=None, fields=None) if part else moved or self.method_result(value, step[1], known_only=True)
            elif isinstance(step, tuple) and step[0] == "attr":
                # (`model.h`, `models[0].h`: a setting of the module's class, no parameter)
                holder = self.element_of(value) if value.kind == SEQ else value
                known = self.class_attribute(holder, step[1]) if holder.kind == MODULE else None
                if known is None and holder.kind in (MODULE, OTHER) and holder.fields is not None:
                    # (what its construction passed: imported.py; a record's field: instances.py)
                    known = holder.field_value(step[1])
                if known is None and holder.kind == OTHER:
                    # (a setting its class holds: a dataclass field's default, `self.dtype = dtype`)
                    known = self.class_attribute(holder, step[1]) or (UNKNOWN_VALUE if holder.fields is not None and holder.func else None)
                if known is None and holder.kind == MODULE and _number_by_name(step[1]):
                    known = OTHER_VALUE  # (`det.na * det.nl` in a helper given the model: as attributes.py reads it)
                if known is None and holder.kind in (MODULE, UNKNOWN) and self.host_attribute(step[1]):
                    known = OTHER_VALUE  # (`net.sigma_min` of a pickled network: attributes.py)
                value = value if known is None else known
            elif isinstance(step, tuple) and step[0] == "key":  # (a dict's value at a string key)
                value = self.value_at_key(value, step)
            elif isinstance(step, tuple) and step[0] == KEY_PARAMETER:  # (a key no call named: calls.py)
                value = self.element_of(value) if value.kind == SEQ else value
            elif step == "out":  # what calling it gives: a module's output, or nothing known
                value = self.forward_parts(value) or _module_output(value)
        return value

    def value_at_key(self, value: Value, step: tuple) -> Value:
        """What a caller's value gives at a string key a helper looks up (`results["inst_preds"]`
        of a model's output, `kwargs["lr"]` of a dict of keywords): that key's value where it is
        known; of a dict whose keys are known, none other (its unknown keys' values, if any); of
        a caller's own `**kwargs`, that keyword of its callers; else what it holds."""
        found = value.field_value(step[1]) if value.fields is not None else None
        if found is not None:
            return found
        if value.kind != SEQ:
            return value
        if value.tag == DICT and value.fields is not None and any(k.startswith(OTHER_KEYS) for k, _ in value.fields):
            return at_other_keys(value, step) or UNKNOWN_VALUE
        return keyword_lookup(value, step) or self.element_of(value)

    def method_result(self, instance: Value, method: str, known_only: bool = False) -> Value:
        """What a method of an instance a caller passes gives (`model.predict(x)` in a helper
        handed a model): the class's summary of it (`return out.cpu()` is on the host; under
        `torch.no_grad()` nothing requires grad), on the instance's device unless it is on
        the host; when the summary knows nothing, the instance's own facts, as for any output
        of a model (module_method)."""
        if instance.func in self.foreign_classes:
            owner, _, _, key = foreign_method_of(self.foreign_classes[instance.func], method)
            done = owner.analysis.summaries.get(key) if key is not None else None
            ret = owner.localise(done.ret) if done is not None else None
        elif instance.func in self.classes and method in self.classes[instance.func].methods:
            done = self.summary(self.classes[instance.func].methods[method])
            ret = done.ret if done is not None else None
        elif instance.kind == OTHER and instance.fields is not None and (field := instance.field_value(method)) is not None:
            return _module_output(field)  # `net.decoder(x)` of a record holding the decoder
        else:
            ret = None
        if ret is None or (ret.kind == UNKNOWN and not ret.has_facts() and ret.items is None):
            # (`known_only`: an accessor without arguments gives nothing of the instance's own)
            return UNKNOWN_VALUE if known_only else instance
        ret = _without_param_refs(ret)
        if ret.host or ret.kind in (OTHER, NDARRAY, FOREIGN, DEVICE, DTYPE) or instance.kind != MODULE:
            return ret
        # Computed with the instance's parameters: where the caller put them (imported.py);
        # the tensors of a tuple it returns too (`return logits.argmax(1), logits`).
        items = ret.items
        if items is not None:
            items = tuple(item.with_(accel=join_fact(item.accel, instance.accel)) if item.kind == TENSOR and not item.host else item for item in items)
        held = [v for k, v in ret.fields or () if k != "__element__"]
        if ret.kind == SEQ and held and all(v.host or v.kind in (OTHER, NDARRAY, FOREIGN, DEVICE, DTYPE) for v in held):
            return ret  # (`return {"img": img.detach().cpu(), ...}`: every value copied to the host)
        return ret.with_(accel=join_fact(ret.accel, instance.accel), items=items)

    def op_result(self, values: list[Value], state: State, *, name: str | None = None) -> Value:
        """The result of a tensor operation on `values` (arithmetic, torch.* and tensor methods)."""
        tensorish = [v for v in values if v.kind in (TENSOR, SEQ) or (v.kind in (UNKNOWN, MODULE) and v.has_facts())]
        if any(v.kind == FOREIGN for v in values):
            return FOREIGN_VALUE
        if not tensorish:
            if any(v.kind == NDARRAY for v in values):
                return NDARRAY_VALUE
            if all(v.kind == OTHER for v in values) and values:
                return OTHER_VALUE
            return UNKNOWN_VALUE
        accel = grad = lowp = NONE
        for v in tensorish:
            accel = join_fact(accel, v.accel)
            grad = join_fact(grad, v.grad)
            lowp = join_fact(lowp, v.lowp)
        if state.grad == "off":
            grad = NONE
        if state.autocast and name is not None:
            if name in T.AUTOCAST_FP32_OPS_BY_DEVICE["cpu" if state.autocast_cpu else "cuda"]:
                lowp = NONE
            elif name in T.AUTOCAST_LOWP_OPS:
                lowp = join_fact(lowp, state.autocast)
        elif lowp and name is not None:
            # (a helper's op: float32 where its caller runs it under autocast; conditions.py)
            lowp = assuming(lowp, {OUTSIDE_AUTOCAST[device] for device, ops in T.AUTOCAST_FP32_OPS_BY_DEVICE.items() if name in ops})
        kind = TENSOR if any(v.kind in (TENSOR, SEQ) for v in tensorish) else UNKNOWN
        complex_ = any(v.complex for v in tensorish) and name not in T.REAL_RESULT_OPERATIONS
        host = all(v.host for v in tensorish) and not accel  # computed on the host from host tensors
        return Value(kind, accel, grad, lowp, scalar=all(v.scalar for v in tensorish), row=all(v.row for v in tensorish), complex=complex_, host=host)

    # ---- calls --------------------------------------------------------------------------------

    def eval_args(self, call: cst.Call, state: State, frame: Frame) -> list[tuple[str | None, Value]]:
        out = []
        for arg in call.args:
            value = self.eval(arg.value, state, frame)
            keyword = arg.keyword.value if arg.keyword is not None else None
            if arg.star == "*":
                value = self.element_of(value) if value.kind == SEQ else value
            elif isinstance(arg.value, cst.List) and value.kind == SEQ and value.items is None and arg.value.elements and all(isinstance(e.value, cst.Name) and isinstance(e, cst.Element) for e in arg.value.elements):
                # `train(..., [net_g, net_d])` of modules, unpacked there (`net_g, net_d = nets`): item by item
                items = tuple(self.lookup(e.value.value, state, frame) for e in arg.value.elements)
                value = value.with_(items=items) if all(item.kind == MODULE for item in items) else value
            out.append((keyword if not arg.star else ("**" if arg.star == "**" else None), value))
        return out


def _number_by_name(attr: str) -> bool:
    """A module's attribute named for a number, a flag or settings (`net.size`, `det.na`,
    `model.num_layers`: attributes.py reads a module's attributes the same way)."""
    return attr in T.SCALAR_MODULE_ATTRIBUTES or bool(MODULE_NUMBER_ATTRIBUTE_RE.match(attr) or CONFIG_ATTRIBUTE_RE.match(attr))


def _module_output(value: Value) -> Value:
    """The output of calling `value` when a caller passes it for a parameter the callee
    calls (`decoder(x)` in a helper): a module's output lives where it does and requires grad
    if it trains; anything else called gives nothing known."""
    if value.kind != MODULE:
        return value if value.kind == UNKNOWN else UNKNOWN_VALUE
    grad = NONE if value.frozen or value.parameterless else value.grad
    return Value(TENSOR, value.accel, grad, NONE if value.parameterless else value.lowp)
