"""What tensorlint knows about PyTorch, NumPy and friends, as data.

The facts pass (flow.py) reads these tables; extending the checker to a new API is usually
a line here, not a change to the pass. Names are fully qualified after import aliases are
resolved (`np.array` -> `numpy.array`, `F.softmax` -> `torch.nn.functional.softmax`).
"""

from __future__ import annotations

# The training frameworks (Lightning, Fabric, accelerate, the HF Trainer): their own table.
from tensorlint.facts.framework_tables import *  # noqa: F401,F403 (one namespace: `T.LIGHTNING_MODULES`)
# Autocast regions and the dtypes of the ops run in them: their own table too.
from tensorlint.facts.autocast_tables import *  # noqa: F401,F403
# Other libraries' objects whose methods convert (scikit-learn, h5py, faiss): theirs.
from tensorlint.facts.library_tables import *  # noqa: F401,F403

# --- Devices and dtypes -------------------------------------------------------------------

# Device type strings that are not the host. A string device like "cuda:1" is split at ":".
ACCELERATOR_DEVICE_TYPES = frozenset(
    {"cuda", "mps", "xpu", "xla", "meta", "hpu", "npu", "mtia", "ipu", "ort", "vulkan", "privateuseone", "lazy"}
)
CPU_DEVICE_TYPES = frozenset({"cpu"})
# Tensor attributes true on one type of accelerator only: False on the CPU and on the others
# (`if x.is_cuda: ... else: x.numpy()` raises on an 'mps' tensor).
ACCELERATOR_TESTS = {"is_cuda": "cuda", "is_mps": "mps", "is_xpu": "xpu", "is_meta": "meta", "is_ipu": "ipu", "is_mtia": "mtia"}
# Words by which code names an accelerator it runs on (`.cuda()`, "mps", `torch.xpu`): a project
# that never says one runs on the CPU (project/accelerator_use.py).
ACCELERATOR_WORDS = frozenset({"cuda", "mps", "xpu", "hpu", "npu", "xla"})
# Methods of an nn.Module that the module's callers give its inputs, on the module's device.
MODULE_INPUT_METHODS = frozenset({"forward"})
# Hooks PyTorch calls with a module's tensors (torch 2.13, nn.Module.register_*_hook): the
# hook's positional parameters after `module` and what each gets. "output"/"inputs" are the
# forward's, on the module's device and requiring grad when the forward records it;
# "gradients" (tuples of gradients, in the backward pass) are on that device, never requiring
# grad. `with_kwargs=True` adds a `kwargs` parameter before a forward hook's output.
MODULE_HOOKS = {
    "register_forward_hook": ((1, "inputs"), (2, "output")),
    "register_forward_pre_hook": ((1, "inputs"),),
    "register_full_backward_hook": ((1, "gradients"), (2, "gradients")),
    "register_backward_hook": ((1, "gradients"), (2, "gradients")),
    "register_full_backward_pre_hook": ((1, "gradients"),),
}
MODULE_HOOK_KWARGS = "with_kwargs"
# Classes whose instances are their constructor's arguments, by field name (Python's own
# records): `class Net(NamedTuple)`, `@dataclass class Config`.
RECORD_BASES, RECORD_DECORATORS = frozenset({"NamedTuple"}), frozenset({"dataclass"})
# Module classes named for work on the host (data transforms run in DataLoader workers).
HOST_MODULE_NAME_HINTS = ("Transform", "Augment", "Preprocess", "Tokeniz", "Collat")
# Tensor methods whose arguments are sizes or dimensions: the result is where the receiver is.
SHAPE_METHODS = frozenset({
    "view", "reshape", "expand", "repeat", "permute", "transpose", "flatten", "unflatten", "squeeze",
    "unsqueeze", "narrow", "tile", "movedim", "moveaxis", "swapaxes", "roll", "flip",
})

# Dtypes NumPy has no equivalent for: conversion raises "Got unsupported ScalarType ...".
UNSUPPORTED_DTYPES = frozenset({
    "bfloat16", "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz", "float8_e8m0fnu",
    "float4_e2m1fn_x2", "complex32", "chalf", "qint8", "quint8", "qint32", "quint4x2", "quint2x4",
    "bits1x8", "bits2x4", "bits4x2", "bits8", "bits16",
})
# Every other torch dtype name (all of them convert).
SUPPORTED_DTYPES = frozenset(
    {
        "float32", "float", "float64", "double", "float16", "half", "int8", "int16", "short", "int32", "int",
        "int64", "long", "uint8", "uint16", "uint32", "uint64", "bool", "complex64", "cfloat", "complex128", "cdouble",
    }
)
INTEGER_DTYPES = frozenset(
    {"int8", "int16", "short", "int32", "int", "int64", "long", "uint8", "uint16", "uint32", "uint64", "bool"}
)

# Tensor methods that cast the dtype: method -> dtype name it casts to.
DTYPE_CAST_METHODS = {
    "float": "float32", "double": "float64", "half": "float16", "bfloat16": "bfloat16", "cfloat": "complex64",
    "cdouble": "complex128", "chalf": "complex32", "int": "int32", "long": "int64", "short": "int16",
    "char": "int8", "byte": "uint8", "bool": "bool",
}

# --- Tensor creation ----------------------------------------------------------------------

# torch functions that make a new tensor from no tensor input (device/dtype from kwargs,
# else the default device and a NumPy-compatible dtype).
FACTORIES = frozenset(
    {
        "torch.tensor", "torch.as_tensor", "torch.asarray", "torch.zeros", "torch.ones", "torch.empty",
        "torch.full", "torch.rand", "torch.randn", "torch.randint", "torch.randperm", "torch.arange",
        "torch.linspace", "torch.logspace", "torch.eye", "torch.normal", "torch.empty_strided",
        "torch.tril_indices", "torch.triu_indices", "torch.sparse_coo_tensor", "torch.complex",
        "torch.Tensor", "torch.FloatTensor", "torch.LongTensor", "torch.IntTensor", "torch.BoolTensor",
        "torch.DoubleTensor", "torch.HalfTensor", "torch.ByteTensor",
    }
)
# Factories that copy device and dtype from their first argument unless told otherwise.
LIKE_FACTORIES = frozenset(
    {
        "torch.zeros_like", "torch.ones_like", "torch.empty_like", "torch.full_like", "torch.rand_like",
        "torch.randn_like", "torch.randint_like",
    }
)
# Functions whose result is a CPU tensor that does not require grad, whatever the input.
HOST_TENSOR_SOURCES = frozenset({"torch.from_numpy", "torch.frombuffer", "torch.from_dlpack"})
# Loading: the device comes from `map_location` (else from wherever it was saved: unknown).
LOADERS = frozenset({"torch.load", "torch.jit.load", "safetensors.torch.load_file", "safetensors.torch.load"})
PARAMETER_CONSTRUCTORS = frozenset({"torch.nn.Parameter", "torch.nn.parameter.Parameter", "torch.nn.UninitializedParameter"})

# --- Tensor methods -------------------------------------------------------------------------

