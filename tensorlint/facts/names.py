"""Naming conventions the analysis reads as weak evidence (a variable called `device`)."""

from __future__ import annotations

import re


from tensorlint.facts import tables as T


DEVICE_NAME_RE = re.compile(r"(^|_)(device|dev|devices|device_id|gpu|cuda)$", re.IGNORECASE)
# A process's rank, which DDP code moves tensors to (`x.to(local_rank)`): a CUDA device index.
RANK_NAME_RE = re.compile(r"(^|_)rank$", re.IGNORECASE)
_DEVICE_WORD_RE = re.compile("|".join(sorted(T.ACCELERATOR_DEVICE_TYPES | T.CPU_DEVICE_TYPES)), re.IGNORECASE)
# A key under which a batch or a loaded record keeps text (`batch["imgname"]`,
# `sample["dataset_name"]`, `item["paths"]`): strings, which a framework's move leaves alone.
TEXT_KEY_RE = re.compile(r"^\w*(?:name|names|path|paths)$", re.IGNORECASE)


def names_labels(name: str) -> bool:
    """A name or key under which a model hands back the batch's labels (tables.LABEL_NAMES,
    LABEL_PREFIXES: `true` of `pred, true = model(batch)`, `out["gt_roi_label"]`)."""
    return name in T.LABEL_NAMES or name.startswith(T.LABEL_PREFIXES)


def keys_labels(key: str) -> bool:
    """A key of a model's output dict under which it hands back labels: as names_labels, or
    named for one (tables.LABEL_SUFFIXES: votenet's `end_points["center_label"]`). (An
    unpacked name such as `q_target` is not taken by its suffix: a target network's output.)"""
    return names_labels(key) or key.endswith(T.LABEL_SUFFIXES)


