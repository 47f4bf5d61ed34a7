"""What the training frameworks do with tensors: accelerate's `Accelerator`, the Lightning
`Trainer` and the HF `Trainer` move models, batches and outputs where the tables say
(tables.py: ACCELERATOR_*, LIGHTNING_*, HF_*); this module only applies them to values."""

from __future__ import annotations

import libcst as cst

from tensorlint.facts import tables as T
from tensorlint.facts.lattice import FUNCTION, MODULE, NONE, SEQ, TENSOR, UNKNOWN, UNKNOWN_VALUE, OTHER, Reason, Step, Value, extend
from tensorlint.facts.names import HF_BATCH_EVAL_ARGS, HF_TRAINER, LIGHTNING_TRAINER
from tensorlint.facts.records import Frame
from tensorlint.facts.scopes import _batch_hooks, inherited
from tensorlint.facts.state import State
from tensorlint.facts.syntax import _string_value, constant_truth
from tensorlint.facts.values import _join_elements


class FrameworksMixin:
    """Part of ModuleAnalysis (analysis.py); `self` is the whole analysis."""

    def accelerate_call(self, accelerator: Value, method: str, node: cst.Call, state: State, frame: Frame) -> Value:
        """`accelerator.prepare(model, loader)` moves each to the accelerator (a tuple when
        several); `gather_for_metrics(x)` and friends return x's values on that device."""
        args = self.eval_args(node, state, frame)
        step = Step.at(node, "accelerate-device", owner=self.src(node.func))
        on_device = NONE if accelerator.host else frozenset({Reason((step,))})
        moved = [v.with_(kind=v.kind if v.kind in (MODULE, TENSOR, SEQ) else UNKNOWN, accel=v.accel | on_device) for _, v in args]
        if not moved:
            return UNKNOWN_VALUE
        if method in T.ACCELERATOR_PREPARE and len(moved) > 1:
            return Value(SEQ, items=tuple(moved))
        return moved[0]

    def lightning_trainer(self, node: cst.Call) -> Value:
        """`L.Trainer(precision="bf16-mixed")`: the module's LightningModule steps run in
        bfloat16 (scopes.py starts them under that autocast). The Trainer itself is tagged for
        its `predict` (lightning_predict)."""
        for arg in node.args:
            precision = _string_value(arg.value) if arg.keyword is not None and arg.keyword.value == "precision" else None
            if precision in T.LIGHTNING_BF16_PRECISIONS and not self.lightning_bf16:
                self.lightning_bf16 = frozenset({Reason((Step.at(node, "lightning-bf16", trainer=self.src(node.func), precision=precision),))})
        return Value(OTHER, tag=LIGHTNING_TRAINER)

    def lightning_predict(self, node: cst.Call, state: State, frame: Frame) -> Value:
        """`trainer.predict(model, loader)`: a list of what the module's `predict_step`
        returned for each batch, which the predict loop moves to the CPU before it keeps it
        (lightning 2.x loops/prediction_loop.py: `move_data_to_device(predictions,
        torch.device("cpu"))`), computed under inference mode: on the host, without grad."""
        args = self.eval_args(node, state, frame)
        model = next((v for (k, v) in args if k in (None, "model")), None)
        output = self.method_result(model, T.LIGHTNING_PREDICT_HOOK, known_only=True) if model is not None and model.kind == MODULE else UNKNOWN_VALUE
        if output.kind not in (TENSOR, SEQ):
            output = Value(TENSOR)  # (a known predict_step's shape, or the default's: `self(batch)`)
        return _join_elements(Value(SEQ), _moved_to_host(output))

    def lightning_epoch_outputs(self, cls, hook: str, param: cst.Param, name: str) -> Value:
        """`validation_epoch_end(self, outputs)` (Lightning 1.x): a list of what `hook`
        (`validation_step`) returned for each batch, where it made them, without grad."""
        output = self._hook_result(cls, hook)
        if output is None:
            return UNKNOWN_VALUE
        step = Step.at(param, "lightning-epoch-outputs", name=name, hook=hook)
        return _join_elements(Value(SEQ), output.with_(accel=extend(output.accel, step), lowp=extend(output.lowp, step), grad=NONE))

    def lightning_step_output(self, cls, hook: str, param: cst.Param, name: str) -> Value:
        """`validation_step_end(self, output)`: what `hook` (`validation_step`) returned for
        this batch, as it returned it (`training_step`'s with its grad)."""
        output = self._hook_result(cls, hook)
        if output is None:
            return UNKNOWN_VALUE
        step = Step.at(param, "lightning-step-output", name=name, hook=hook)
        return output.with_(accel=extend(output.accel, step), lowp=extend(output.lowp, step), grad=extend(output.grad, step))

    def _hook_result(self, cls, hook: str) -> Value | None:
        """What the class's own `hook` returns, or None when nothing is known of it."""
        output = self.method_result(self.self_value(cls), hook, known_only=True)
        if not output.has_facts() and output.items is None and output.fields is None:
            return None
        return output

    def hf_trainer(self, node: cst.Call, args) -> Value:
        """`Trainer(preprocess_logits_for_metrics=fn)`: the HF Trainer calls `fn` with the
        model's logits where the model runs (scopes.py gives its parameters that origin); so
        it does `compute_metrics` when its training arguments evaluate batch by batch."""
        positional = [v for k, v in args if k is None]
        training = dict(args).get("args", positional[1] if len(positional) > 1 else None)
        batched = training is not None and training.tag == HF_BATCH_EVAL_ARGS
        # (the logits come out in the model's dtype: a bfloat16 model's are bfloat16)
        model = dict(args).get("model", positional[0] if positional else None)
        dtype = frozenset(o for o in model.lowp if isinstance(o, Reason)) if model is not None and model.kind in (MODULE, UNKNOWN) else NONE
        callbacks = T.HF_DEVICE_CALLBACKS | (T.HF_BATCH_CALLBACKS if batched else frozenset())
        for keyword, value in args:
            if keyword not in callbacks:
                continue
            key = value.func if value.kind == FUNCTION else None
            cls = self.classes.get(value.func) if value.kind == OTHER and value.func else None
            if cls is not None:  # `compute_metrics=BatchedAccuracy()`: its `__call__`
                key = cls.methods.get("__call__")
            if key in self.functions and key not in self.device_callbacks:
                self.device_callbacks[key] = self.src(node.func)
                self.callback_dtypes[key] = (dtype, keyword)
                self.summaries.pop(key, None)
        return Value(OTHER, tag=HF_TRAINER)  # (`trainer.train()`, `trainer.evaluate()`: no module's)


    def hf_training_arguments(self, node: cst.Call) -> Value:
        """`TrainingArguments(batch_eval_metrics=True)`: marked for the Trainer it is given to."""
        for arg in node.args:
            if arg.keyword is not None and arg.keyword.value == T.HF_BATCH_EVAL_KEYWORD and constant_truth(arg.value) is True:
                return Value(OTHER, tag=HF_BATCH_EVAL_ARGS)
        return UNKNOWN_VALUE

    def run_inherited_hooks(self) -> None:
        """Lightning calls the batch hooks a class inherits (from a base here or in another
        project file) on the class's own instance: a method the hook calls on `self` that the
        base leaves to its subclasses (`self.on_train_batch_end_custom(outputs=outputs)`:
        Summary.param_calls of `self`, instances.left_to_subclasses) runs as this class
        defines it, with the hook's arguments (the batch and outputs on the module's device)."""
        for cls in list(self.classes.values()):
            for hook in _batch_hooks(cls):
                key = cls.methods.get(hook)
                if key is not None:
                    if self.functions[key].cls is cls:
                        continue  # (its own: the hook runs on it already)
                    summary, located = self.summary(key), None
                    calls = summary.param_calls if summary is not None else []
                else:
                    found = next((f for f in inherited(cls.project_bases) if hook in f.cls.methods), None)
                    done = found.owner.analysis.summaries.get(found.cls.methods[hook]) if found is not None else None
                    if done is None:
                        continue
                    key, located = found.cls.methods[hook], found.owner
                    calls = [(ref, m, call, tuple((k, found.owner.localise(v)) for k, v in args), grad, at) for ref, m, call, args, grad, at in done.param_calls]
                instance = self.self_value(cls)
                for ref, method, call, args, grad, at in calls:
                    target = cls.methods.get(method) if method is not None else None
                    if ref.func != key or ref.index != 0 or ref.path or target is None or self.functions[target].cls is not cls:
                        continue
                    self.call_function(target, call, State(env={}, grad=grad), Frame(func=None), bound=instance, args=list(args), located=at or located)