# Results that are integer or bool tensors: they never require grad and always convert.
# Keys under which models and tokenizers return integer tensors (never requiring grad): torchvision's "labels", HF ids and masks.
INTEGER_OUTPUT_KEYS = frozenset({"labels", "input_ids", "attention_mask", "token_type_ids", "position_ids", "sequences"})
# Names under which a model's output passes the batch's labels through, as a key or as the
# name an unpacked item is bound to (GraphGym's `pred, true = model(batch)`, ReChorus'
# `out_dict['label']`): data on the output's device that never requires grad.
LABEL_NAMES = frozenset({"label", "labels", "target", "targets", "true", "y_true", "gt", "ground_truth"})
LABEL_PREFIXES = ("gt_",)  # ground truth the model hands back beside its outputs (`out["gt_roi_label"]`)
LABEL_SUFFIXES = ("_label", "_labels", "_target", "_targets", "_gt")  # keys only (names.keys_labels)
# 0-d results: reductions over every element (called without a dim), losses with the
# default reduction, and a few functions that return one number as a tensor.
SCALAR_REDUCTIONS = frozenset({"sum", "mean", "max", "min", "norm", "prod", "std", "var", "median", "amax", "amin", "logsumexp", "nansum", "nanmean"})
LOSS_FUNCTIONS = frozenset({"cross_entropy", "binary_cross_entropy", "binary_cross_entropy_with_logits", "kl_div", "nll_loss", "mse_loss", "l1_loss", "smooth_l1_loss", "huber_loss"})
LOSS_SUFFIX = "_loss"  # torch.nn.functional.*_loss
LOSS_MODULE_SUFFIX = "Loss"  # torch.nn.MSELoss(), CrossEntropyLoss(), ...
# `isinstance(x, torch.Tensor)`: where false, x is no tensor.
TENSOR_TYPES = frozenset({"torch.Tensor", "torch.nn.Parameter", "torch.nn.parameter.Parameter"})
# `... if hasattr(x, "detach") else np.asarray(x)`: where no such attribute, x is no tensor (NumPy 2 arrays have `.device`).
TENSOR_ONLY_ATTRIBUTES = frozenset({"detach", "cpu", "cuda", "numpy", "requires_grad", "is_cuda"})
TENSOR_PREDICATES = frozenset({"torch.is_tensor"})  # `torch.is_tensor(x)`: as `isinstance(x, torch.Tensor)`
# `isinstance(x, np.ndarray)`: where it holds, x is an array (dino's PCA.apply takes both).
NDARRAY_TYPES = frozenset({"numpy.ndarray"})
NDARRAY_ONLY_METHODS = frozenset({"astype"})  # torch.Tensor has none: what answers it is an array (checked on torch 2.13)
# Methods of str that torch.Tensor lacks (checked on torch 2.13: not `split`, not `index`) and that models and other project
# objects are not known to define (not `encode`, `format`, `replace`, `find`, `center`): what answers one is text, and what
# it gives is no tensor (`[t.strip() for t in texts]`).
STRING_ONLY_METHODS = frozenset({
    "strip", "lstrip", "rstrip", "lower", "upper", "casefold", "capitalize", "swapcase",
    "startswith", "endswith", "removeprefix", "removesuffix", "splitlines", "zfill", "ljust", "rjust",
    "isdigit", "isalpha", "isalnum", "isspace", "islower", "isupper", "isnumeric", "isdecimal",
})
# Methods of HF tokenizers and processors that give text, whatever they are given (not `decode`: a VAE has one too).
TEXT_RESULT_METHODS = frozenset({"batch_decode", "convert_ids_to_tokens", "convert_tokens_to_string"})
# `isinstance(x, PIL.Image.Image)`, `isinstance(x, str)`: types that are no tensor and hold none (unlike list, tuple or dict).
NON_TENSOR_TYPES = NDARRAY_TYPES | frozenset(
    {"str", "bytes", "int", "float", "bool", "complex", "PIL.Image.Image", "numbers.Number", "numbers.Real", "numpy.generic", "numpy.number"}
)
# `isinstance(x, (list, tuple))`: where it holds, x is a container (of tensors, maybe), not a tensor.
CONTAINER_TYPES = frozenset({"list", "tuple", "dict", "set"})
# Annotations that declare a parameter a plain setting (`kernel_size: int`, `p: Optional[float]`;
# `None` for Optional's other half): a module class storing one makes no parameter of it.
SCALAR_ANNOTATIONS = frozenset({"int", "float", "bool", "str", "None", "Number", "Real"})
# A return annotated as text (`-> List[str]`, `-> Optional[str]`): no tensor comes back (numbers
# and flags are left out: `-> float` on a function returning a 0-d tensor is a common slip).
TEXT_ANNOTATIONS = frozenset({"str", "bytes", "None"})
SCALAR_CONTAINERS = frozenset({"List", "list", "Tuple", "tuple", "Sequence", "Dict", "dict", "Mapping", "Set", "set", "Iterable"})
# Annotations that declare a parameter a NumPy array (`x: np.ndarray`, `npt.NDArray[...]`).
NDARRAY_ANNOTATIONS = NDARRAY_TYPES | frozenset({"numpy.typing.NDArray", "numpy.typing.ArrayLike"})
# `t.type(T)`: a legacy tensor type (`torch.cuda.LongTensor`) or a type name says the device.
TYPE_CAST_METHODS = frozenset({"type"})
# `Variable(t)` has returned `t` itself since torch 0.4 (`requires_grad=True` makes it a leaf
# that requires grad).
VARIABLE_WRAPPERS = frozenset({"torch.autograd.Variable", "torch.autograd.variable.Variable"})
# dict/checkpoint lookups with a default (`d.get(k, default)`): a literal default says the kind.
LOOKUP_METHODS = frozenset({"get", "pop", "setdefault"})
# torch.distributions: `Categorical(logits=model(x))` is a distribution over the model's
# output; its `sample()` runs under no_grad (checked on torch 2.13 for Categorical, Normal,
# Bernoulli, OneHotCategorical, Beta: never requires grad), `rsample()`/`log_prob()` keep it.
DISTRIBUTION_PREFIX = "torch.distributions."
DISTRIBUTION_SAMPLE_METHODS = frozenset({"sample", "sample_n"})
# Samples have the dtype of the distribution's parameters (a bfloat16 Normal samples
# bfloat16), except these, which sample int64 indices (checked on torch 2.13).
INDEX_DISTRIBUTIONS = frozenset({"Categorical"})
# Gradients returned by these carry no graph unless create_graph=True.
GRADIENT_FUNCTIONS = frozenset({"torch.autograd.grad"})
# Norms of the gradients, computed under no_grad: on the parameters' device, never requiring
# grad (checked on torch 2.13: clip_grad_norm_(...).requires_grad is False).
GRAD_NORM_FUNCTIONS = frozenset({"torch.nn.utils.clip_grad_norm_", "torch.nn.utils.clip_grad.clip_grad_norm_", "torch.nn.utils.get_total_norm"})
SCALAR_FUNCTIONS = frozenset({"torch.nn.utils.clip_grad_norm_", "torch.nn.utils.clip_grad.clip_grad_norm_", "torch.dot", "torch.trace"})
SCALAR_FROM_NUMBER = frozenset({"tensor", "as_tensor", "scalar_tensor"})  # (`torch.tensor(0.0)`: 0-d, given one number)
INTEGER_RESULT_METHODS = frozenset(
    {
        "argmax", "argmin", "argsort", "argwhere", "nonzero", "eq", "ne", "lt", "le", "gt", "ge", "greater",
        "less", "equal", "not_equal", "greater_equal", "less_equal", "isnan", "isinf", "isfinite", "isneginf",
        "isposinf", "isreal", "logical_and", "logical_or", "logical_not", "logical_xor", "bucketize",
        "searchsorted", "count_nonzero", "bincount", "signbit", "isclose", "isin", "multinomial",
        "long", "int", "bool", "short", "char", "byte",
    }
)
# Results that are plain Python values (or NumPy arrays), not tensors.
NON_TENSOR_METHODS = frozenset(
    {
        "item", "tolist", "size", "dim", "ndimension", "numel", "nelement", "element_size", "data_ptr",
        "is_contiguous", "stride", "storage_offset", "get_device", "is_floating_point", "is_complex",
        "equal", "allclose", "untyped_storage", "storage", "backward", "register_hook", "__len__", "__repr__",
        "__str__", "__format__", "numpy",
    }
)
# Attributes of a tensor that are not tensors.
NON_TENSOR_ATTRIBUTES = frozenset(
    {
        "shape", "ndim", "dtype", "device", "is_cuda", "is_cpu", "is_mps", "is_xpu", "is_meta", "is_sparse",
        "is_quantized", "requires_grad", "is_leaf", "grad_fn", "layout", "names", "itemsize", "nbytes",
        "output_nr", "_version",
        # (a tensor has none of these; a PIL image's size is two numbers: `img.width / 2`)
        "width", "height",
    }
)
# Attributes that are tensors without grad: `.data` and `.grad`.
NO_GRAD_ATTRIBUTES = frozenset({"data", "grad"})
# Methods that drop the autograd history.
DETACH_METHODS = frozenset({"detach", "detach_"})
# Methods that return the tensor itself, changed in place (so the variable changes too).
IN_PLACE_GRAD_ON = frozenset({"requires_grad_"})
# An annotation that names a module (`self.model: nn.Module = build(cfg)`): the value is one.
MODULE_ANNOTATIONS = frozenset({"torch.nn.Module", "torch.nn.modules.module.Module", "lightning.pytorch.LightningModule", "pytorch_lightning.LightningModule", "lightning.LightningModule"})
# Library methods that freeze a module in place: Lightning's `LightningModule.freeze()` and
# NeMo's `ModelPT.freeze()` set `requires_grad = False` on every parameter (and `eval()`).
FREEZING_MODULE_METHODS = frozenset({"freeze"})
# Methods whose result is a (values, indices) pair when given a dim.
VALUES_INDICES_METHODS = frozenset(
    {"max", "min", "median", "nanmedian", "mode", "kthvalue", "sort", "topk", "cummax", "cummin", "aminmax"}
)
VALUES_INDICES_ALWAYS = frozenset({"sort", "topk", "kthvalue", "mode", "cummax", "cummin"})

