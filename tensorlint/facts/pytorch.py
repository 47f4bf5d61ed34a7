"""PyTorch semantics as behaviour: factories, tensor and module methods, devices, pretrained models."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.evidence import Label, relocated
from tensorlint.facts.lattice import (
    param_refs,
    join,
    CLASS,
    DEVICE,
    DTYPE,
    FOREIGN,
    FUNCTION,
    MODULE,
    NDARRAY,
    NDARRAY_VALUE,
    NONE,
    OTHER,
    FOREIGN_VALUE,
    OTHER_VALUE,
    inner_value,
    SEQ,
    TENSOR,
    UNKNOWN,
    UNKNOWN_VALUE,
    Fact,
    ParamRef,
    Reason,
    Step,
    Value,
    concrete,
    extend,
    join_fact,
    inner_fact,
)
from tensorlint.facts.syntax import (
    _dotted,
    constant_truth,
    names_cpu,
    non_blocking,
    _string_value,
    _is_false_value,
    _is_host_literal,
    _is_none,
)
from tensorlint.facts.names import DISTRIBUTION, EMBEDDER, IMPORTED_MODULE, LOADED, MODULE_PART, PIPELINE, REMOTE_CODE, TENSOR_TYPE
from tensorlint.facts.values import DICT, at_other_keys, dict_key, key_step, keyword_lookup, layout_of, moved_holder_part, the_parameter, values_indices, with_layout, without_refs_into
from tensorlint.facts.state import State, synchronized
from tensorlint.facts.records import Frame
from tensorlint.facts.scopes import inherited
from tensorlint.facts.instances import bound_to_class, left_to_a_subclass
from tensorlint.facts.names import DEVICE_NAME_RE, DTYPE_NAME_RE, FACTORY_NAME_RE, RANK_NAME_RE



class PytorchMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def factory(self, q: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        like = q in T.LIKE_FACTORIES
        base = args[0][1] if like and args else Value(TENSOR)
        complex_ = base.complex if like else False
        pinned = False
        accel = base.accel if like else NONE
        lowp = base.lowp if like else NONE
        grad = NONE
        device_given = False
        source_tensor = None
        for index, ((keyword, value), arg) in enumerate(zip(args, node.args)):
            if keyword == "device":
                device_given = True
                dev = self.device_of(arg.value, state, frame, node)
                accel = extend(dev.accel, Step.at(node, "created-on", device=dev.label))
            elif keyword == "dtype":
                lowp = extend(value.lowp, Step.at(node, "created-with-dtype", dtype=self.src(arg.value))) if value.kind in (DTYPE, UNKNOWN) else NONE
                complex_ = _dtype_name(value) in T.COMPLEX_DTYPES
            elif keyword == "requires_grad" and not _is_false_value(arg.value):
                grad = frozenset({Reason((Step.at(node, "created-requires-grad"),))})
            elif keyword == "pin_memory" and not _is_false_value(arg.value):
                pinned = True
            elif keyword is None and index == 0 and q in T.DATA_COPYING_FACTORIES and value.kind in (TENSOR, SEQ, UNKNOWN):
                source_tensor = value
            elif keyword == "**":  # (a helper's `**kwargs`: its callers' `device=`, `dtype=`)
                accel, device_given, lowp = _spread_settings(value, node, self.src(arg.value), accel, device_given, lowp)
        if source_tensor is not None and not device_given:
            accel = source_tensor.accel
            if q in T.GRAD_SHARING_FACTORIES:
                grad = join_fact(grad, source_tensor.grad)
            complex_ = complex_ or source_tensor.complex
        if source_tensor is not None and "dtype" not in [k for k, _ in args]:
            lowp = source_tensor.lowp
        if not device_given and not like and state.default_device:
            accel = extend(state.default_device, Step.at(node, "created-default-device"))
        scalar = q.rsplit(".", 1)[-1] in T.SCALAR_FROM_NUMBER and bool(node.args) and node.args[0].keyword is None and _is_number(node.args[0].value)
        return Value(TENSOR, accel, grad, lowp, complex=complex_, pinned=pinned, scalar=scalar)

    def from_pretrained(self, q: str, node: cst.Call, args, state: State, frame: Frame, *, known_model: bool = False) -> Value:
        owner = q.rsplit(".", 2)[-2] if q.count(".") >= 1 else q
        if not known_model and any(owner.startswith(p) and owner[len(p):][:1].isupper() for p in T.PRETRAINED_FOREIGN_PREFIXES):
            return FOREIGN_VALUE
        if not known_model and not _names_a_model(owner) and not _loads_a_model(owner, args):
            # A tokenizer, a config: not a tensor. Anything else may be a model by another name
            # (`SAE.from_pretrained(...)`): nothing is known of it until it is moved or cast.
            return OTHER_VALUE if _named_for_other(owner) else UNKNOWN_VALUE
        grad = frozenset({Reason((Step.at(node, "pretrained-trainable", owner=owner),))})
        accel = lowp = NONE
        for (keyword, value), arg in zip(args, node.args):
            if keyword == "device_map" and not _is_none(arg.value):
                dev = self.device_of(arg.value, state, frame, node)
                text = _string_value(arg.value)
                if dev.kind == DEVICE and not dev.accel and text and text.split(":")[0] == "cpu":
                    continue
                accel = frozenset({Reason((Step.at(node, "loaded-with", keyword="device_map", value=self.src(arg.value)),))})
            elif keyword in ("torch_dtype", "dtype") and value.kind == DTYPE:
                lowp = extend(value.lowp, Step.at(node, "loaded-with", keyword=keyword, value=self.src(arg.value)))
        remote = any(a.keyword is not None and a.keyword.value == T.HF_REMOTE_CODE_KEYWORD and constant_truth(a.value) is True for a in node.args)
        tag = REMOTE_CODE if remote else PIPELINE if _names_a_pipeline(owner) else None
        return Value(MODULE, accel=accel, grad=grad, lowp=lowp, tag=tag)

    def wrap_module(self, q: str, node: cst.Call, wrapped: Value) -> Value:
        """`nn.DataParallel(net)`, `DistributedDataParallel(net)`: `net` itself behind a
        wrapper (its class, device and parameters), which `.module` gives back. DataParallel
        (and the vendored copies of it) also puts it on the GPUs when there are any."""
        accel = wrapped.accel
        if T.MODULE_WRAPPERS.get(q, T.VENDORED_MODULE_WRAPPERS.get(q.rsplit(".", 1)[-1])):
            accel = accel | {Reason((Step.at(node, "data-parallel", func=self.src(node.func)),))}
        grad = wrapped.grad
        if wrapped.kind != MODULE:  # a module nothing is known of: as any torch module, it trains
            grad = grad | {Reason((Step.at(node, "callee-trainable", func=self.src(node.func)),))}
        inner = wrapped.with_(kind=MODULE, accel=accel, grad=grad)
        return inner.with_(fields=((T.WRAPPED_MODULE_ATTRIBUTE, inner),))

    def device_of(self, expr: cst.BaseExpression, state: State, frame: Frame, at: cst.CSTNode) -> Value:
        """What device an expression names; unknown ones may be accelerators when moved to."""
        value = self.eval(expr, state, frame)
        if value.kind == DEVICE:
            label = value.label or Label("name", self.src(expr))
            if value.accel and concrete(value.accel) is None and value.tag != "device-of":
                # A device parameter: whatever callers pass, moving to it suggests an accelerator.
                # The device of a parameter (`input_device = get_device(wav)`) is a guess about
                # that parameter: a call that passes a tensor on the CPU disproves it.
                owners = {o.name for o in value.accel if isinstance(o, ParamRef)} - {label.text}
                if len(owners) == 1:
                    guess = Reason((Step.at(expr, "parameter-device-not-cpu", label=label, of=owners.pop()),))
                else:
                    guess = Reason((Step.at(expr, "device-not-cpu", label=label),))
                return value.with_(label=label, accel=value.accel | {guess})
            return value.with_(label=label)
        if value.kind == TENSOR:
            return Value(DEVICE, accel=value.accel, label=Label("device-of", self.src(expr)), tag="device-of")
        if isinstance(expr, cst.Integer):
            return Value(DEVICE, accel=frozenset({Reason((Step.at(expr, "cuda-index", index=expr.value),))}), label=Label("cuda-index", expr.value))
        label = Label("name", self.src(expr))
        refs = frozenset(o for o in value.accel if isinstance(o, ParamRef))
        guess = frozenset({Reason((Step.at(expr, "device-not-cpu", label=label),))})
        return Value(DEVICE, accel=guess | refs, label=label)

    # ---- methods ---------------------------------------------------------------------------

    def call_method(self, receiver: Value, method: str, node: cst.Call, state: State, frame: Frame) -> Value:
        kind = receiver.kind
        args = None  # (evaluated once: for a method left to subclasses, before it is known which runs)
        if method in T.MODULE_HOOKS:
            return self.register_module_hook(receiver, method, node, state, frame)
        # torch.Tensor has no sample(): a module output answering it is a distribution (a
        # policy network's forward returning Normal(...)), sampled under no_grad.
        if method in T.DISTRIBUTION_SAMPLE_METHODS and (receiver.tag == DISTRIBUTION or kind == TENSOR):
            self.eval_args(node, state, frame)
            return Value(TENSOR, accel=receiver.accel, lowp=receiver.lowp)  # sampled under no_grad, in the parameters' dtype
        if receiver.tag == EMBEDDER and (embedded := self.embedding_model_method(receiver, method, node, state, frame)) is not None:
            return embedded  # (instances.py)
        if method in T.LOOKUP_METHODS and len(node.args) >= 2 and _is_host_literal(node.args[1].value):
            # `ckpt.pop("mask_values", [0, 1])`: what the author expects there is the default's
            # kind (a list, a number, a string), whatever else the container holds.
            self.eval_args(node, state, frame)
            return OTHER_VALUE
        if method in T.NDARRAY_ONLY_METHODS and kind in (TENSOR, UNKNOWN, SEQ):
            self.eval_args(node, state, frame)
            return Value(NDARRAY)  # `bbox.astype(np.float32)`: a tensor would raise AttributeError
        if method in T.TEXT_RESULT_METHODS or (method in T.STRING_ONLY_METHODS and kind in (TENSOR, UNKNOWN)):
            self.eval_args(node, state, frame)
            return OTHER_VALUE  # `ground_truth.strip()`: text (a tensor would raise AttributeError)
        if receiver.func in self.foreign_classes and kind in (MODULE, OTHER):
            found = self.foreign_method(receiver, method, node, state, frame)
            if found is not None:
                return found
        if receiver.func and receiver.func in self.classes and kind in (MODULE, OTHER):
            cls = self.classes[receiver.func]
            args = self.left_to_subclasses(receiver, method, node, state, frame)  # (instances.py)
            if args is not None and (overridden := self.run_by_subclasses(cls, method, node, args, state, frame)) is not None:
                return overridden
            if args is not None and not any(method in f.cls.methods for f in inherited(cls.project_bases)):
                return left_to_a_subclass(frame.func, method)  # (a subclass of another file: instances.py)
            if method in cls.methods:
                if method in T.MODULE_INPUT_METHODS:
                    self.called_modules.add(cls.name)  # `net.forward(x)`, as `net(x)` (calls.py)
                return self.call_function(cls.methods[method], node, state, frame, bound=receiver, args=args)
            from_base = self.project_base_method(receiver, cls, method, node, state, frame)
            if from_base is not None:
                return from_base
        if kind == FUNCTION and receiver.func in self.functions and method == "__call__":
            return self.call_function(receiver.func, node, state, frame)
        if kind == CLASS:
            args = self.eval_args(node, state, frame)
            cls = self.classes.get(receiver.func or "")
            if method in T.PRETRAINED_LOADERS and (cls is None or cls.is_module):
                model = self.from_pretrained(f"{receiver.func}.from_pretrained", node, args, state, frame, known_model=True)
                return model.with_(func=cls.name if cls else None)
            if method in T.CHECKPOINT_CONSTRUCTORS and cls is not None and cls.is_module:
                return self.instantiate(receiver, node, args, state)  # `Net.load_from_checkpoint(path)`
            if method == "apply" and cls is not None and "forward" in cls.methods and _autograd_function(self, cls):
                return self.autograd_function_applied(cls, node, args, state, frame)  # `GatherLayer.apply(x)` (instances.py)
            if cls is not None and method in cls.methods and not method.startswith("__"):
                # `Convert.to_image(x)`: a static method (a class method gets the class; a
                # plain one, its instance as the first argument).
                key = cls.methods[method]
                return self.call_function(key, node, state, frame, bound=receiver if bound_to_class(self.functions[key]) else None, args=args)
            return UNKNOWN_VALUE
        args = args if args is not None else self.eval_args(node, state, frame)
        values = [v for _, v in args]
        if method == "numpy":
            force = any(k == "force" and not _is_false_value(a.value) for (k, _), a in zip(args, node.args))
            receiver_node = node.func.value if isinstance(node.func, cst.Attribute) else node
            if kind not in (NDARRAY, FOREIGN, OTHER, DEVICE, DTYPE, SEQ, CLASS, FUNCTION):
                value = receiver if kind != MODULE else receiver.with_(grad=NONE)
                self.record(node, receiver_node, value, state, frame, explicit=True, sink="`.numpy()`", force=force)
            # (a view of a pending host copy: reading the array is reading the copy)
            return NDARRAY_VALUE.with_(pending=receiver.pending) if receiver.pending else NDARRAY_VALUE
        if method in T.ARRAY_RESULT_METHODS and kind not in (TENSOR, MODULE):
            return NDARRAY_VALUE  # (`X_test.to_numpy()` of a DataFrame)
        if receiver.pending and (method in T.HOST_READ_METHODS or kind == NDARRAY):
            self.record_read(node, receiver, state, frame, how=f"`.{method}()`", subject=node.func.value if isinstance(node.func, cst.Attribute) else None)
        if method in T.SYNCING_METHODS and kind in (TENSOR, UNKNOWN) and isinstance(node.func, cst.Attribute):
            self.synchronising(node, node.func.value, receiver, state, frame, how=f"`.{method}()`")
        if method in T.SYNCING_METHODS and receiver.accel and kind in (TENSOR, UNKNOWN):
            synchronized(state)  # `loss.item()`: the host waits for the stream, copies included
        if kind in (FOREIGN, NDARRAY):
            if kind == NDARRAY and method in T.NDARRAY_CONVERTING_METHODS:
                for (k, value), arg in zip(args, node.args):
                    self.record(arg.value, arg.value, value, state, frame, explicit=False, sink=f"`.{method}()` of a NumPy array")
            return receiver.with_(items=None, fields=None)
        if method in T.NUMPY_RESULT_METHODS and kind in (MODULE, TENSOR, UNKNOWN):
            # `model.predict(obs)` of a model whose class is not seen (SB3 loaded by a
            # parameter class; a CoreML model held where a torch one may be): no tensor has
            # the method, and the model APIs that do return NumPy. Of a parameter: what the
            # method of a class a caller's instance belongs to returns, where that class is
            # known (part_of, "get": nothing of an instance of an unseen class).
            if any(isinstance(o, ParamRef) for o in receiver.accel):
                return _method_of_parameter(receiver, method)
            return UNKNOWN_VALUE
        if kind == MODULE:
            return self.module_method(receiver, method, node, args, state, frame)
        if kind == SEQ:
            if receiver.tag == DICT and method == "items":
                # (key, value) pairs: the key carries nothing, the value what the dict holds
                pair = Value(SEQ, items=(UNKNOWN_VALUE, self.element_of(receiver)))
                return Value(SEQ, receiver.accel, receiver.grad, receiver.lowp, fields=(("__element__", pair),))
            if method in ("items", "values"):
                return receiver.with_(items=None, tag=None, fields=_element_only(receiver))
            if method == "copy":
                return receiver.with_(items=None)
            if method in ("keys",):
                return OTHER_VALUE
            if method in ("pop", "get", "popleft", "__getitem__", "setdefault"):
                keyed = _keyed_lookup(receiver, method, node, values)
                return keyed if keyed is not None else self.element_of(receiver)
            if method in ("index", "count"):
                return OTHER_VALUE
            if method not in T.TENSOR_METHODS and receiver.field_value(dict_key(method)) is None:
                # `self.model.predict(y)` where `self.model` may also be a dict (`{}` on one
                # path): no method of a list or dict but a tensor's makes a tensor (a Munch's
                # key called as an attribute, `nets.decoder(x)`, is what it holds).
                return UNKNOWN_VALUE
            # Tensor-like methods on a list (e.g. a BatchEncoding/dict moved with .to()).
        if kind == DEVICE or kind == DTYPE:
            return UNKNOWN_VALUE
        if method in T.MODULE_PARAMETER_ITERATORS and kind == UNKNOWN:
            # Only a module has `.parameters()`: they require grad unless it is frozen.
            step = Step.at(node, "module-params-require-grad", target=self.src(node.func.value) if isinstance(node.func, cst.Attribute) else "model")
            # Their device is as unknown as the module's: the elements stay of unknown kind
            # (strict mode still treats them as possibly on an accelerator).
            params = Value(UNKNOWN, receiver.accel, receiver.grad | {Reason((step,))}, receiver.lowp)
            element = Value(SEQ, items=(OTHER_VALUE, params)) if method == "named_parameters" else params
            return Value(SEQ, params.accel, params.grad, params.lowp, fields=(("__element__", element),))
        if method in T.MODULE_BUFFER_ITERATORS and kind == UNKNOWN and receiver.has_facts():
            # Only a module has them: detached tensors where its parameters are.
            return _buffers(method, Value(UNKNOWN, receiver.accel, NONE, receiver.lowp))
        if kind in (UNKNOWN, OTHER) and method in T.PRETRAINED_LOADERS:
            # A class nothing is known of (`model_class` from a dict, a parameter): what it
            # loads is a model by its name, never a tensor.
            return self.from_pretrained(f"x.{self.src(node.func.value) if isinstance(node.func, cst.Attribute) else 'x'}.from_pretrained", node, args, state, frame)
        if kind in (UNKNOWN, OTHER) and not receiver.has_facts():
            if (method in T.DEVICE_MOVE_METHODS or (method in T.TYPE_CAST_METHODS and node.args)) and kind == UNKNOWN:
                # `labels.type(LongTensor)` with `LongTensor = torch.cuda.LongTensor`: where the
                # result lives is the type's, whatever the receiver was.
                return self.tensor_method(Value(UNKNOWN, tag=receiver.tag if receiver.tag == LOADED else None), method, node, args, state, frame)
            if kind == UNKNOWN and method in T.LAYOUT_METHODS and method != "conj":
                # `x.to_sparse()`: only tensors have it (NumPy arrays have `conj` too).
                return self.tensor_method(Value(UNKNOWN), method, node, args, state, frame)
            if kind == UNKNOWN and method == "requires_grad_" and not (node.args and _is_false_value(node.args[0].value)):
                # `table[ids].clone().requires_grad_(True)`: a leaf that requires grad,
                # whatever the receiver was (only tensors and modules have it).
                return self.tensor_method(Value(UNKNOWN), method, node, args, state, frame)
            if kind == UNKNOWN and T.DTYPE_CAST_METHODS.get(method) in T.UNSUPPORTED_DTYPES:
                # `v.bfloat16()`: only tensors and modules have it; the result is bf16 whatever
                # the receiver held.
                return self.tensor_method(Value(UNKNOWN), method, node, args, state, frame)
            return self.following_inputs(node, args) if kind == UNKNOWN and method not in T.TENSOR_METHODS else UNKNOWN_VALUE
        if kind == UNKNOWN and method in ("items", "values", "copy"):
            # A checkpoint's dict, a dict of spaces: its values are what it holds (a tensor
            # only where the receiver is one's container), its keys are keys.
            held = inner_value(Value(UNKNOWN, receiver.accel, receiver.grad, receiver.lowp), "elem")
            element = {"items": Value(SEQ, items=(OTHER_VALUE, held)), "values": held}.get(method)
            fields = (("__element__", element),) if element is not None else None
            return receiver.with_(kind=SEQ, items=None, fields=fields)
        if kind == UNKNOWN and method in ("get", "pop", "setdefault", "__getitem__"):
            return _keyed_lookup(receiver, method, node, values) or receiver.with_(items=None, fields=None)
        if kind == UNKNOWN and method in T.MODULE_MODE_METHODS:
            # `build_detector(...).cuda().eval()`: only a module has eval()/train(), and it
            # returns itself, where it was moved.
            return receiver
        if kind == UNKNOWN and method not in T.TENSOR_METHODS:
            # Not a tensor method: a model's own method (`model.encode(x)`) when it takes
            # tensors, otherwise something we know nothing about (`ckpt.rng.get_state()`).
            whole = the_parameter(receiver, frame.func)
            if whole is not None and args:
                # `logger.log_validation(y_pred)` on a parameter: each caller runs it on the
                # instance it passes (calls.py, Summary.param_calls).
                frame.param_calls.append((whole, method, node, tuple(args), state.grad, None))
            if any(v.kind in (TENSOR, SEQ) or v.has_facts() for v in values) or (relocated(receiver) and any(v.kind != OTHER or v.has_facts() for v in values)):
                # (of a parameter: what the caller's instance's method gives, expressions.part_of;
                # of a value moved or cast as a whole, `sae.encode(acts)`: a torch module's)
                step = ("call", method)
                marked = receiver.with_(accel=inner_fact(receiver.accel, step), grad=inner_fact(receiver.grad, step), lowp=inner_fact(receiver.lowp, step))
                # What the parameter's own methods gave, passed back to it (`predictor.visual(
                # predictor.inference(img)[0], ...)`), is for the class of the caller's
                # instance to place (its `visual` moves it to the host), not an input that the
                # result follows.
                passed = args if whole is None else [(k, without_refs_into(v, whole)) for k, v in args]
                out = self.call_module(marked, node, passed, state)
                if not any(v.kind == TENSOR for v in values):
                    # Given no tensor (`reference.discretize(chunk, labels=labels)` of
                    # parameters and lists), it need not be a model's method: what it returns
                    # carries the facts without being known to be a tensor (TL007 asks for one).
                    out = out.with_(kind=UNKNOWN)
                if self.project_runs_without_grad(method):
                    out = out.with_(grad=NONE)
                return out
            if not values and (part := moved_holder_part(receiver, method)) is not None:
                return part  # `src, dst = graph.edges()` of a graph moved to a device
            if any(isinstance(o, ParamRef) for o in receiver.accel):
                # `encoder.get_input_embeddings()`, `predictor.inference(img)` on a parameter: what
                # the method of the instance each caller passes returns, when its class says (part_of).
                return _method_of_parameter(receiver, method)
            return UNKNOWN_VALUE
        result = self.tensor_method(receiver, method, node, args, state, frame)
        if receiver.layout and method in T.LAYOUT_KEEPING_METHODS:
            # `adj.coalesce()`: still sparse (tables.LAYOUT_KEEPING_METHODS)
            kept = frozenset(o for o in receiver.layout if layout_of(o) in T.LAYOUT_KEEPING_METHODS[method])
            result = result.with_(layout=join_fact(result.layout, kept))
        return result

    def tensor_method(self, receiver: Value, method: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        values = [v for _, v in args]
        recv_src = self.src(node.func.value) if isinstance(node.func, cst.Attribute) else "tensor"
        kind = receiver.kind if receiver.kind != SEQ else TENSOR
        if method == "pin_memory":
            return receiver.with_(kind=TENSOR if kind == UNKNOWN else kind, pinned=True, items=None, fields=None)
        if method == "conj" and not receiver.complex:
            return receiver  # of a real tensor (or one not known to be complex): itself
        if method in T.LAYOUT_METHODS:
            moved = receiver.with_(kind=TENSOR if kind == UNKNOWN else kind, items=None, fields=None)
            return with_layout(moved, T.LAYOUT_METHODS[method], node, f"{recv_src}.{method}()")
        if method == "view" and len(values) == 1 and values[0].kind == DTYPE:
            # `w.view(torch.int16)`: the same bits as another dtype (a NumPy-safe one or not)
            dtype = values[0]
            integer = (dtype.qualified or "").rsplit(".", 1)[-1] in T.INTEGER_DTYPES
            return receiver.with_(kind=kind, lowp=dtype.lowp, grad=NONE if integer else receiver.grad, items=None, fields=None)
        if method in T.SCALAR_REDUCTIONS and not node.args:
            # `loss.sum()`, `x.mean()`: a 0-d tensor where the receiver is
            return self.op_result([receiver], state, name=method).with_(scalar=True)
        if method == "cpu":
            # Whatever it was, it is now known to be on the CPU (strict mode relies on this).
            return receiver.with_(kind=TENSOR if kind == UNKNOWN else kind, accel=NONE, items=None, fields=None, host=True)
        if method == "cuda":
            step = Step.at(node, "moved-cuda", recv=recv_src)
            return receiver.with_(kind=kind, accel=frozenset({Reason((step,))}), items=None, fields=None, host=False)
        if method == "to":
            return _tensor_to(self.moved(receiver.with_(kind=kind), node, args, state, frame, recv_src), receiver, node, state, recv_src)
        if method in T.DETACH_METHODS:
            return receiver.with_(kind=kind, grad=NONE, items=None, fields=None)
        if method == "requires_grad_":
            if node.args and _is_false_value(node.args[0].value):
                return receiver.with_(grad=NONE)
            return receiver.with_(kind=TENSOR, grad=frozenset({Reason((Step.at(node, "requires-grad-call", recv=recv_src),))}))
        if method in T.NON_TENSOR_METHODS:
            return OTHER_VALUE
        if method in ("type",) and node.args:
            target_type = args[0][1] if args else None
            if target_type is not None and target_type.tag == TENSOR_TYPE:
                if target_type.accel:
                    step = Step.at(node, "cast-to", recv=recv_src, target=self.src(node.args[0].value))
                    return receiver.with_(kind=kind, accel=extend(target_type.accel, step), lowp=NONE, items=None, fields=None)
                return receiver.with_(kind=kind, accel=NONE, lowp=NONE, items=None, fields=None)
            text = _string_value(node.args[0].value) or self.src(node.args[0].value)
            if "cuda" in text:
                return receiver.with_(accel=frozenset({Reason((Step.at(node, "cast-to", recv=recv_src, target=text),))}))
            return receiver.with_(lowp=NONE)
        if method in T.DTYPE_CAST_METHODS:
            target = T.DTYPE_CAST_METHODS[method]
            receiver = receiver.with_(complex=target in T.COMPLEX_DTYPES)
            if target in T.INTEGER_DTYPES:
                return receiver.with_(kind=kind, grad=NONE, lowp=NONE, items=None, fields=None)
            if target in T.UNSUPPORTED_DTYPES:
                step = Step.at(node, "cast-with", recv=recv_src, method=method)
                return receiver.with_(kind=kind, lowp=frozenset({Reason((step,))}), items=None, fields=None)
            return receiver.with_(kind=kind, lowp=NONE, items=None, fields=None)
        if method in T.SHAPE_METHODS:
            return self.op_result([receiver], state, name=method)
        if method in T.INTEGER_RESULT_METHODS:
            result = self.op_result([receiver, *values], state)
            return result.with_(grad=NONE, lowp=NONE)
        if method in T.VALUES_INDICES_METHODS and (method in T.VALUES_INDICES_ALWAYS or values or any(k == "dim" for k, _ in args)):
            return values_indices(self.op_result([receiver, *values], state, name=method))
        if method in T.MODULE_BUFFER_ITERATORS:
            return _buffers(method, Value(UNKNOWN, receiver.accel, NONE, receiver.lowp))
        if method in ("get", "pop", "values", "items") and receiver.kind in (TENSOR, UNKNOWN):
            return receiver.with_(items=None, fields=None)
        if method in ("keys",):
            return OTHER_VALUE
        return self.op_result([receiver, *values], state, name=method)

    def moved(self, receiver: Value, node: cst.Call, args, state: State, frame: Frame, recv_src: str) -> Value:
        """`receiver.to(...)`: where (and as what dtype) the result is."""
        result = receiver.with_(items=None, fields=None)
        for index, ((keyword, value), arg) in enumerate(zip(args, node.args)):
            if keyword in T.TO_NEUTRAL_KEYWORDS:
                continue
            if keyword == "dtype" or (keyword is None and value.kind == DTYPE):
                result = result.with_(lowp=extend(value.lowp, Step.at(node, "cast-to", recv=recv_src, target=self.src(arg.value))), complex=_dtype_name(value) in T.COMPLEX_DTYPES)
                if (value.qualified or "").rsplit(".", 1)[-1] in T.INTEGER_DTYPES:
                    result = result.with_(grad=NONE)  # `.to(torch.uint8)`: integers never require grad
                continue
            if keyword is None and value.kind == OTHER and (value.tag in ("self", "matplotlib") or (value.qualified is not None and "dtype" not in value.qualified)):
                continue
            if keyword is None and value.kind == UNKNOWN and not value.has_facts() and DTYPE_NAME_RE.search(self.src(arg.value)):
                result = result.with_(lowp=NONE)
                continue
            if keyword in (None, "device", "other"):
                if keyword is None and (value.kind == TENSOR or _a_tensor_parameter(arg.value, value)):
                    # (`torch.zeros(n).to(p0)` of a parameter named for no device: `Tensor.to(other)`,
                    # where that tensor is, as its callers say; no guess that it names an accelerator)
                    step = Step.at(node, "moved-to-device-of", recv=recv_src, other=self.src(arg.value))
                    result = result.with_(accel=extend(value.accel, step), lowp=value.lowp)
                    continue
                device = self.device_of(arg.value, state, frame, node)
                step = Step.at(node, "moved-to", recv=recv_src, device=device.label)
                result = result.with_(accel=extend(device.accel, step))
                if not device.accel and result.kind == UNKNOWN:
                    result = result.with_(kind=TENSOR)  # known to be on the CPU now
        return result

    def optimised(self, q: str, node: cst.Call, state: State, frame: Frame) -> None:
        """`torch.optim.AdamW(model.parameters(), ...)`: what hands its parameters to an
        optimizer is a module that trains, even where nothing else tells what it is (a model
        built by a function of a file that is not there): its outputs require grad."""
        first = next((a.value for a in node.args if a.keyword is None or a.keyword.value == "params"), None)
        # `m.parameters()`, or several modules' (`list(g.parameters()) + list(q.parameters())`,
        # `itertools.chain(...)`, parameter groups `[{"params": m.parameters()}, ...]`)
        for target in _handed_modules(first) if first is not None else ():
            model = self.eval(target, state, frame)
            # A module passed in and stored (`self.model = model.to(device)`) trains whatever
            # its caller shows: the optimizer is evidence of its own for the methods that read
            # it. A parameter name itself keeps the caller's value (a helper returns it).
            if model.kind not in (UNKNOWN, MODULE) or concrete(model.grad) is not None or model.frozen:
                continue
            if model.grad and not isinstance(target, cst.Attribute):
                continue
            step = Step.at(node, "optimised-module", target=self.src(target), optimizer=self.src(node.func))
            self.assign(target, model.with_(grad=model.grad | {Reason((step,))}), node, state, frame, step=False)

    def project_runs_without_grad(self, method: str) -> bool:
        """Every definition of `method` in the project runs under a no-grad decorator: an
        instance of a class not known here (built from a config, passed in) runs one of them."""
        return self.project is not None and self.project.first_line("no-grad-method", method) is not None

    def module_method(self, module: Value, method: str, node: cst.Call, args, state: State, frame: Frame) -> Value:
        recv_src = self.src(node.func.value) if isinstance(node.func, cst.Attribute) else "model"
        values = [v for _, v in args]
        if method == "forward" or method == "__call__":
            return self.call_module(module, node, args, state)
        if method in T.MODULE_MOVING_METHODS:
            moved = self.tensor_method(module.with_(kind=TENSOR), method, node, args, state, frame)
            return module.with_(accel=moved.accel, lowp=moved.lowp)
        if method == "requires_grad_":
            if node.args and _is_false_value(node.args[0].value):
                return module.with_(grad=NONE, frozen=True)
            return module.with_(frozen=False)
        if method in T.MODULE_MODE_METHODS:
            return module
        if method in T.MODULE_PARAMETER_ITERATORS:
            step = Step.at(node, "parameters-of", recv=recv_src)
            params = Value(TENSOR, module.accel, extend(module.grad, step), module.lowp)
            if method == "named_parameters":
                return Value(SEQ, params.accel, params.grad, params.lowp, fields=(("__element__", Value(SEQ, items=(OTHER_VALUE, params))),))
            return Value(SEQ, params.accel, params.grad, params.lowp)
        if method in T.MODULE_BUFFER_ITERATORS:
            return _buffers(method, Value(TENSOR, module.accel, NONE, module.lowp))
        if method in T.MODULE_INTEGER_OUTPUTS:
            step = Step.at(node, "method-output", recv=recv_src, method=method)
            accel = extend(module.accel, step)
            for v in values:
                accel = join_fact(accel, v.accel)
            return Value(TENSOR, accel)
        if method in T.MODULE_SUBMODULE_METHODS:
            return module.with_(func=None)
        if method == T.BUFFER_REGISTRATION and len(node.args) >= 2 and module.func in self.classes:
            name = _string_value(node.args[0].value)
            if name is not None:
                cls = self.classes[module.func]
                buffer = values[1].with_(kind=TENSOR, grad=NONE, items=None, fields=None) if values[1].kind in (TENSOR, UNKNOWN) else Value(TENSOR)
                cls.attrs[name] = join(cls.attrs[name], buffer) if name in cls.attrs else buffer
            return OTHER_VALUE
        if method in T.MODULE_NON_TENSOR_METHODS:
            return OTHER_VALUE
        if method in T.MODULE_GATHER_METHODS and values:
            # `self.all_gather(x)`: x from every process, on this module's device; no graph
            # unless `sync_grads=True`.
            synced = any(a.keyword is not None and a.keyword.value == T.MODULE_GATHER_METHODS[method] and not _is_false_value(a.value) for a in node.args)
            return values[0].with_(kind=TENSOR if values[0].kind == UNKNOWN else values[0].kind, accel=join_fact(values[0].accel, module.accel), grad=values[0].grad if synced else NONE)
        if module.tag == MODULE_PART and not any(v.kind in (TENSOR, SEQ, MODULE) or v.has_facts() for v in values):
            # `self.dataset.num(name)`: an attribute nothing stored, asked with no tensor, is not
            # known to be a submodule, nor its result an output of one.
            return UNKNOWN_VALUE
        if FACTORY_NAME_RE.search(method) and not any(v.kind in (TENSOR, SEQ, MODULE) for v in values):
            return UNKNOWN_VALUE  # `self.dataset_cls("train")`: a class it holds, not a layer (names.FACTORY_NAME_RE)
        if module.tag == PIPELINE:
            if not method.startswith(T.PIPELINE_TENSOR_METHOD_PREFIXES) and method not in T.PIPELINE_COMPONENTS:
                return UNKNOWN_VALUE  # `pipeline.predict_quantiles(x)`: post-processed (framework_tables.py)
            module = module.with_(tag=None)  # `pipe.encode_prompt(...)`, `pipe.unet(x)`: a module's output
        if module.tag == REMOTE_CODE and method not in T.HF_MODEL_OUTPUT_METHODS:
            return UNKNOWN_VALUE  # `model.encode(batch)` of trust_remote_code: that repository's code
        # An unknown method of a model (encode, embed, sample, ...): an output of the model.
        output = self.call_module(module, node, args, state)
        if module.func is None and self.project_runs_without_grad(method):
            # A model whose class is not known here (built from a config) runs the project's
            # own method of that name, and every one of them runs under no_grad.
            output = output.with_(grad=NONE)
        if module.tag == IMPORTED_MODULE:
            # A method of a class from another file (`decoder.sample(x)`, which may return
            # token ids): where it lives is known, whether its result trains is not.
            return Value(UNKNOWN, accel=output.accel)
        return output

    # ---- recording conversions ---------------------------------------------------------------


def _spread_settings(value: Value, node: cst.Call, source: str, accel: Fact, device_given: bool, lowp: Fact) -> tuple:
    """(accel, device given, lowp) of a torch factory given `**kwargs` (`torch.randn(size,
    generator=gen, **kwargs)` in a helper its callers give `device=device`: EDM's
    StackedRandomGenerator): the facts at its `device` and `dtype` keys, where it has them."""
    if value.kind != SEQ or value.tag != DICT:
        return accel, device_given, lowp

    def at(key: str) -> Value | None:
        return (value.field_value(dict_key(key)) if value.fields is not None else None) or keyword_lookup(value, ("key", dict_key(key)))

    device, dtype = at("device"), at("dtype")
    if device is not None and device.accel:
        accel, device_given = extend(device.accel, Step.at(node, "created-on", device=device.label or Label("plain", f'{source}["device"]'))), True
    if dtype is not None and dtype.lowp:
        lowp = extend(dtype.lowp, Step.at(node, "created-with-dtype", dtype=f'{source}["dtype"]'))
    return accel, device_given, lowp


def _dtype_name(value: Value) -> str:
    """`complex64` of the dtype value `torch.complex64` (empty when not a known dtype)."""
    return (value.qualified or "").rsplit(".", 1)[-1]


def _element_only(seq: Value):
    """A container's fields without its per-key ones (what `.values()` keeps)."""
    element = seq.field_value("__element__")
    return (("__element__", element),) if element is not None else None


