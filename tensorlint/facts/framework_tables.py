"""What the training frameworks do with tensors, as data: PyTorch Lightning (the Trainer,
LightningModule hooks, callbacks), Lightning Fabric, Hugging Face accelerate and the HF
Trainer. Part of tables.py's one namespace (it re-exports every name here); facts/
frameworks.py applies them, and the screening reads them through tables.py too."""

from __future__ import annotations

__all__ = [  # (tables.py re-exports these)
    "LIGHTNING_MODULES", "LIGHTNING_TRAINERS", "LIGHTNING_BF16_PRECISIONS",
    "LIGHTNING_STEP_HOOKS", "LIGHTNING_EPOCH_END_HOOKS", "LIGHTNING_STEP_END_HOOKS", "LIGHTNING_PREDICT_METHODS",
    "LIGHTNING_PREDICT_HOOK", "FRAMEWORK_DISPATCH", "CHECKPOINT_CONSTRUCTORS",
    "LIGHTNING_BATCH_HOOKS", "LIGHTNING_CALLBACKS", "LIGHTNING_CALLBACK_BATCH_HOOKS", "LIGHTNING_CALLBACK_MODULE_INDEX",
    "LIGHTNING_CALLBACK_HOOKS",
    "VENDORED_MODULE_WRAPPERS", "LOADER_DATA_ATTRIBUTES", "LIGHTNING_MODULE_LOGGER", "LIGHTNING_TRAINER_LOGGER_KEYWORD", "LIGHTNING_MODULE_TRAINER", "LIGHTNING_DEVICE_METRICS",
    "ACCELERATORS", "ACCELERATOR_ON_CPU_ARGUMENTS", "ACCELERATOR_PREPARE",
    "ACCELERATOR_ON_DEVICE", "ACCELERATOR_ONLY_METHODS", "ACCELERATOR_PARAMETER_NAMES",
    "HF_TRAINERS", "HF_DEVICE_CALLBACKS", "HF_BATCH_CALLBACKS", "HF_BATCH_EVAL_KEYWORD", "HF_EVAL_PREDICTION_FIELDS",
    "HF_TRAINING_ARGUMENTS", "HF_TRAINER_HOOKS", "DEVICE_MODEL_LOADERS", "DEVICE_MODEL_LOADER_DEVICE_POSITION", "DEVICE_MODEL_LOADERS_ON_ACCELERATOR",
    "EMBEDDING_MODELS", "EMBEDDING_METHODS", "EMBEDDING_TENSOR_SWITCHES",
    "LIGHTNING_HOOK_SIGNATURE", "PIPELINE_NAME_HINT", "PIPELINE_TENSOR_OUTPUT_TYPES", "PIPELINE_TENSOR_METHOD_PREFIXES", "PIPELINE_COMPONENTS",
]