# --- Grad mode ----------------------------------------------------------------------------

NO_GRAD_CONTEXTS = frozenset({"torch.no_grad", "torch.inference_mode", "torch.autograd.no_grad", "torch.autograd.grad_mode.no_grad", "torch.autograd.grad_mode.inference_mode"})
ENABLE_GRAD_CONTEXTS = frozenset({"torch.enable_grad", "torch.autograd.enable_grad"})
SET_GRAD_ENABLED = frozenset({"torch.set_grad_enabled", "torch.autograd.set_grad_enabled", "torch.autograd.grad_mode.set_grad_enabled"})
# Methods that Lightning always runs without grad.
NO_GRAD_METHOD_NAMES = frozenset({"validation_step", "test_step", "predict_step"})

# Decorators that make a method an attribute read: `self.device` runs the getter.
PROPERTY_DECORATORS = frozenset({"property", "functools.cached_property"})
# What makes or registers parameters and submodules: a module class that uses none of these,
# calls no class and stores no module handed in holds no parameters (syntax.holds_no_parameters:
# its outputs require grad only where its inputs do, as a frozen module's).
PARAMETER_MAKERS = frozenset({
    "Parameter", "ParameterList", "ParameterDict", "UninitializedParameter", "register_parameter", "add_module",
    "register_module", "ModuleList", "ModuleDict", "Sequential", "load_state_dict", "parameters", "named_parameters",
})
MODULE_BASE_CLASS = "Module"
MODULE_CONTAINERS = frozenset({"Sequential"})  # whose parameters are those of the modules given
# nn.Module's own methods that make no parameter (a module class may call them on self).
MODULE_BOOKKEEPING_METHODS = frozenset({
    "register_buffer", "get_buffer", "buffers", "named_buffers", "train", "eval", "to", "cpu", "cuda", "half",
    "float", "double", "type", "apply", "zero_grad", "state_dict", "modules", "children", "extra_repr",
})
EXCEPTION_SUFFIXES = ("Error", "Exception", "Warning")
# A decorator named for a property (`abc.abstractproperty`, a project's own `lazy_property`,
# `cached_property` of any package): reading the attribute runs the getter.
PROPERTY_DECORATOR_SUFFIX = "property"

# --- Default device -----------------------------------------------------------------------

SET_DEFAULT_DEVICE = frozenset({"torch.set_default_device"})
SET_DEFAULT_TENSOR_TYPE = frozenset({"torch.set_default_tensor_type"})  # "torch.cuda.FloatTensor": CUDA
DEVICE_CONTEXTS = frozenset({"torch.device"})  # `with torch.device("cuda"):` sets the default device
# Checks whose truth decides whether code moves tensors to an accelerator (`if use_cuda:` and `if torch.cuda.is_available():`
# branches are correlated through them, facts/conditions.py), with the device type each is about ("*": any).
AVAILABILITY_CHECK_DEVICES = {"torch.cuda.is_available": "cuda", "torch.backends.mps.is_available": "mps", "torch.xpu.is_available": "xpu", "torch.accelerator.is_available": "*"}
ACCELERATOR_AVAILABILITY_CHECKS = frozenset(AVAILABILITY_CHECK_DEVICES)
SET_DEFAULT_DTYPE = frozenset({"torch.set_default_dtype"})
DEVICE_CONSTRUCTORS = frozenset({"torch.device"})
# Calls that return the machine's accelerator as a device (None without one).
ACCELERATOR_DEVICE_SOURCES = frozenset({"torch.accelerator.current_accelerator"})
# Legacy tensor types: `torch.cuda.FloatTensor(...)` / `x.type(torch.cuda.LongTensor)` are on
# CUDA, `torch.FloatTensor` on the CPU (`LongTensor = torch.cuda.LongTensor if cuda else ...`).
CUDA_TENSOR_TYPE_PREFIX = "torch.cuda."
TENSOR_TYPE_SUFFIX = "Tensor"

# --- Modules --------------------------------------------------------------------------------