def _buffers(method: str, tensor: Value) -> Value:
    """`buffers()`, `named_buffers()` or `state_dict()` of a module whose tensors are like
    `tensor` (on its device and dtype, detached): a state dict is a dict (iterating it gives
    names), named buffers are (name, tensor) pairs. Of an object of unknown kind, `tensor` is
    of unknown kind too: where it lives is as unknown as the object."""
    element = Value(SEQ, items=(OTHER_VALUE, tensor)) if method == T.NAMED_BUFFERS else tensor
    return Value(SEQ, tensor.accel, NONE, tensor.lowp, fields=(("__element__", element),), tag=DICT if method == T.STATE_DICT else None)


def _handed_modules(arg: cst.BaseExpression) -> list[cst.BaseExpression]:
    """The `m` of every `m.parameters()` (tables.MODULE_PARAMETER_ITERATORS) in an
    optimizer's first argument, however it combines them."""
    found: list[cst.BaseExpression] = []
    stack: list[cst.CSTNode] = [arg]
    while stack:
        node = stack.pop()
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Attribute) and node.func.attr.value in T.MODULE_PARAMETER_ITERATORS:
            if isinstance(node.func.value, (cst.Name, cst.Attribute)):
                found.append(node.func.value)
            continue
        if isinstance(node, (cst.Lambda, cst.BaseComp)):
            continue
        stack.extend(reversed(node.children))
    return found