DTYPE_NAME_RE = re.compile(r"dtype|precision", re.IGNORECASE)
# Parameters that hold a number, a flag, names or a path (`epoch`, `step`, `num_crops`,
# `return_attn`, `target_joint_names`, `save_path`): a module's forward gets them from its
# caller, not where the module runs.
SCALAR_NAME_RE = re.compile(r"^(?:epoch|\w+_names|\w*step|it|iters?|iteration|i|j|k|n|\w*idx|\w*index|num_\w+|\w+_num|n_\w+|\w*size|\w*dim|mode|training|train|(?:is|return|use|with|output)_\w+|\w*(?:path|file|filename|dir|folder|url|prefix|suffix)s?)$")
# A flag that decides whether code runs on an accelerator (`use_cuda`, `args.gpu`,
# `train_on_gpu`, `self.on_device`): conditions on such names are tracked (conditions.py).
# Whole parts of the name only (`n_gpu`, `ngpus`, `useCuda`, `args.device`): `input_was_numpy`
# holds "npu" and `sort_keys` "ort" by accident. Device types that are also common words
# (meta, lazy, ort) name no flag.
_FLAG_WORDS = "|".join(sorted((T.ACCELERATOR_DEVICE_TYPES - {"meta", "lazy", "ort"}) | {"gpu", "device", "accel"}))
ACCELERATOR_FLAG_RE = re.compile(rf"(?:^|[_.\d]|n(?=gpu)|(?<=[a-z])(?=[A-Z]))(?i:{_FLAG_WORDS})")
TENSOR_TYPE = "tensor-type"  # Value.tag of a legacy tensor type (`torch.cuda.LongTensor`)
ESTIMATOR = "estimator"  # Value.tag of a scikit-learn estimator (tables.ESTIMATOR_METHODS convert)
ACCELERATOR = "accelerator"  # Value.tag of an accelerate.Accelerator (or PartialState)
LIGHTNING_TRAINER = "lightning-trainer"  # Value.tag of a Lightning Trainer (frameworks.py), or a module's `self.trainer` (attributes.py)
HF_TRAINER = "hf-trainer"  # Value.tag of an HF Trainer (frameworks.py): its train() is no module's
MODULE_PART = "module-part"  # Value.tag of an attribute of a module nothing stored: taken for a submodule
TYPE_CHECK = "type-check"  # Value.tag of `isinstance(...)`: a condition worth tracking (conditions.py)
HF_BATCH_EVAL_ARGS = "hf-batch-eval-args"  # Value.tag of TrainingArguments(batch_eval_metrics=True)
IMPORTED_MODULE = "imported-module"  # Value.tag of an instance of a module class from another file
PIPELINE = "pipeline"  # Value.tag of a loaded pipeline (diffusers, Chronos): its methods post-process
EMBEDDER = "embedding-model"  # Value.tag of a sentence-transformers model: encode() gives NumPy unless asked for tensors
REMOTE_CODE = "remote-code"  # Value.tag of a model loaded with trust_remote_code=True: its own methods are unknown
LOADED = "loaded"  # Value.tag of what torch.load returns: a checkpoint, or a pickled module
# Value.tag of one of several callables, held in `items` (`_model_factory[arch]` of a dict of
# builders and classes): calling it is calling each, joined.
CALLABLES = "callables"
DISTRIBUTION = "distribution"  # Value.tag of a torch.distributions object (tables.DISTRIBUTION_SAMPLE_METHODS)
# Value.tag of what a callable nothing describes made when given `device=` (calls.made_on_device):
# unpacked, only its first item is what was made (`model, preprocess = clip.load(...)`).
MADE_ON_DEVICE = "made-on-device"
# A module's attributes named for numbers, flags and names (`net.size`, `model.num_layers`,
# `self.embed_dim`, `self.use_bias`, `loss.output_names`, a LightningModule's
# `self.current_epoch` and `self.global_rank`): hyperparameters, not submodules or tensors.
MODULE_NUMBER_ATTRIBUTE_RE = re.compile(r"^(?:\w*size|\w*dim|num_\w+|n_\w+|\w+_num|\w*epochs?|\w*_rank|\w*steps?|\w*idx|(?:is|use|with)_\w+|\w+_names)$")
# A callable named for what it makes (`env_class`, `policy_cls`, `network_fn`, `make_env`,
# `model_factory`): calling it builds an object; it is not a module run on inputs.
FACTORY_NAME_RE = re.compile(r"(?:_class|_cls|_fn|_factory|_builder|_constructor|_ctor)$|^(?:make|build|create)_")
# Methods named for what is no tensor (a count, a flag, names, a setting): `g.number_of_nodes()`,
# `data.is_directed()`, `batch.keys()`, `model.get_config()`.
NON_TENSOR_ACCESSOR_RE = re.compile(r"^(?:is_\w+|has_\w+|number_of_\w+|get_num\w*|\w*keys|\w*names?|\w*(?:config|str|repr|type|len|size|shape|dim)|state_dict|parameters|named_\w+|modules|children|eval|train)$")
# Counts and names by name on any object (`model.num_timesteps`, `data.num_nodes`,
# `cfg.class_num`, `model.loss.output_names`): numbers and strings, whatever the object is
# (the narrower part of MODULE_NUMBER_ATTRIBUTE_RE: an unknown object's `*_idx` or `n_id`
# may be an index tensor).
COUNT_ATTRIBUTE_RE = re.compile(r"^(?:num_\w+|\w+_num|\w+_names)$")
# Configuration objects by name on any object (`self.model.chronos_config.patch_size`,
# `trainer.train_args`, `model.vision_cfg`): settings, whatever holds them (the names of
# tables.SCALAR_MODULE_ATTRIBUTES / CONFIG_NAMESPACE_NAMES with a prefix).
CONFIG_ATTRIBUTE_RE = re.compile(r"^\w+_(?:config|cfg|conf|hparams|args|opts|options|settings)$")
# Python's own attributes (`__class__`, `__name__`, `__dict__`): never a tensor or a module output.
DUNDER_RE = re.compile(r"^__\w+__$")
# Attributes of a module named for what scores its outputs (`self.criterion`, `self.loss_fn`,
# `self.val_metric`): called under autocast they compute in float32 (autocast's float32 ops).
SCORING_ATTRIBUTE_RE = re.compile(r"loss|criterion|metric|score", re.IGNORECASE)
# The text of a device argument that names the CPU (`"cpu"`, `torch.device("cpu")`): a
# constructor's device parameter given, or defaulting to, the host.
HOST_DEVICE_ARGUMENT_RE = re.compile(r"""^\s*(?:torch\.device\(\s*)?["']cpu["']\s*\)?\s*$""")
VECTOR = "vector"  # Value.tag of a 1-D NumPy array (tables.NUMPY_VECTOR_CREATORS given one length)
# A length argument named for a shape (`np.zeros(shape)`): it may be a tuple.
SHAPE_NAME_RE = re.compile(r"^(?:\w*_)?(?:shape|dims?)$|^size$", re.IGNORECASE)

# A callable named for giving the host a value (`to_numpy(x)`, `tensor2im(x)`, `to_cpu(x)`,
# `get_scalar(x)`): what it returns is not on its input's device (instances.following_inputs).
HOST_RESULT_CALLABLE_RE = re.compile(r"numpy|(?:^|_|2)(?:np|cpu|host|list|item|scalar|float|int|str|text|im|img|image|pil)(?:$|_)", re.IGNORECASE)
# A line that sets a default device in a function or a block (`torch.set_default_device(device)`,
# `torch.set_default_tensor_type(...)`, `with torch.device(...):`), whatever device it names:
# the screen for what callers' default devices reach (facts/imported.py, project/accelerator_use.py).
DEFAULT_DEVICE_CALL = re.compile(
    r"\b(?:%s)\(|\bwith\s+torch\.device\(" % "|".join(sorted(q.rsplit(".", 1)[-1] for q in T.SET_DEFAULT_TENSOR_TYPE | T.SET_DEFAULT_DEVICE))
)