# torch.nn classes with no parameters: their outputs require grad only if their inputs do.
PARAMETERLESS_MODULES = frozenset(
    {
        "ReLU", "ReLU6", "GELU", "SiLU", "Tanh", "Sigmoid", "Softmax", "LogSoftmax", "Softplus", "ELU", "SELU",
        "LeakyReLU", "Mish", "Hardswish", "Hardtanh", "Hardsigmoid", "Identity", "Dropout", "Dropout1d",
        "Dropout2d", "Dropout3d", "AlphaDropout", "Flatten", "Unflatten", "MaxPool1d", "MaxPool2d", "MaxPool3d",
        "AvgPool1d", "AvgPool2d", "AvgPool3d", "AdaptiveAvgPool1d", "AdaptiveAvgPool2d", "AdaptiveAvgPool3d",
        "AdaptiveMaxPool1d", "AdaptiveMaxPool2d", "AdaptiveMaxPool3d", "Upsample", "PixelShuffle",
        "CrossEntropyLoss", "MSELoss", "L1Loss", "NLLLoss", "BCELoss", "BCEWithLogitsLoss", "SmoothL1Loss",
        "HuberLoss", "KLDivLoss", "CosineSimilarity", "PairwiseDistance", "CosineEmbeddingLoss",
        "MarginRankingLoss", "TripletMarginLoss", "CTCLoss", "PoissonNLLLoss", "GaussianNLLLoss",
        "MultiLabelSoftMarginLoss", "SoftMarginLoss", "HingeEmbeddingLoss", "ZeroPad2d", "ConstantPad2d",
        "ReflectionPad2d", "ReplicationPad2d", "ChannelShuffle",
    }
)
# Base classes whose subclasses are modules (matched on the last dotted part; diffusers'
# DiffusionPipeline holds modules, moves with `.to(device)` and runs where its `.device` is).
MODULE_BASE_NAMES = frozenset({"Module", "LightningModule", "PreTrainedModel", "Sequential", "ModuleList", "ModuleDict", "DiffusionPipeline"})
# Callables that return a (trainable) module.
# Calls that return their first argument itself (a module or a function, compiled).
# `quantize_dynamic(model, {nn.Linear}, dtype=torch.qint8)` returns the model with those
# layers quantized (a module; checked on torch 2.13, also as torch.ao.quantization's).
QUANTIZE_CALLS = ("torch.quantization.quantize_dynamic", "torch.ao.quantization.quantize_dynamic")
PASS_THROUGH_CALLS = ("torch.jit.script", "torch.compile", *QUANTIZE_CALLS)
# Wrappers that run the module they are given on several devices: the wrapper is that module
# (its class, device, parameters) and `.module` gives it back. True: it also puts the module
# on the GPUs when there are any (DataParallel); DDP takes a module already moved.
MODULE_WRAPPERS = {
    "torch.nn.DataParallel": True,
    "torch.nn.parallel.DataParallel": True,
    "torch.nn.parallel.data_parallel.DataParallel": True,
    "torch.nn.parallel.DistributedDataParallel": False,
    "torch.nn.parallel.distributed.DistributedDataParallel": False,
    "torch.nn.DistributedDataParallel": False,
}
WRAPPED_MODULE_ATTRIBUTE = "module"
# Copies are where and what their original is: a deep copy of a module keeps its parameters'
# device, dtype and requires_grad (stylegan2-ada's `G_ema = copy.deepcopy(G).eval()`).
COPY_CALLS = frozenset({"copy.deepcopy", "copy.copy"})
PARTIAL_CALLS = frozenset({"functools.partial"})  # made to be called with what they bind (instances.py)
# The methods every Hugging Face model has that give its outputs (checked against
# transformers 4.x PreTrainedModel / GenerationMixin / CLIPModel). A model loaded with
# `trust_remote_code=True` runs the repository's own class: any other method it has
# (`encode`, `chat`, `embed`) is that code's, and often returns NumPy arrays or text.
HF_MODEL_OUTPUT_METHODS = frozenset({"generate", "get_text_features", "get_image_features", "get_audio_features"})
HF_REMOTE_CODE_KEYWORD = "trust_remote_code"
# Custom autograd functions: `F.apply(x)` runs the class's static `forward(ctx, x)`.
AUTOGRAD_FUNCTIONS = frozenset({"torch.autograd.Function", "torch.autograd.function.Function"})
TORCH_NAMESPACE = "torch."  # `torch.bfloat16`, `torch.nn.Linear`, `torch.LongTensor`
TORCH_MODULE_PREFIX = "torch.nn."  # `torch.nn.Linear(...)`: a module class (capitalised)
# Optimizers (`torch.optim.AdamW(model.parameters())`: what they optimise trains); the
# schedulers and SWA helpers under the same prefix are not optimizers.
OPTIMIZER_PREFIX = "torch.optim."
NOT_OPTIMIZER_PREFIXES = ("torch.optim.lr_scheduler.", "torch.optim.swa_utils.")
# torch calls whose results are not tensors (global state, seeding, distributed setup,
# optimizers and schedulers: their param_groups hold floats, not the parameters);
# torch.utils.data gives datasets and loaders, whose batches are unknown.
# torch functions (by last name) that give Python numbers, flags or dtypes, never a tensor
# (checked on torch 2.13: `torch.nn.init._calculate_correct_fan(w, "fan_in")` is an int,
# `_calculate_fan_in_and_fan_out` a pair of ints, `calculate_gain` a float).
TORCH_HOST_VALUE_FUNCTIONS = frozenset({
    "is_tensor", "numel", "is_floating_point", "is_complex", "equal", "allclose", "get_default_dtype", "is_nonzero",
    "is_storage", "is_grad_enabled", "is_inference_mode_enabled", "is_autocast_enabled", "calculate_gain",
    "_calculate_correct_fan", "_calculate_fan_in_and_fan_out", "get_num_threads", "initial_seed",
})
TORCH_NON_TENSOR_PREFIXES = ("torch.cuda.", "torch.backends.", "torch.manual_seed", "torch.distributed.", "torch.set_", "torch.utils.data.", "torch.optim.")
TORCH_DATA_PREFIX = "torch.utils.data."
# Functions outside the torch package that behave as torch functions (tensors in, tensors out).
# torchvision.utils.make_grid copies its input into `tensor.new_full(...)` with copy_: same
# device, and it requires grad when the input does (torchvision 0.28's source).
# einops' rearrange/repeat/reduce/einsum return a tensor of the input's own framework, made by
# that framework's ops (einops 0.8 `_backends.TorchBackend`): same device, dtype and autograd.
# torchaudio.functional (resample, spectrogram, ...) is torch ops on the waveform (its
# functional.py: "devices: CPU CUDA", "properties: Autograd"). sentence-transformers' util
# similarities (util.py, 2.x-3.x: `torch.mm` of the normalised inputs, `torch.tensor` of a list).
TORCH_LIKE_FUNCTION_PREFIXES = (
    "torchvision.ops.", "torchvision.transforms.functional.", "torchvision.utils.make_grid", "torchaudio.functional.",
    "einops.rearrange", "einops.repeat", "einops.reduce", "einops.einsum", *(f"sentence_transformers.util.{f}" for f in ("cos_sim", "pytorch_cos_sim", "dot_score", "pairwise_cos_sim", "pairwise_dot_score")),
)
# Factories that copy their data argument: the result is where the data is, unless device= says.
DATA_COPYING_FACTORIES = frozenset({"torch.tensor", "torch.as_tensor", "torch.asarray"})
GRAD_SHARING_FACTORIES = frozenset({"torch.as_tensor"})  # no copy: keeps the source's autograd history
MODULE_FACTORIES_PREFIXES = ("torchvision.models.", "timm.create_model", "torch.hub.load", "torch.jit.script", "torch.compile", *QUANTIZE_CALLS)
# Methods of a library's pretrained bundles that build a module (`SQUIM_OBJECTIVE.get_model()`:
# torchaudio's bundles load the weights and call only `eval()`, so the parameters require grad).
MODULE_FACTORY_METHODS = {"torchaudio.pipelines.": frozenset({"get_model"})}
# `X.from_pretrained(...)`: a model when X's name says so (diffusers: `AutoencoderKL`,
# `ConsistencyDecoderVAE`), or when given a keyword only model loaders take (`ColPali
# .from_pretrained(name, torch_dtype=torch.bfloat16)`); tokenizers etc. otherwise.
PRETRAINED_LOADERS = frozenset({"from_pretrained"})
PRETRAINED_MODEL_KEYWORDS = frozenset({"torch_dtype", "dtype", "device_map", "attn_implementation", "quantization_config"})
PRETRAINED_MODEL_HINTS = ("Model", "For", "LM", "Net", "Encoder", "Decoder", "Pipeline", "Autoencoder", "VAE")
PRETRAINED_NON_MODEL_HINTS = ("Tokenizer", "Processor", "Config", "FeatureExtractor", "ImageProcessor", "Scheduler")
# A lower-case variable holding the class (`model_class, tokenizer_class = MODEL_CLASSES[t]`): its words say the same.
PRETRAINED_MODEL_WORDS = frozenset({"model", "net", "encoder", "decoder", "pipeline", "autoencoder", "vae"})
PRETRAINED_NON_MODEL_WORDS = frozenset({"tokenizer", "processor", "config", "extractor", "scheduler"})
# transformers' TensorFlow and Flax models (`TFBertForSequenceClassification`,
# `FlaxGPT2LMHeadModel`): their outputs are TensorFlow / JAX arrays, never torch tensors.
PRETRAINED_FOREIGN_PREFIXES = ("TF", "Flax")
# Dtype tests whose failing branch clears the low-precision fact (`if x.dtype ==
# torch.bfloat16: x = x.float()`, then `x.numpy()`): bfloat16 is the one such dtype training
# code meets; a test of another (float8) says nothing of a bfloat16 tensor.
DTYPE_GUARDS_THAT_CLEAR = frozenset({"bfloat16"})
# Whether a `torch.device` equals a string: it does not (its rich comparison gives
# NotImplemented for a str, checked on torch 2.13): `x.device != "cpu"` is always true, and
# `x.device == "cpu"` always false.
TORCH_DEVICE_EQUALS_STRINGS = False
# Tests true of every floating dtype, bfloat16 and float8 included (`x.is_floating_point()`,
# `torch.is_floating_point(x)`): where one is false, x holds integers or bools.
FLOATING_PREDICATES = frozenset({"is_floating_point"})
# How code asks whether a tensor is 0-d (`x.dim() == 0`, `x.ndim == 0`, `len(x.shape) == 0`,
# `len(x.size()) == 0`): where the answer is no, a tensor known to be 0-d never gets there.
ZERO_DIM_TESTS = {"method": frozenset({"dim", "ndimension"}), "attribute": frozenset({"ndim"}), "len-of": frozenset({"shape", "size"})}
# Names of the options object a script parses or loads (`args.device`, `cfg.device`): its
# attributes are settings, not the device of a tensor called `args`.
CONFIG_NAMESPACE_NAMES = frozenset({"args", "opt", "opts", "cfg", "config", "conf", "hparams", "hyperparams", "flags", "options", "settings"})
# Attributes of a module that are Parameters / buffers.
PARAMETER_ATTRIBUTE_SUFFIXES = ("weight", "bias", "_proj_weight", "_proj_bias", "weight_g", "weight_v")
# Attributes of modules that are plain numbers/flags/configs (hyperparameters), not tensors.
SCALAR_MODULE_ATTRIBUTES = frozenset(
    {
        "eps", "momentum", "training", "in_features", "out_features", "num_features", "in_channels",
        "out_channels", "kernel_size", "stride", "padding", "dilation", "groups", "p", "inplace",
        "num_embeddings", "embedding_dim", "padding_idx", "hidden_size", "num_layers", "num_heads",
        "config", "hparams", "hyperparams", "cfg", "args", "opt", "affine", "track_running_stats", "normalized_shape", "elementwise_affine", "max_norm",
        "scale_grad_by_freq", "sparse", "batch_first", "bidirectional", "dropout", "head_dim", "num_classes",
        "vocab_size", "name_or_path", "num_labels", "output_size", "scale_factor", "mode", "reduction",
        "names", "class_names", "batch_size", "img_size", "image_size", "nc", "no", "nl", "na",  # (YOLOv5's Detect: counts)
    }
)
BUFFER_ATTRIBUTES = frozenset({"running_mean", "running_var", "num_batches_tracked"})
# Module methods: what they return and what they do to the module in place.
MODULE_SELF_METHODS = frozenset({"eval", "train", "zero_grad", "apply", "share_memory", "requires_grad_", "to", "cuda", "cpu", "float", "double", "half", "bfloat16", "type", "to_empty", "xpu", "mps"})
MODULE_PARAMETER_ITERATORS = frozenset({"parameters", "named_parameters"})
BUFFER_REGISTRATION = "register_buffer"  # self.register_buffer("pe", t): an attribute without grad
# Module methods that move or cast the module's parameters, as the same tensor method would.
MODULE_MOVING_METHODS = frozenset({"to", "cuda", "cpu", "float", "double", "half", "bfloat16", "type"})
# Module methods that return the module itself with nothing a conversion cares about changed.
MODULE_MODE_METHODS = frozenset({"eval", "train", "share_memory", "zero_grad", "apply"})
# Module methods whose result is no tensor (bookkeeping, saving, a backward pass).
MODULE_GATHER_METHODS = {"all_gather": "sync_grads"}  # LightningModule/Fabric: x from every process; keyword that keeps its graph
MODULE_NON_TENSOR_METHODS = frozenset({"state_dict_keys", "named_modules", "load_state_dict", "register_buffer", "register_parameter", "add_module", "save_pretrained", "backward", "tolist", "item"})
# Tensor methods an unknown receiver is assumed to be a tensor for (`batch.to(device)`).
DEVICE_MOVE_METHODS = frozenset({"to", "cuda", "cpu"})
# Keywords of Tensor.to() that say nothing about the device or the dtype.
TO_NEUTRAL_KEYWORDS = frozenset({"non_blocking", "copy", "memory_format"})
# Container methods that add their arguments to the receiver in place (`history.append(t)`,
# `store.update(d)`, a queue's `put`); `extend`/`update` add the elements of a sequence.
CONTAINER_ADDING_METHODS = frozenset({"append", "extend", "insert", "add", "appendleft", "update", "put"})
# A meter's or logger's own adding methods (`logger.update_stats(loss=loss)`, a writer's
# `update_scores(...)`): what their summary keeps on the instance decides (calls.py).
KEEPING_METHOD_PREFIXES = ("update_",)
# The most positional arguments each takes on a list, set, deque, dict or queue: a call with
# more is another object's method (`buffer.insert(obs, actions, rewards, ...)` of a replay buffer).
CONTAINER_METHOD_ARITY = {"append": 1, "appendleft": 1, "add": 1, "extend": 1, "insert": 2, "update": 1, "put": 3}