def _tensor_to(result: Value, receiver: Value, node: cst.Call, state: State, recv_src: str) -> Value:
    """`x.to(...)`, given what the move made of `receiver`: on the host where it names the
    CPU, a copy still pending where it does not block (TL006)."""
    result = result.with_(host=names_cpu(node))
    if receiver.accel and not result.accel and names_cpu(node):
        if non_blocking(node):
            # `x.to("cpu", non_blocking=True)`: the host copy may not be done yet (TL006)
            step = Step.at(node, "non-blocking-copy", recv=recv_src)
            return result.with_(pending=frozenset({Reason((step,))}))
        synchronized(state)  # a blocking copy waits for the stream
    return result


def _method_of_parameter(receiver: Value, method: str) -> Value:
    """`model.predict(x)` on a parameter: a reference to what the method of the instance
    each caller passes returns, resolved where its class is known (expressions.part_of)."""
    step = ("get", method)
    return Value(UNKNOWN, **{f: inner_fact(frozenset(param_refs(getattr(receiver, f))), step) for f in ("accel", "grad", "lowp")})


def _keyed_lookup(receiver: Value, method: str, node: cst.Call, values: list) -> Value | None:
    """`state.get("filter")` of a dict whose keys are known: the value at that key, as
    `state["filter"]` (expressions.py); `kwargs.get("lr", 0.1)`, `options.get(name)` of this
    function's `**kwargs` or of a parameter: what callers pass at that key
    (values.keyword_lookup); None where the key or the dict's keys are not known."""
    if method in ("get", "pop") and node.args and values and (found := keyword_lookup(receiver, key_step(node.args[0].value, values[0]))) is not None:
        return found
    if method not in ("get", "pop", "setdefault") or not node.args or receiver.fields is None:
        return None
    if len(node.args) > 1 and not _is_none(node.args[1].value):
        return None  # (a default of its own: what the dict holds, or that)
    key = _string_value(node.args[0].value)
    if key is None:
        return None
    return receiver.field_value(dict_key(key)) or at_other_keys(receiver, ("key", dict_key(key)))