def _moved_to_host(value: Value, depth: int = 0) -> Value:
    """`value` (and each item and field of it: `{"probs": ...}`) moved to the CPU, without
    grad, as `move_data_to_device(value, "cpu")` under inference mode leaves it."""
    changes = {"accel": NONE, "grad": NONE, "pending": NONE, "host": value.kind == TENSOR}
    if value.items is not None and depth < 3:
        changes["items"] = tuple(_moved_to_host(item, depth + 1) for item in value.items)
    if value.fields is not None and depth < 3:
        changes["fields"] = tuple((key, _moved_to_host(field, depth + 1)) for key, field in value.fields)
    return value.with_(**changes)


def keeps_on_cpu(call: cst.Call) -> bool:
    """`Accelerator(cpu=True)`, `Fabric(accelerator="cpu")` (tables.ACCELERATOR_ON_CPU_ARGUMENTS)."""
    for arg in call.args:
        if arg.keyword is None or arg.keyword.value not in T.ACCELERATOR_ON_CPU_ARGUMENTS:
            continue
        wanted = T.ACCELERATOR_ON_CPU_ARGUMENTS[arg.keyword.value]
        if wanted is True and constant_truth(arg.value) is True:
            return True
        if isinstance(wanted, str) and _string_value(arg.value) == wanted:
            return True
    return False