# --- Non-blocking copies to the host (TL006) ----------------------------------------------------
# Calls that wait for the accelerator's work: after them every copy is complete. A blocking
# copy or read of an accelerator tensor (SYNCING_METHODS: `.item()`, `.cpu()`) waits for its
# stream too.
SYNCHRONIZING_METHODS = frozenset({"synchronize"})
# Reading a host tensor's values: methods, and builtins called on it.
HOST_READ_METHODS = frozenset({"item", "tolist", "sum", "mean", "max", "min", "argmax", "all", "any", "__str__"})
HOST_READ_BUILTINS = frozenset({"print", "float", "int", "bool", "str", "repr", "list"})

# --- Copies to the host that cost more than needed (TL101, TL102) -----------------------------
HOST_COPY_METHODS = frozenset({"cpu"})  # (and `.to("cpu")`)
# Methods between the copy and the subscript that keep it a copy of the whole tensor.
HOST_COPY_PASSING_METHODS = frozenset({"detach", "numpy", "clone", "contiguous", "float", "double", "half", "long", "int", "bool"})
# Reads that make the host wait for the accelerator (TL102; for TL006, they complete every
# copy queued before them).
SYNCING_METHODS = frozenset({"item", "cpu", "tolist"})
SYNCING_BUILTINS = frozenset({"float", "int", "bool", "print"})
# An `if` whose test has `%` or one of these words runs every N steps (logging), not each.
PERIODIC_TEST_WORDS = ("log", "print", "verbose", "display", "interval", "every", "rank", "master", "main_process", "debug", "eval", "save")