def _names_a_model(owner: str) -> bool:
    """Whether `owner.from_pretrained(...)` loads a model, by the owner's name: a class name
    (`BertForMaskedLM`, `AutoTokenizer`) by its capitalised hints, a lower-case variable
    (`model_class`, `tokenizer_class`) by its words."""
    if _named_for_other(owner):
        return False
    if owner.islower():
        return bool(set(owner.split("_")) & T.PRETRAINED_MODEL_WORDS)
    return any(h in owner for h in T.PRETRAINED_MODEL_HINTS)


def _names_a_pipeline(owner: str) -> bool:
    """`StableDiffusionPipeline`, `pipeline_class`: a pipeline (framework_tables.PIPELINE_*)."""
    return T.PIPELINE_NAME_HINT.lower() in owner.split("_") if owner.islower() else T.PIPELINE_NAME_HINT in owner


def _named_for_other(owner: str) -> bool:
    """`AutoTokenizer`, `processor_class`: named for something that is not a model."""
    if owner.islower():
        return bool(set(owner.split("_")) & T.PRETRAINED_NON_MODEL_WORDS)
    return any(h in owner for h in T.PRETRAINED_NON_MODEL_HINTS)


def _loads_a_model(owner: str, args) -> bool:
    """Whether the call passes a keyword that only model loaders take (`torch_dtype=`,
    `device_map=`), from an owner not named for something else (a tokenizer, a processor)."""
    return not _named_for_other(owner) and any(keyword in T.PRETRAINED_MODEL_KEYWORDS for keyword, _ in args)


def _autograd_function(analysis, cls) -> bool:
    """A `torch.autograd.Function` subclass of this file (tables.AUTOGRAD_FUNCTIONS)."""
    return any(analysis.resolve_name(_dotted(b.value) or "") in T.AUTOGRAD_FUNCTIONS for b in cls.node.bases)


def _is_number(expr: cst.BaseExpression) -> bool:
    """A number written out (`0.0`, `-1`)."""
    if isinstance(expr, cst.UnaryOperation) and isinstance(expr.operator, (cst.Minus, cst.Plus)):
        expr = expr.expression
    return isinstance(expr, (cst.Integer, cst.Float))


def _a_tensor_parameter(expr: cst.BaseExpression, value: Value) -> bool:
    """A parameter, named for no device nor a rank, of which nothing else is known: given to
    `.to()`, a tensor to go where it is (`Tensor.to(other)`)."""
    if not isinstance(expr, cst.Name) or value.kind != UNKNOWN or not value.accel or DEVICE_NAME_RE.search(expr.value) or RANK_NAME_RE.search(expr.value):
        return False
    return all(isinstance(o, ParamRef) and o.name == expr.value and not o.path for o in value.accel)