# PyTorch Lightning (checked against lightning 2.x: the Trainer's default accelerator="auto"
# takes the GPU when there is one, moves the LightningModule there and every batch of the
# *_step hooks to the module's device before the hook runs).
LIGHTNING_MODULES = frozenset({"pytorch_lightning.LightningModule", "pytorch_lightning.core.LightningModule", "lightning.LightningModule", "lightning.pytorch.LightningModule", "lightning.pytorch.core.LightningModule", "pytorch_lightning.core.module.LightningModule", "lightning.pytorch.core.module.LightningModule"})
# A Trainer built with a bfloat16 precision (lightning 2.x `precision=`; "bf16" is 1.x's
# mixed) runs the module's steps under bfloat16 autocast ("-true" casts the module itself).
LIGHTNING_TRAINERS = frozenset({"pytorch_lightning.Trainer", "pytorch_lightning.trainer.Trainer", "pytorch_lightning.trainer.trainer.Trainer", "lightning.Trainer", "lightning.pytorch.Trainer", "lightning.pytorch.trainer.Trainer", "lightning.pytorch.trainer.trainer.Trainer"})
LIGHTNING_BF16_PRECISIONS = frozenset({"bf16", "bf16-mixed", "bf16-true"})
LIGHTNING_STEP_HOOKS = frozenset({"training_step", "validation_step", "test_step", "predict_step"})
# Lightning 1.x hands `{validation,test}_epoch_end(outputs)` the list of what the step returned,
# as returned (made under no_grad; loops/dataloader/evaluation_loop.py `model.validation_epoch_end(outputs)`).
LIGHTNING_EPOCH_END_HOOKS = {"validation_epoch_end": "validation_step", "test_epoch_end": "test_step"}
# Lightning 1.x hands `{training,validation,test}_step_end(step_output)` what the step returned
# for the batch, as returned (read at 1.6.4: loops/epoch/training_epoch_loop.py,
# loops/epoch/evaluation_epoch_loop.py `self.trainer._call_lightning_module_hook("validation_step_end", output)`;
# at 1.0.6: trainer/training_loop.py, evaluation_loop.py), before any gather: its grad too.
LIGHTNING_STEP_END_HOOKS = {"training_step_end": "training_step", "validation_step_end": "validation_step", "test_step_end": "test_step"}
# `trainer.predict(model, loader)` returns a list of what `model.predict_step` returned per
# batch, moved to the CPU by the predict loop, made under inference mode (lightning 1.x-2.x).
LIGHTNING_PREDICT_METHODS = frozenset({"predict"})
LIGHTNING_PREDICT_HOOK = "predict_step"
FRAMEWORK_DISPATCH = {m: frozenset({LIGHTNING_PREDICT_HOOK}) for m in LIGHTNING_PREDICT_METHODS}  # a method -> the hooks it runs
# A class deriving from an installed package's class (not the project's, not torch's) that
# defines `training_step` and one of these is a LightningModule (lightning-transformers'
# HFTransformer, NeMo's ModelPT): no other framework names its hooks so (mmengine and fairseq
# use `train_step`, Keras `train_step`, the HF Trainer is recognised by its own base).
LIGHTNING_HOOK_SIGNATURE = ("training_step", frozenset({"validation_step", "test_step", "predict_step", "configure_optimizers"}))
# Class methods that build an instance of a module class from saved weights (Lightning).
CHECKPOINT_CONSTRUCTORS = frozenset({"load_from_checkpoint"})
# Hook -> the indexes of its parameters (self = 0) that hold the batch or step outputs.
LIGHTNING_BATCH_HOOKS = {
    "training_step": (1,), "validation_step": (1,), "test_step": (1,), "predict_step": (1,),
    "on_train_batch_start": (1,), "on_validation_batch_start": (1,), "on_test_batch_start": (1,), "on_predict_batch_start": (1,),
    "on_train_batch_end": (1, 2), "on_validation_batch_end": (1, 2), "on_test_batch_end": (1, 2), "on_predict_batch_end": (1, 2),
}
# Lightning callbacks (checked against lightning 2.x, Callback in lightning/pytorch/callbacks/
# callback.py): `on_*_batch_start(self, trainer, pl_module, batch, batch_idx)` and
# `on_*_batch_end(self, trainer, pl_module, outputs, batch, batch_idx)` are called by the Trainer
# with the batch it moved to the module's device and the step's outputs made there.
LIGHTNING_CALLBACKS = frozenset({
    "pytorch_lightning.Callback", "pytorch_lightning.callbacks.Callback", "pytorch_lightning.callbacks.base.Callback",
    "pytorch_lightning.callbacks.callback.Callback", "lightning.Callback", "lightning.pytorch.Callback",
    "lightning.pytorch.callbacks.Callback", "lightning.pytorch.callbacks.callback.Callback",
})
# Hook -> the indexes of its parameters (self = 0) that hold the batch or step outputs.
LIGHTNING_CALLBACK_BATCH_HOOKS = {
    **{f"on_{stage}_batch_start": (3,) for stage in ("train", "validation", "test", "predict")},
    **{f"on_{stage}_batch_end": (3, 4) for stage in ("train", "validation", "test", "predict")},
}
# Every Callback hook (`on_validation_end(self, trainer, pl_module)`, `setup(self, trainer,
# pl_module, stage)`, ...) gets the LightningModule being run as its third parameter: the
# module the Trainer moved to its accelerator (whether it records grad is the hook's own
# code's: validation hooks run under no_grad).
LIGHTNING_CALLBACK_MODULE_INDEX = 2
# The hooks, by name: Callback's methods in lightning 1.0.0, 1.4.0, 1.6.0 (callbacks/base.py),
# 1.8.6 and 2.x (callbacks/callback.py) that take `(trainer, pl_module, ...)`; a project's own
# `on_train_batch_end_custom` is no hook (Lightning never calls it).
LIGHTNING_CALLBACK_HOOKS = frozenset({"setup", "teardown"} | {f"on_{event}" for event in (
    "fit_start", "fit_end", "sanity_check_start", "sanity_check_end", "exception", "keyboard_interrupt",
    "save_checkpoint", "load_checkpoint", "after_backward", "before_backward", "before_optimizer_step", "before_zero_grad",
    "batch_start", "batch_end", "epoch_start", "epoch_end", "pretrain_routine_start", "pretrain_routine_end",
    "before_accelerator_backend_setup", "configure_sharded_model",
    *(f"{stage}_{when}" for stage in ("train", "validation", "test", "predict") for when in (
        "start", "end", "epoch_start", "epoch_end", "batch_start", "batch_end")),
)})
# A LightningModule's `self.logger` is the logger given to its Trainer (`Trainer(logger=...)`:
# lightning 2.x core/module.py `logger` returns `self._trainer.logger`; 0.7.x's Trainer sets
# `model.logger = self.logger`): where it is a project class (`class TacotronLogger(
# TensorBoardLogger)`), its methods get what the module's steps pass (project/accelerator_use.py).
LIGHTNING_MODULE_LOGGER, LIGHTNING_TRAINER_LOGGER_KEYWORD = "logger", "logger"
# A LightningModule's `self.trainer`, and the Trainer's metrics that hold what the module
# logged as tensors where it logged them (its device) while it fits: `callback_metrics`,
# `logged_metrics` (Lightning 2.x trainer/connectors/logger_connector: `metrics["callback"]`
# and `["log"]` keep the result collection's tensors; only `teardown()` moves them to the CPU;
# `progress_bar_metrics` are converted to numbers). Casanovo#208: `np.isnan` of
# `self.trainer.callback_metrics["CELoss"]["train"]` at an epoch end.
LIGHTNING_MODULE_TRAINER = "trainer"
LIGHTNING_DEVICE_METRICS = frozenset({"callback_metrics", "logged_metrics"})
# DataParallel subclasses that projects vendor or take from a toolbox, known by their class
# name wherever they are imported from (tables.MODULE_WRAPPERS' meaning): sync_batchnorm's
# `class DataParallelWithCallback(DataParallel)` (vacancy/Synchronized-BatchNorm-PyTorch
# replicate.py, copied into SPADE, pix2pixHD and many GANs, often as a missing submodule) and
# mmcv 1.x's `MMDataParallel(DataParallel)` / `MMDistributedDataParallel` (mmcv/parallel/).
VENDORED_MODULE_WRAPPERS = {"DataParallelWithCallback": True, "MMDataParallel": True, "MMDistributedDataParallel": False}
# Hugging Face accelerate (checked against accelerate 1.x): an Accelerator's `device` is the
# process's accelerator when there is one; `prepare` moves models (and makes dataloaders
# yield batches) there; gathering and reducing return tensors on that device.
# Lightning Fabric is the same shape (read in src/lightning/fabric/fabric.py, Lightning 2.x at
# 00edba0): `setup(module, *optimizers)` returns the module moved to `fabric.device` (a tuple
# with the optimizers), `setup_dataloaders` loaders whose batches are moved there
# (move_to_device=True), `to_device` moves, `all_gather`/`all_reduce` return tensors there.
ACCELERATORS = frozenset({
    "accelerate.Accelerator", "accelerate.accelerator.Accelerator", "accelerate.PartialState", "accelerate.state.PartialState",
    "lightning.Fabric", "lightning.fabric.Fabric", "lightning.fabric.fabric.Fabric", "lightning_fabric.Fabric", "lightning_fabric.fabric.Fabric",
})
# A loader's `dataset` (and a prepared one's: accelerate's DataLoaderShard, Fabric's
# _FabricDataLoader) is the data it was built from, left where it was: only the batches it
# yields are moved (`vali_loader.dataset.timeseries` is the dataset's NumPy array).
LOADER_DATA_ATTRIBUTES = frozenset({"dataset"})
# Constructor arguments that keep an Accelerator / Fabric on the CPU (`Accelerator(cpu=True)`).
ACCELERATOR_ON_CPU_ARGUMENTS = {"cpu": True, "accelerator": "cpu"}
ACCELERATOR_PREPARE = frozenset({"prepare", "prepare_model", "prepare_data_loader", "setup", "setup_module", "setup_dataloaders"})
ACCELERATOR_ON_DEVICE = frozenset({"gather", "gather_for_metrics", "reduce", "pad_across_processes", "to_device", "all_gather", "all_reduce"})
# Methods only an Accelerator has (a receiver of unknown type asked for one is one).
ACCELERATOR_ONLY_METHODS = frozenset({"gather_for_metrics", "pad_across_processes", "prepare_model", "prepare_data_loader"})
# Parameters that hold an Accelerator where a helper takes one (`def evaluate(model, loader, accelerator)`).
ACCELERATOR_PARAMETER_NAMES = frozenset({"accelerator"})
# The HF Trainer hands `preprocess_logits_for_metrics(logits, labels)` the model's device
# tensors; compute_metrics gets NumPy arrays, except with `TrainingArguments(batch_eval_metrics=
# True)`: then an EvalPrediction of each step's gathered device tensors (transformers >= 4.41,
# Trainer.evaluation_loop). The Trainer takes its arguments as `args=` or second.
HF_TRAINERS = frozenset({
    "transformers.Trainer", "transformers.Seq2SeqTrainer", "transformers.trainer.Trainer", "transformers.trainer_seq2seq.Seq2SeqTrainer",
    # TRL's trainers are Trainer subclasses (trl 0.x: `class DPOTrainer(Trainer)`, ...)
    "trl.SFTTrainer", "trl.DPOTrainer", "trl.RewardTrainer", "trl.KTOTrainer", "trl.ORPOTrainer", "trl.CPOTrainer", "trl.GRPOTrainer",
})
# A Trainer subclass's methods that the Trainer calls with the model it trains (on its device,
# where the Trainer placed it) and, for `compute_loss`, the batch it moved there: parameter
# indexes (self = 0). Read in transformers' trainer.py (4.3x-4.5x): `training_step` does
# `model.train(); inputs = self._prepare_inputs(inputs)` and then, in grad mode,
# `self.compute_loss(model, inputs, ...)`; `prediction_step` prepares the inputs and calls
# `compute_loss` under `torch.no_grad()` (an override of `prediction_step` decides its own).
HF_TRAINER_HOOKS = {"compute_loss": (1, 2), "training_step": (1,), "prediction_step": (1,)}
HF_DEVICE_CALLBACKS = frozenset({"preprocess_logits_for_metrics"})
HF_BATCH_CALLBACKS, HF_BATCH_EVAL_KEYWORD = frozenset({"compute_metrics"}), "batch_eval_metrics"
HF_EVAL_PREDICTION_FIELDS = ("predictions", "label_ids")  # compute_metrics' EvalPrediction, in its unpacking order
HF_TRAINING_ARGUMENTS = frozenset({"transformers.TrainingArguments", "transformers.Seq2SeqTrainingArguments", "transformers.training_args.TrainingArguments"})
# Library loaders that build a model on the `device=` they are given (OpenAI CLIP's README:
# `model, preprocess = clip.load("ViT-B/32", device=device)`; open_clip's
# `create_model_and_transforms(..., device=...)`): name -> (how many values it returns, the
# model first; 1: the model alone). The model is an `nn.Module` whose parameters require grad
# (clip/clip.py `build_model(...).to(device)`, open_clip factory.py: neither freezes them).
# sentence-transformers' `SentenceTransformer(name, modules, device)` is such a model too
# (SentenceTransformer.py, read at 2.x and 3.x: an nn.Sequential moved to `device`, by default
# `"cuda" if torch.cuda.is_available() else "cpu"`), whose embedding methods (EMBEDDING_METHODS)
# run under no_grad and give NumPy, unless asked for tensors (EMBEDDING_TENSOR_SWITCHES:
# `convert_to_tensor=True` stacks them, `convert_to_numpy=False` leaves a list), which stay on
# the model's device. transformers.pipeline(device=...)() gives host values.
DEVICE_MODEL_LOADERS = {
    "clip.load": 2, "open_clip.create_model_and_transforms": 3, "open_clip.create_model": 1, "open_clip.create_model_from_pretrained": 2,
    "sentence_transformers.SentenceTransformer": 1,
}
# Where the device is when given by position, and the loaders whose default device is the
# accelerator (clip.load: `device = "cuda" if torch.cuda.is_available() else "cpu"`; open_clip's
# default is "cpu").
DEVICE_MODEL_LOADER_DEVICE_POSITION = {"clip.load": 1, "sentence_transformers.SentenceTransformer": 2}
DEVICE_MODEL_LOADERS_ON_ACCELERATOR = {"clip.load": "cuda", "sentence_transformers.SentenceTransformer": "cuda"}
EMBEDDING_MODELS = frozenset({"sentence_transformers.SentenceTransformer"})
EMBEDDING_METHODS = frozenset({"encode"})
EMBEDDING_TENSOR_SWITCHES = {"convert_to_tensor": (True, "stacked"), "convert_to_numpy": (False, "list")}  # keyword: (value asking, what comes)

# A pipeline loaded with `from_pretrained` (`StableDiffusionPipeline`, `DiffusionPipeline`,
# Chronos' `BaseChronosPipeline`) is no module run on tensors: diffusers' `__call__` runs under
# `torch.no_grad()` and returns PIL images (`output_type="pil"`, the default) or NumPy, tensors
# on the pipeline's device only for these output types (diffusers 0.2x-0.3x
# image_processor.postprocess); Chronos' `predict*` return CPU float32 tensors. Its parts
# (`pipe.unet`, `pipe.vae`) are modules; of its methods only these give device tensors
# (`encode_prompt`, `encode_image`: not under no_grad), and calling a part (`pipe.unet(x)`)
# is running that module.
PIPELINE_NAME_HINT = "Pipeline"  # `StableDiffusionPipeline`, and the word of `pipeline_class`
PIPELINE_TENSOR_OUTPUT_TYPES = frozenset({"pt", "latent"})
PIPELINE_TENSOR_METHOD_PREFIXES = ("encode",)
PIPELINE_COMPONENTS = frozenset({"unet", "vae", "text_encoder", "text_encoder_2", "text_encoder_3", "transformer", "image_encoder", "controlnet", "prior", "model"})