# A loop over a model's steps (TL008 reads only those: collecting a tensor per layer or per
# head inside one step is what a forward pass does): its body trains (one of these calls),
# or it iterates over batches (a name that ends with one of these: `val_loader`, `batches`).
TRAINING_STEP_METHODS = frozenset({"backward", "manual_backward", "zero_grad"})
BATCH_ITERABLE_WORDS = ("loader", "loaders", "batches", "dataset", "data_iter", "dataiter")
CONTAINER_CLEARING_METHODS = frozenset({"clear"})
# Methods of an object that empty what it holds, called with nothing (`memory.clear_memory()`
# of a rollout buffer, `meters.reset()`): its containers start afresh there.
OWNER_CLEARING_METHOD_PREFIXES = ("clear", "reset")
NOT_OWNER_CLEARING_METHODS = frozenset({"reset_parameters"})
# Container methods that keep their positional arguments (TL008; `logger.update(loss=l)`
# is a metric logger's, which usually takes `.item()` itself).
# In-place adds into a tensor that outlives the step (`running.add_(loss)`): the result
# joins the step's graph, and the next add chains onto it.
IN_PLACE_ACCUMULATING_METHODS = frozenset({"add_"})
ACCUMULATING_METHODS = frozenset({"append", "extend", "insert", "appendleft"})  # `losses.clear()`: a fresh start
# Calls that backpropagate through their receiver or arguments (`total.backward()`,
# `accelerator.backward(total)`, Lightning's `self.manual_backward(total)`, `autograd.grad`).
BACKPROPAGATING_METHODS = frozenset({"backward", "manual_backward", "grad"})
BACKWARD_METHODS = BACKPROPAGATING_METHODS - {"grad"}  # (`x.backward()`, `accelerator.backward(x)`: x requires grad)
CONTAINER_ADDING_ON_SUBSCRIPT = frozenset({"append", "extend", "insert", "add"})  # history["train"].append(x)
# Every method call that changes its receiver in place as the facts pass models it: the
# screening stages keep any code that makes such a call on something kept code reads.
IN_PLACE_METHODS = MODULE_SELF_METHODS | CONTAINER_ADDING_METHODS
STATE_DICT = "state_dict"  # a dict of detached tensors, by name
NAMED_BUFFERS = "named_buffers"  # (name, tensor) pairs
MODULE_BUFFER_ITERATORS = frozenset({"buffers", NAMED_BUFFERS, STATE_DICT})
MODULE_INTEGER_OUTPUTS = frozenset({"generate"})  # token ids
MODULE_SUBMODULE_METHODS = frozenset({"get_submodule", "modules", "children", "named_modules", "named_children", "get_input_embeddings", "get_output_embeddings"})

# --- Layouts NumPy cannot take (TL005) --------------------------------------------------------

# The layouts, and the call that makes a tensor of each convertible (TL005's fix part).
LAYOUT_RESOLVERS = {"sparse": "to_dense", "conjugate": "resolve_conj", "negative": "resolve_neg", "quantized": "dequantize", "nested": None}
# Tensor methods whose result has the layout.
LAYOUT_METHODS = {
    "to_sparse": "sparse", "to_sparse_coo": "sparse", "to_sparse_csr": "sparse", "to_sparse_csc": "sparse",
    "to_sparse_bsr": "sparse", "to_sparse_bsc": "sparse", "conj": "conjugate",
}
# torch functions whose result has the layout.
LAYOUT_FACTORIES = {
    "torch.sparse_coo_tensor": "sparse", "torch.sparse_csr_tensor": "sparse", "torch.sparse_csc_tensor": "sparse",
    "torch.sparse_bsr_tensor": "sparse", "torch.sparse_bsc_tensor": "sparse", "torch.sparse_compressed_tensor": "sparse",
    "torch.conj": "conjugate",
    "torch.quantize_per_tensor": "quantized", "torch.quantize_per_channel": "quantized", "torch.quantize_per_tensor_dynamic": "quantized",
    "torch.nested.nested_tensor": "nested", "torch.nested.as_nested_tensor": "nested",
}
# Methods whose result keeps these layouts of the receiver (anything else computed from a
# sparse or conjugate tensor is taken as plain: `.clone()` materialises a conjugate view).
LAYOUT_KEEPING_METHODS = {
    "coalesce": frozenset({"sparse"}), "t": frozenset({"sparse"}), "transpose": frozenset({"sparse"}),
    "clone": frozenset({"sparse", "quantized", "nested"}),
}
# Complex numbers: dtypes, and torch functions whose result is complex (`.conj()` sets the
# conjugate bit only on complex tensors).
COMPLEX_DTYPES = frozenset({"complex32", "chalf", "complex64", "cfloat", "complex128", "cdouble"})
COMPLEX_RESULT_FUNCTIONS = frozenset(
    "torch." + n for n in """fft.fft fft.ifft fft.fft2 fft.ifft2 fft.fftn fft.ifftn fft.rfft fft.rfft2 fft.rfftn
    fft.ihfft stft polar complex view_as_complex""".split()
)
# Tensor methods and torch functions of a complex tensor that give real ones.
REAL_RESULT_OPERATIONS = frozenset({"abs", "angle", "real", "imag", "view_as_real"})
# Attributes of a conjugate view: `.imag` is a view with the negative bit; `.real` has none.
CONJ_ATTRIBUTES = {"imag": "negative", "real": None}

# --- Conversions (sinks) ----------------------------------------------------------------------

# numpy functions whose call of a bare tensor's own method raises TypeError for every
# argument NumPy passes (`np.mean(t)` calls `t.mean(axis=None, dtype=None, out=None)`):
# checked on torch 2.13 / NumPy 2 (tests/test_tl007_numpy_reduction.py runs each). `np.median`,
# `np.argmax`, `np.cumsum` and the like work (they convert, or the method accepts the call).
# Function -> the tensor method it calls.
NUMPY_RAISING_DISPATCH = {
    "numpy." + n: n.lstrip("a") if n in ("amax", "amin") else n
    for n in ("mean", "sum", "max", "min", "amax", "amin", "std", "var", "prod", "any", "all")
}
# numpy functions that call a bare tensor's own method (no conversion; they convert lists),
# and the tensor method whose result they give (None: not a tensor): the raising ones above
# and those whose call succeeds. Checked on torch 2.13 / NumPy 2.4 and torch 2.11 / NumPy 2.5
# on CUDA with bench/numpy_dispatch_check.py (and tests/test_numpy_dispatch.py): most
# `fromnumeric` functions try the method, get a TypeError from torch's signature and convert
# (`np.argmax`, `np.round`, `np.clip`...); `np.where(t)` converts; `np.split` /
# `np.array_split` slice the tensor itself.
NUMPY_METHOD_DISPATCH = {
    **NUMPY_RAISING_DISPATCH,
    "numpy.squeeze": "squeeze", "numpy.nonzero": "nonzero", "numpy.split": "chunk", "numpy.array_split": "chunk",
    "numpy.size": None, "numpy.shape": None, "numpy.ndim": None,
}
# numpy functions that convert their array arguments through Tensor.__array__.
NUMPY_CONVERTERS = frozenset(
    "numpy." + n
    for n in """array asarray asanyarray ascontiguousarray asfortranarray copy vstack hstack
    dstack column_stack row_stack stack concatenate append argmax argmin argsort sort unique where nanargmax
    nanargmin nanmean nansum nanmax nanmin nanstd median nanmedian percentile nanpercentile quantile average
    cumsum cumprod diff histogram histogram2d histogramdd bincount digitize clip round around abs absolute
    exp log log2 log10 log1p expm1 sqrt square power sin cos tan tanh sign floor ceil rint trunc isnan isinf
    isfinite transpose reshape ravel flip fliplr flipud roll rot90 tile repeat expand_dims atleast_1d
    atleast_2d atleast_3d dot matmul inner outer einsum tensordot cross allclose isclose array_equal corrcoef
    cov correlate convolve interp polyfit trapz trapezoid save savez savez_compressed savetxt maximum
    minimum add subtract multiply divide true_divide floor_divide mod logical_and logical_or logical_not
    equal not_equal greater less greater_equal less_equal searchsorted take take_along_axis pad meshgrid
    float32 float64 float16 int32 int64 uint8 bool_ count_nonzero flatnonzero argwhere cumulative_sum
    unravel_index ravel_multi_index argpartition partition histogram_bin_edges nan_to_num
    linalg.norm linalg.inv linalg.svd linalg.eig linalg.eigh linalg.det linalg.solve linalg.pinv linalg.qr
    fft.fft fft.ifft fft.rfft fft.fft2 char.mod strings.mod testing.assert_allclose testing.assert_array_equal
    testing.assert_array_almost_equal testing.assert_equal""".split()
)
# Plotting: matplotlib functions / Axes methods that convert their data arguments.
PLOT_FUNCTIONS = frozenset(
    """plot scatter imshow hist hist2d bar barh fill_between fill_betweenx errorbar semilogx semilogy loglog
    contour contourf pcolormesh pcolor step stem boxplot violinplot matshow stackplot pie quiver streamplot
    hexbin specgram spy eventplot stairs""".split()
)
PLOT_MODULES = ("matplotlib.pyplot", "matplotlib.pylab", "pylab")
# Functions of those modules that return a figure or Axes, whose plotting methods convert.
AXES_FACTORIES = frozenset({"subplots", "gca", "subplot", "axes", "figure", "gcf"})
# Receivers that are (by the overwhelming convention) matplotlib Axes.
AXES_NAME_PREFIXES = ("ax", "axes", "axs", "axis", "subplot", "plt")
# Keyword arguments of a converting call that are not converted as data: options, colours,
# and what scipy hands on to a callable unconverted (`minimize(f, x0, args=(t,))`). A
# scatter's `c` is data (matplotlib 3.x converts it with np.asanyarray: checked); a colour
# scale's `vmin`/`vmax` are read with `.item()` (colors._sanitize_extrema), which any tensor takes.
SINK_NON_DATA_KEYWORDS = frozenset({"dtype", "axis", "out", "label", "color", "cmap", "marker", "alpha", "args", "kwargs", "callback", "jac", "hess", "method", "fps", "duration", "quality", "vmin", "vmax"})  # (a video writer's frame rate, frame time and quality: numbers)
# Other libraries' functions that convert (prefix match on the qualified name).
OTHER_CONVERTER_PREFIXES = (
    "pandas.DataFrame", "pandas.Series", "pandas.Index", "pandas.Categorical",
    "sklearn.metrics.", "scipy.stats.", "scipy.spatial.distance.", "scipy.special.", "scipy.signal.",
    "scipy.ndimage.", "scipy.linalg.", "scipy.optimize.", "scipy.integrate.", "scipy.interpolate.", "scipy.fft.",
    "scipy.cluster.", "scipy.misc.", "seaborn.",  # (scipy.misc: imresize, imsave, toimage before SciPy 1.3)
    "torchvision.utils.save_image_numpy", "PIL.Image.fromarray", "cv2.", "imageio.", "skimage.",
)
# Not converters, though they take tensors: torchvision's `to_pil_image` moves a tensor to the
# host itself (`pic.mul(255).byte()`, then `np.transpose(pic.cpu().numpy(), ...)`, read in
# torchvision's transforms/functional.py, 0.8 onwards), so a CUDA image is fine there.
# The prediction methods of the model APIs that are not torch modules: their results are
# NumPy (read at the study commits: stable-baselines3 BaseAlgorithm.predict returns
# `(np.ndarray, state)`, its policy moving actions with `.cpu().numpy()`; scikit-learn's and
# Keras's `predict` return NumPy arrays; CoreML's `MLModel.predict` a dict of them;
# onnxruntime's `InferenceSession.run(None, feeds)` and TensorFlow 1's `Session.run` a list
# of NumPy arrays). No torch module has them: where a model's class is not seen, its
# `predict(...)` is not a tensor. (A project class that defines them is analysed as written.)
NUMPY_RESULT_METHODS = frozenset({"predict", "predict_proba", "predict_log_proba", "decision_function", "run"})
# Converters that are always right: their results are NumPy already.
SAFE_CONVERTERS = frozenset({"tensorlint.to_numpy", "tensorlint.runtime.to_numpy"})
# Methods where gradients must flow: `.detach()` there turns a crash into silently stopped
# gradients, so TL002's fix is unsafe and the message points to the torch equivalent.
DIFFERENTIABLE_METHODS = frozenset({"forward"})
# NumPy functions and the torch functions that compute the same while keeping autograd.
TORCH_EQUIVALENTS = {
    **{f"numpy.fft.{n}": f"torch.fft.{n}" for n in ("fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "rfft2", "fftn", "ifftn", "fftshift", "ifftshift")},
    **{f"numpy.{n}": f"torch.{n}" for n in ("mean", "sum", "std", "var", "exp", "log", "sqrt", "abs", "matmul", "einsum", "stack", "max", "min", "where", "sin", "cos", "tanh", "square", "cumsum", "prod", "median", "sort", "argsort")},
    "numpy.concatenate": "torch.cat", "numpy.clip": "torch.clamp", "numpy.dot": "torch.matmul",
    "numpy.linalg.norm": "torch.linalg.norm", "numpy.linalg.svd": "torch.linalg.svd", "numpy.linalg.inv": "torch.linalg.inv",
}
# Methods of NumPy arrays that convert a tensor argument.
NDARRAY_CONVERTING_METHODS = frozenset({"__setitem__", "fill", "put", "dot"})

# --- Libraries whose values are never torch tensors ----------------------------------------

FOREIGN_PREFIXES = ("tensorflow", "tf_keras", "keras", "jax", "jaxlib", "flax", "pandas", "mlx", "cupy", "paddle", "mindspore")
NUMPY_PREFIXES = ("numpy",)
# Import roots that put a file in scope (it may hold torch tensors).
TORCH_IMPORT_ROOTS = frozenset({"torch", "torchvision", "torchaudio", "torchtext", "lightning", "pytorch_lightning", "timm", "sentence_transformers"})

# Python builtins that give plain (non-tensor) values.
# Library constructors of dicts from pairs or another mapping, as the builtin `dict(...)`.
DICT_CONSTRUCTORS = frozenset({"collections.OrderedDict", "munch.Munch", "easydict.EasyDict", "addict.Dict"})
# Dicts whose keys are attributes too (`nets = Munch(decoder=decoder)`, then `nets.decoder`).
ATTRIBUTE_DICTS = frozenset({"munch.Munch", "easydict.EasyDict", "addict.Dict", "types.SimpleNamespace"})
PLAIN_BUILTINS = frozenset({"float", "int", "len", "str", "bool", "round", "repr", "format", "print", "isinstance", "hasattr", "type", "id", "hash", "abs_", "range", "open"})
# Builtins that keep their argument's elements.
ELEMENT_BUILTINS = frozenset({"list", "tuple", "sorted", "reversed", "iter", "next", "set", "frozenset", "filter"})
# Calls that apply a function to each leaf of a container: name -> (index of the function,
# index of the container) among the positional arguments (facts/tree_maps.py). `map` is lazy:
# an iterator of the results even over one tensor (its rows).
TREE_MAPS = {
    "map": (0, 1), "torch.utils._pytree.tree_map": (0, 1), "jax.tree_util.tree_map": (0, 1), "jax.tree.map": (0, 1),
    "optree.tree_map": (0, 1), "lightning_utilities.core.apply_func.apply_to_collection": (2, 0),
    "lightning.pytorch.utilities.apply_to_collection": (2, 0), "pytorch_lightning.utilities.apply_to_collection": (2, 0),
}
LAZY_TREE_MAPS = frozenset({"map"})
REDUCING_BUILTINS = frozenset({"sum", "max", "min", "abs"})

# Public methods and attributes of torch.Tensor (generated from `dir(torch.Tensor)` on
# PyTorch 2.13 with `bench/gen_tensor_methods.py`). A method call on a value of unknown kind
# is treated as a tensor operation only if its name is here.
TENSOR_METHODS = frozenset(
    """
    H T abs abs_ absolute absolute_ acos acos_ acosh acosh_ add add_ addbmm addbmm_ addcdiv
    addcdiv_ addcmul addcmul_ addmm addmm_ addmv addmv_ addr addr_ adjoint all allclose amax
    amin aminmax angle any apply_ arccos arccos_ arccosh arccosh_ arcsin arcsin_ arcsinh
    arcsinh_ arctan arctan2 arctan2_ arctan_ arctanh arctanh_ argmax argmin argsort argwhere
    as_strided as_strided_ as_strided_scatter as_subclass asin asin_ asinh asinh_ atan atan2
    atan2_ atan_ atanh atanh_ backward baddbmm baddbmm_ bernoulli bernoulli_ bfloat16 bincount
    bitwise_and bitwise_and_ bitwise_left_shift bitwise_left_shift_ bitwise_not bitwise_not_
    bitwise_or bitwise_or_ bitwise_right_shift bitwise_right_shift_ bitwise_xor bitwise_xor_ bmm
    bool broadcast_to byte cauchy_ ccol_indices cdouble ceil ceil_ cfloat chalf char cholesky
    cholesky_inverse cholesky_solve chunk clamp clamp_ clamp_max clamp_max_ clamp_min clamp_min_
    clip clip_ clone coalesce col_indices conj conj_physical conj_physical_ const_data_ptr
    contiguous copy_ copysign copysign_ corrcoef cos cos_ cosh cosh_ count_nonzero cov cpu cross
    crow_indices cuda cummax cummin cumprod cumprod_ cumsum cumsum_ data data_ptr deg2rad
    deg2rad_ dense_dim dequantize det detach detach_ device diag diag_embed diagflat diagonal
    diagonal_scatter diff digamma digamma_ dim dim_order dist div div_ divide divide_ dot double
    dsplit dtype eig element_size eq eq_ equal erf erf_ erfc erfc_ erfinv erfinv_ exp exp2 exp2_
    exp_ expand expand_as expm1 expm1_ exponential_ fill_ fill_diagonal_ fix fix_ flatten flip
    fliplr flipud float float_power float_power_ floor floor_ floor_divide floor_divide_ fmax
    fmin fmod fmod_ frac frac_ frexp gather gcd gcd_ ge ge_ geometric_ geqrf ger get_device grad
    grad_dtype grad_fn greater greater_ greater_equal greater_equal_ gt gt_ half hardshrink
    hash_tensor heaviside heaviside_ histc histogram hsplit hypot hypot_ i0 i0_ igamma igamma_
    igammac igammac_ imag index index_add index_add_ index_copy index_copy_ index_fill
    index_fill_ index_put index_put_ index_reduce index_reduce_ index_select indices inner int
    int_repr inverse ipu is_coalesced is_complex is_conj is_contiguous is_cpu is_cuda
    is_distributed is_floating_point is_inference is_ipu is_leaf is_maia is_meta is_mkldnn
    is_mps is_mtia is_neg is_nested is_nonzero is_pinned is_quantized is_same_size is_set_to
    is_shared is_signed is_sparse is_sparse_csr is_vulkan is_xla is_xpu isclose isfinite isinf
    isnan isneginf isposinf isreal istft item itemsize kron kthvalue layout lcm lcm_ ldexp
    ldexp_ le le_ lerp lerp_ less less_ less_equal less_equal_ lgamma lgamma_ log log10 log10_
    log1p log1p_ log2 log2_ log_ log_normal_ log_softmax logaddexp logaddexp2 logcumsumexp
    logdet logical_and logical_and_ logical_not logical_not_ logical_or logical_or_ logical_xor
    logical_xor_ logit logit_ logsumexp long lstsq lt lt_ lu lu_solve mH mT map2_ map_
    masked_fill masked_fill_ masked_scatter masked_scatter_ masked_select matmul matrix_exp
    matrix_power max maximum mean median min minimum mm mode module_load moveaxis movedim msort
    mtia mul mul_ multinomial multiply multiply_ mv mvlgamma mvlgamma_ name nan_to_num
    nan_to_num_ nanmean nanmedian nanquantile nansum narrow narrow_copy nbytes ndim ndimension
    ne ne_ neg neg_ negative negative_ nelement new new_empty new_empty_strided new_full
    new_ones new_tensor new_zeros nextafter nextafter_ nonzero nonzero_static norm normal_
    not_equal not_equal_ numel numpy orgqr ormqr outer output_nr permute pin_memory pinverse
    polygamma polygamma_ positive pow pow_ prelu prod put put_ q_per_channel_axis
    q_per_channel_scales q_per_channel_zero_points q_scale q_zero_point qr qscheme quantile
    rad2deg rad2deg_ random_ ravel real reciprocal reciprocal_ record_stream register_hook
    register_post_accumulate_grad_hook reinforce relu relu_ remainder remainder_ renorm renorm_
    repeat repeat_interleave requires_grad requires_grad_ reshape reshape_as resize resize_
    resize_as resize_as_ resize_as_sparse_ resolve_conj resolve_neg retain_grad retains_grad
    roll rot90 round round_ row_indices rsqrt rsqrt_ scatter scatter_ scatter_add scatter_add_
    scatter_reduce scatter_reduce_ select select_scatter set_ sgn sgn_ shape share_memory_ short
    sigmoid sigmoid_ sign sign_ signbit sin sin_ sinc sinc_ sinh sinh_ size slice_inverse
    slice_scatter slogdet smm softmax solve sort sparse_dim sparse_mask sparse_resize_
    sparse_resize_and_clear_ split split_with_sizes sqrt sqrt_ square square_ squeeze squeeze_
    sspaddmm std stft storage storage_offset storage_type stride sub sub_ subtract subtract_ sum
    sum_to_size svd swapaxes swapaxes_ swapdims swapdims_ symeig t t_ take take_along_dim tan
    tan_ tanh tanh_ tensor_split tile to to_dense to_mkldnn to_padded_tensor to_sparse
    to_sparse_bsc to_sparse_bsr to_sparse_coo to_sparse_csc to_sparse_csr tolist topk trace
    transpose transpose_ triangular_solve tril tril_ triu triu_ true_divide true_divide_ trunc
    trunc_ type type_as unbind unflatten unfold uniform_ unique unique_consecutive unsafe_chunk
    unsafe_split unsafe_split_with_sizes unsqueeze unsqueeze_ untyped_storage values var vdot
    view view_as volatile vsplit where xlogy xlogy_ xpu zero_
    """.split()
)

# Complex half precision (torch.complex32 / .chalf()): the fix casts to complex64, keeping
# the imaginary part that .float() would drop.
COMPLEX_HALF = frozenset({"complex32", "chalf"})
