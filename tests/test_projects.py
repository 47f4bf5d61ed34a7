"""Evidence across files (issue 14, first slice): values that flow into a checked file from
other modules of its project. Each project under fixtures/projects/ marks its expected
findings with `# expect: CODES`, in every file; the CLI runs on the project directory and on
one named file (as pre-commit names only changed files: the others are read, never
reported)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import expected_by_line

ROOT = Path(__file__).resolve().parent.parent
PROJECTS = ROOT / "fixtures" / "projects"
NAMES = sorted(p.name for p in PROJECTS.iterdir() if p.is_dir())
# The file each project's single-file run names (the script that imports the others).
ENTRY = {
    "module_input_settings": "spec.py",
    "silent_module_input_settings": "spec.py",
    # Named alone, the library module finds the script that imports its module-level
    # instance and calls it (`embed_watermark(samples)`).
    "module_level_instance_called_elsewhere": "sgm/helpers.py",
    "silent_module_level_instance_called_elsewhere": "sgm/helpers.py",
    # A relative import in folders without `__init__.py` (a custom-node package): resolved
    # from the package the module is loaded as, from the project root.
    "relative_import_in_namespace_package": "nodes/graph/sampler.py",
    "silent_relative_import_in_namespace_package": "nodes/graph/sampler.py",
    # Named alone, the base finds the example that builds a subclass whose constructor hands
    # the device on through `super().__init__(device=device)`.
    "base_constructor_reached_through_a_subclass": "models/basemodel.py",
    "silent_base_constructor_reached_through_a_subclass": "models/basemodel.py",
    "model_moves_itself": "train.py",
    # Named alone, the pipeline's module finds the script that loads it with
    # `from_pretrained` and moves it (`pipe: DepthPipeline = ...`, then `pipe.to(device)`).
    "pipeline_loaded_and_moved_in_a_script": "depth/pipeline.py",
    # Named alone, the renderer finds the LightningModule whose step calls a loss module
    # (which stores on its own `self`) and then hands the step's output to the renderer.
    "loss_module_keeping_state_then_summaries_of_the_step": "pkg/renderer.py",
    "silent_loss_module_keeping_state_then_summaries_of_the_step": "pkg/renderer.py",
    "silent_pipeline_loaded_and_kept_on_the_host": "depth/pipeline.py",
    # Named alone, the script finds the metric of another file whose `compute()` the base's
    # `completed()` calls: a 0-d result comes back as a number, any other as the tensor.
    "metric_result_taken_as_a_number_where_0_d": "pkg/evaluate.py",
    "silent_metric_result_taken_as_a_number_where_0_d": "pkg/evaluate.py",
    # Named alone, the test finds the metric whose base (another file) keeps the device the
    # helper passes: a guess about the base's `device`, not the helper's own parameter.
    "metric_built_by_a_helper_taking_a_device_of_its_own": "tests/test_psnr.py",
    "silent_metric_built_by_a_helper_taking_a_device_of_its_own": "tests/test_psnr.py",
    # Named alone, the script finds the class method of another file that builds the model:
    # an instance of that class, whose `represent` detaches (no TL002), on the device.
    "instance_returned_by_a_class_method_of_another_file": "highlight.py",
    "silent_instance_returned_by_a_class_method_of_another_file": "highlight.py",
    # Named alone, the script reads what another file's class keeps on `self.lm` (a model a
    # class method of a third file builds on the device): its methods run as that class's.
    "model_kept_by_an_instance_of_another_file": "highlight.py",
    "silent_model_kept_by_an_instance_of_another_file": "highlight.py",
    # Named alone, the trainer finds the script that gives it the model (a class of another
    # file): what that model's forward returns as a number (`.item()`) stays a number.
    "number_returned_by_a_module_a_trainer_is_given": "trainer.py",
    "silent_number_returned_by_a_module_a_trainer_is_given": "trainer.py",
    # Named alone, the index finds the script that hands it the embedder: a sentence-
    # transformers model, whose `encode` (no grad) gives bfloat16 tensors where asked.
    "embedding_model_handed_to_an_index_class": "search/index.py",
    "silent_embedding_model_handed_to_an_index_class": "search/index.py",
    # Named alone, the helpers' module finds the script that hands one helper's result (on the
    # device it passes) to the other, which converts it.
    "result_of_one_helper_passed_to_another": "training/metrics.py",
    # Named alone, the conversions module finds the trainer that calls it on its stored
    # detector's outputs, and the two scripts that build that trainer (evidence placed in one).
    "model_stored_by_a_trainer_built_in_a_script": "utils/array_tool.py",
    "silent_result_of_one_helper_passed_to_another": "training/metrics.py",
    # Named alone, the logger's module finds the LightningModule that calls `self.logger`
    # through the training script that hands the logger to the Trainer.
    # Named alone, the model's module finds the script that moves an instance of its class
    # (`PerClassScorer(...).to(device)` over several lines); a cast alone or `.to("cpu")` is no move.
    # Named alone, the class's module finds every construction of it in the project: all of
    # them passing "cpu" for the constructor's `device` end the guess; one passing a device
    # variable gives the finding, with that call as evidence.
    "class_built_with_a_device_elsewhere": "skeleton.py",
    "silent_class_built_on_the_cpu_everywhere": "skeleton.py",
    "class_given_a_device_over_its_default_cpu": "builder.py",
    "silent_class_left_on_its_default_cpu": "builder.py",
    "buffer_of_a_module_of_another_file": "trainer.py",
    "silent_buffer_of_a_module_of_another_file": "trainer.py",
    "grad_mode_of_the_script_that_imports_it": "overlay.py",
    "silent_grad_mode_of_the_script_that_imports_it": "overlay.py",
    # Named alone, the subclass's file runs the hook its base (another file) defines, which
    # calls the method the base leaves to subclasses with the step's device outputs.
    # Named alone, the data module finds the script that imports it and, under `--gpu`,
    # makes `torch.cuda.FloatTensor` the default tensor type.
    "default_device_set_by_the_script_that_imports_it": "data.py",
    "silent_default_device_set_by_the_script_that_imports_it": "data.py",
    "method_of_a_class_without_init_of_another_file": "run.py",
    "silent_method_of_a_class_without_init_of_another_file": "run.py",
    "module_inputs_annotated_as_arrays": "detection/dbnet.py",
    "silent_module_inputs_annotated_as_arrays": "detection/dbnet.py",
    # Named alone, the test finds the package's loader: `device=` given replaces its default.
    "loader_given_the_cpu_over_its_cuda_default": "tests/test_consistency.py",
    "silent_loader_given_the_cpu_over_its_cuda_default": "tests/test_consistency.py",
    # Named alone, the script finds the factory's third-file class and the method it
    # inherits from a base in a fourth file (improved-diffusion's SpacedDiffusion).
    "method_inherited_from_a_base_of_a_third_file": "scripts/super_res_sample.py",
    "silent_method_inherited_from_a_base_of_a_third_file": "scripts/super_res_sample.py",
    # Named alone, the detector runs the base's `run`, which calls the methods it overrides.
    "template_method_of_a_base_in_another_file": "detectors/ctdet.py",
    # Named alone, the library finds the script passing keyword-only arguments (`device=`).
    "keyword_only_arguments_of_another_file": "pkg/runner.py",
    "silent_keyword_only_arguments_of_another_file": "pkg/runner.py",
    "default_device_set_before_an_imported_factory": "run.py",
    "silent_default_device_set_before_an_imported_factory": "run.py",
    # Named alone, the sampler reads what the project's classes store on `self.sigma_min`.
    "attributes_of_a_pickled_network": "generate.py",
    "silent_attributes_of_a_pickled_network": "generate.py",
    "tensor_stored_by_a_constructor_of_another_file": "plot_mesh.py",
    "silent_tensor_stored_by_a_constructor_of_another_file": "plot_mesh.py",
    "detached_output_of_a_module_passed_in_a_list": "train.py",
    "silent_detached_output_of_a_module_passed_in_a_list": "train.py",
    "silent_template_method_of_a_base_in_another_file": "detectors/ctdet.py",
    "callback_hook_of_a_base_in_another_file": "callbacks/detection.py",
    "silent_callback_hook_of_a_base_in_another_file": "callbacks/detection.py",
    "keys_written_by_a_module_of_another_file": "demo.py",
    "silent_keys_written_by_a_module_of_another_file": "demo.py",
    "module_helper_named_like_a_nested_def": "tools.py",
    "silent_module_helper_named_like_a_nested_def": "tools.py",
    "metric_functions_passed_through_a_lightning_model": "metrics.py",
    "silent_metric_functions_passed_on_the_host": "metrics.py",
    "instance_moved_in_another_file": "models/classifier.py",
    "silent_instance_moved_in_another_file": "models/classifier.py",
    "lightning_logger_given_to_the_trainer": "utils/loggers.py",
    "silent_lightning_logger_given_to_the_trainer": "utils/loggers.py",
    "imported_function": "generate.py",
    "imported_device": "scripts/evaluate.py",
    "default_device_package": "plot.py",
    "silent_host_values": "train.py",
    "helper_called_from_script": "train.py",
    "runner_built_elsewhere": "main.py",
    "plot_helper_without_torch": "train.py",
    "lightning_subclass": "models/per.py",
    "script_without_torch": "export.py",
    "helper_param_layout_and_kind": "stats.py",
    "meters_in_another_file": "train.py",
    "module_returns_what_it_computed_from_inputs": "train.py",
    "silent_module_returns_what_it_computed_from_inputs": "train.py",
    # Named alone, the viewer finds the script in a folder above it that imports it from its
    # own folder (`from visual_utils import open3d_vis as V` in a try, a fallback in except).
    "script_imports_a_helper_below_it": "tools/visual_utils/open3d_vis.py",
    "silent_script_imports_a_helper_below_it": "tools/visual_utils/open3d_vis.py",
    # Named alone, the reader finds the script two files away that builds the model a
    # wrapper class of a third module stores and runs it on (the wrapper's own callers).
    "model_held_by_a_wrapper_class": "pkg/readers.py",
    # Named alone, the base class's module finds the script that builds its subclass (which
    # inherits the methods that store what they are given and convert it).
    "buffers_filled_through_a_subclass": "prompts/generator.py",
    # Named alone, the writer finds the script that imports it relatively (`from ..utils.io
    # import ...` in folders without `__init__.py`: it runs as `python -m tools.cli.evaluate`).
    "relative_import_of_a_script_in_a_namespace_package": "tools/utils/io.py",
    "silent_relative_import_of_a_script_in_a_namespace_package": "tools/utils/io.py",
    "silent_buffers_filled_through_a_subclass": "prompts/generator.py",
    "silent_model_held_by_a_wrapper_class": "pkg/readers.py",
    # Named alone, the predictor finds the script two files away that builds its model.
    "forwarded_across_two_files": "pkg/predictor.py",
    "silent_forwarded_host_values": "pkg/predictor.py",
    # Named alone, the plot helper finds the script three files up that moves the model
    # (run.py -> train.py -> utils/logger.py -> utils/plots.py).
    "forwarded_across_three_files": "utils/plots.py",
    "silent_forwarded_across_three_files": "utils/plots.py",
    # Named alone, the accumulator finds the script whose `append({...})` keeps device
    # tensors that its own `flush()` averages with NumPy.
    "accumulator_flushed_in_another_method": "metrics.py",
    "silent_accumulator_flushed_in_another_method": "metrics.py",
    # Named alone, the helper finds the script that star-imports its package.
    "star_reexported_helper": "utils/visualization.py",
    # Named alone, the script reads a class attribute another module sets to CUDA.
    "class_attribute_set_elsewhere": "run.py",
    "silent_class_attribute_on_cpu": "evaluate.py",
    # A loader's `device="cpu"` default: a script that leaves it out keeps the CPU; one that
    # passes CUDA makes the loader's own conversion a bug (reported in the loader).
    "silent_loader_device_default_cpu": "demo.py",
    "loader_device_chosen_by_script": "models/loader.py",
    # Named alone, the meter finds the script that adds CUDA losses to it (`meter.add(x)`).
    "meter_converts_what_script_adds": "meters.py",
    # Named alone, the helper finds the script that imports its package whole (`import viewer`).
    "package_imported_whole": "viewer/client.py",
    # A model a config chooses runs the project's own `@torch.no_grad()` method of that name.
    "config_chosen_model": "sample.py",
    # A directory the project puts on sys.path (`_init_paths.py`): named alone, the tracker
    # finds its helper in `src/lib/models/utils.py` by the import's dotted tail.
    "package_on_a_script_path": "src/lib/tracker/multitracker.py",
    # Named alone, the metrics module finds the script that hands its function to an HF
    # Trainer as `preprocess_logits_for_metrics` (device logits); a function of that name in a
    # module the Trainer's script does not import is not the one it hands over.
    "hf_callback_in_another_file": "metrics.py",
    "silent_hf_callback_of_another_module": "tools/report.py",
    # A builder chosen from a registry dict (`_model_factory[arch](...)`, FairMOT's
    # create_model) is each builder of the dict: the model it makes trains. Metric functions
    # chosen the same way return Python numbers.
    "registry_of_model_builders": "lib/tracker.py",
    "silent_registry_of_metric_functions": "evaluate.py",
    # A package inside a namespace package under src/ (`acme` has no __init__.py): its
    # relative imports and re-exports resolve as Python resolves them.
    "namespace_package_in_src": "src/acme/audio/pipelines/embedding.py",
    # `Net.load_from_checkpoint` of another file's LightningModule is an instance that trains;
    # `trainer.predict(model)` hands back predict_step's results moved to the CPU, no grad.
    "lightning_checkpoint_of_another_file": "predict.py",
    "silent_lightning_predict_on_cpu": "predict.py",
    # A method inherited from a plain (not nn.Module) class two files up the hierarchy: what
    # it returns, with the base's own `self.device` (an RL agent's networks).
    "inherited_method_of_a_plain_base": "agents/dqn_per.py",
    "silent_inherited_method_on_cpu": "agents/dqn_per.py",
    # Instances of another file's classes called: a module whose `forward` gives plain numbers
    # (no tensor, nothing to detach); a plain class's `from_pretrained` is not a model.
    "silent_callables_of_another_file": "evaluate.py",
    # Named alone, a helper in a folder without __init__.py (`utils/image_io.py`, loaded as
    # `utils.image_io` by the scripts at the root) finds the script that calls it.
    "helper_in_folder_without_init": "utils/image_io.py",
    "silent_helper_in_folder_without_init": "utils/image_io.py",
    # Named alone, compute_metrics finds the Trainer whose arguments evaluate batch by batch
    # (`batch_eval_metrics=True`: it then gets each step's device tensors).
    "hf_batch_metrics_in_another_file": "metrics.py",
    # Attributes a base class of another file stores as plain lists, and ones this class
    # stores as config lookups, are not submodules; nor is an attribute nothing stores that
    # is asked for a number (RecBole's `self.dataset.num(name)`).
    "silent_attributes_a_base_stores": "model.py",
    # Named alone, the forecaster finds the script that builds it with models of another
    # file: `models[0].h` is the horizon their constructions passed (stored by a base class
    # in a third file), not a parameter of theirs.
    "silent_settings_of_models_passed_in": "forecast/core.py",
    # Named alone, the metric helper finds the training loop that imports it under another
    # name (`from train.metrics import accuracy_SBM as accuracy`), itself imported under
    # another name inside the script's function that reads the device from a settings dict.
    "helper_imported_under_another_name": "train/metrics.py",
    "silent_helper_imported_under_another_name": "train/metrics.py",
    # Named alone, the metric class finds the loop that updates it with a tensor and a count
    # (`metrics.update(preds, len(labels))`: not every argument is a tensor).
    "meter_updated_with_a_count": "metrics.py",
    "silent_meter_updated_with_a_count": "metrics.py",
    # Named alone, the helpers on a class find the node that calls them through the class
    # (`ImageCodec.tensor_to_base64(image)`, a static and a class method).
    "static_method_of_another_file": "utils/images.py",
    "silent_static_method_of_another_file": "utils/images.py",
    # A meter of another file adds what it is given to its running sum: a training loop
    # that gives it the loss keeps every step's graph in the meter (TL008 at the call).
    "meter_keeps_each_steps_graph": "train.py",
    "silent_meter_keeps_each_steps_graph": "train.py",
    # Named alone, the logger finds the script that makes its instances with a factory of its
    # module (`create_logger()` returning a list of them) and hands them to a training loop
    # of a third file, which calls their method on device tensors (`logger.update_stats`).
    "logger_made_by_a_factory_and_passed_on": "pkg/logger.py",
    "silent_logger_made_by_a_factory_and_passed_on": "pkg/logger.py",
}


def _cli(*args: str, cwd: Path) -> list[dict]:
    proc = subprocess.run(
        [sys.executable, "-m", "tensorlint", "check", "--output-format", "json", *args],
        cwd=cwd, capture_output=True, text=True, check=False,
    )
    assert proc.returncode in (0, 1), proc.stderr
    return json.loads(proc.stdout)


def _expected(project: Path, only: str | None = None) -> set[tuple[str, int, str]]:
    out = set()
    for path in sorted(project.rglob("*.py")):
        rel = path.relative_to(project).as_posix()
        if only is None or rel == only:
            out |= {(rel, line, code) for line, code in expected_by_line(path.read_text(encoding="utf-8"))}
    return out


def _found(diagnostics: list[dict]) -> set[tuple[str, int, str]]:
    return {(Path(d["path"]).as_posix(), d["line"], d["code"]) for d in diagnostics}


def test_every_shape_has_a_project():
    assert set(ENTRY) == set(NAMES)
    assert [n for n in NAMES if n.startswith("silent_")] and [n for n in NAMES if not n.startswith("silent_")]


@pytest.mark.parametrize("name", NAMES)
def test_project_directory(name):
    project = PROJECTS / name
    expected = _expected(project)
    assert bool(expected) != name.startswith("silent_")
    assert _found(_cli("--no-cache", ".", cwd=project)) == expected


@pytest.mark.parametrize("name", NAMES)
def test_one_named_file_reads_the_others(name):
    project = PROJECTS / name
    entry = ENTRY[name]
    diagnostics = _cli("--no-cache", entry, cwd=project)
    assert _found(diagnostics) == _expected(project, entry)
    assert {d["path"] for d in diagnostics} <= {entry}  # the files it imports are never reported


def test_evidence_names_the_other_file():
    project = PROJECTS / "imported_function"
    diagnostics = _cli("--no-cache", "generate.py", cwd=project)
    first = min(diagnostics, key=lambda d: (d["line"], d["column"]))
    assert first["line"] == 8 and first["code"] == "TL001"
    assert [(e.get("path"), e["line"]) for e in first["evidence"]] == [(None, 7), ("utils/sampling.py", 8), ("utils/config.py", 3)]
    assert "(utils/sampling.py:8)" in first["message"] and "(utils/config.py:3)" in first["message"]
    # From another working directory the paths follow the checked file's.
    outer = _cli("--no-cache", "imported_function/generate.py", cwd=PROJECTS)
    outer_first = min(outer, key=lambda d: (d["line"], d["column"]))
    assert outer_first["evidence"][1]["path"] == os.path.join("imported_function", "utils", "sampling.py")


def test_full_format_shows_the_other_files_line():
    proc = subprocess.run(
        [sys.executable, "-m", "tensorlint", "check", "--no-cache", "train.py"],
        cwd=PROJECTS / "model_moves_itself", capture_output=True, text=True, check=False,
    )
    assert "= evidence: models/net.py:27: self.cuda()  # `self` moved with `.cuda()`" in proc.stdout


def test_a_changed_helper_module_changes_its_importers_findings_on_a_warm_run(tmp_path):
    project = tmp_path / "proj"
    shutil.copytree(PROJECTS / "imported_function", project)
    cache = ("--cache-dir", str(tmp_path / "cache"))
    cold = _found(_cli(*cache, ".", cwd=project))
    assert ("generate.py", 8, "TL001") in cold
    assert _found(_cli(*cache, ".", cwd=project)) == cold  # warm, unchanged
    sampling = project / "utils" / "sampling.py"
    sampling.write_text(sampling.read_text().replace("device=DEVICE)", "device=DEVICE).cpu()"))
    warm = _found(_cli(*cache, ".", cwd=project))
    assert ("generate.py", 8, "TL001") not in warm  # the importer was checked again
    assert ("generate.py", 10, "TL003") in warm  # to_gpu() is unchanged


def test_import_cycle_ends(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'cycle'\n")
    (tmp_path / "a.py").write_text("import torch\nfrom b import helper\nDEVICE = 'cuda'\n\ndef make():\n    return helper()\n")
    (tmp_path / "b.py").write_text("import torch\nfrom a import DEVICE\n\ndef helper():\n    return torch.ones(2, device=DEVICE)\n")
    (tmp_path / "main.py").write_text("import torch\nfrom a import make\n\nprint(make().numpy())\n")
    found = _found(_cli("--no-cache", "main.py", cwd=tmp_path))
    assert found == {("main.py", 4, "TL001")}


def test_a_helper_named_alone_is_checked_with_its_callers():
    """pre-commit names only the changed helper: its callers in other files are read (never
    reported) and what they pass makes its conversions bugs, cited at the calling line."""
    project = PROJECTS / "helper_called_from_script"
    diagnostics = _cli("--no-cache", "utils/convert.py", cwd=project)
    assert _found(diagnostics) == _expected(project, "utils/convert.py")
    first = min(diagnostics, key=lambda d: (d["line"], d["column"], d["code"]))
    assert first["evidence"][0] == {"line": 11, "path": "train.py", "text": first["evidence"][0]["text"]}
    assert "`to_np()` called with `logits`" in first["evidence"][0]["text"]
    assert "(train.py:11)" in first["message"]


def test_a_changed_caller_changes_the_helpers_findings_on_a_warm_run(tmp_path):
    project = tmp_path / "proj"
    shutil.copytree(PROJECTS / "helper_called_from_script", project)
    cache = ("--cache-dir", str(tmp_path / "cache"))
    cold = _found(_cli(*cache, "utils/convert.py", cwd=project))
    assert ("utils/convert.py", 8, "TL001") in cold
    assert _found(_cli(*cache, "utils/convert.py", cwd=project)) == cold  # warm, unchanged
    train = project / "train.py"
    train.write_text(train.read_text().replace("print(to_np(logits), ", "print(to_np(logits.detach().cpu()), "))
    warm = _found(_cli(*cache, "utils/convert.py", cwd=project))
    assert ("utils/convert.py", 8, "TL001") not in warm and ("utils/convert.py", 8, "TL002") not in warm
    assert ("utils/convert.py", 16, "TL003") in warm  # plot_curve's call is unchanged


def test_a_helper_called_only_with_host_values_stays_silent(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'host'\n")
    (tmp_path / "helpers.py").write_text("import torch\n\ndef to_np(x):\n    return x.numpy()\n")
    (tmp_path / "main.py").write_text(
        "import torch\nfrom helpers import to_np\n\nmodel = torch.nn.Linear(2, 2)\n"
        "with torch.no_grad():\n    out = model(torch.ones(1, 2))\nprint(to_np(out), to_np(torch.zeros(3)))\n"
    )
    assert _cli("--no-cache", ".", cwd=tmp_path) == []
    (tmp_path / "main.py").write_text((tmp_path / "main.py").read_text().replace("torch.zeros(3)", "torch.zeros(3, device='cuda')"))
    assert _found(_cli("--no-cache", "helpers.py", cwd=tmp_path)) == {("helpers.py", 4, "TL001")}


def test_a_class_named_alone_gets_what_its_builders_pass():
    """`Evaluator(model, device)` in main.py: the constructor's arguments reach the class's
    methods in engine/runner.py, which is the only file named."""
    project = PROJECTS / "runner_built_elsewhere"
    diagnostics = _cli("--no-cache", "engine/runner.py", cwd=project)
    assert _found(diagnostics) == _expected(project, "engine/runner.py")
    predict = next(d for d in diagnostics if d["line"] == 16)
    assert {"path": "main.py", "line": 7} in [{k: e.get(k) for k in ("path", "line")} for e in predict["evidence"]]
    assert "`Evaluator()` called with `device`" in predict["message"]


def test_a_default_device_set_two_imports_away_is_seen(tmp_path):
    """pkg/__init__.py imports pkg/setup.py, which sets the default device at import time:
    the text screen in front of the summaries follows the import (project/imports_text.py)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'dd'\n")
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("from . import setup\n")
    (tmp_path / "pkg" / "setup.py").write_text("import torch\n\ntorch.set_default_device('cuda')\n")
    (tmp_path / "pkg" / "other.py").write_text("import torch\n\nSCALE = 2\n")
    (tmp_path / "main.py").write_text("import torch\nimport pkg\n\nprint(torch.zeros(3).numpy())\n")
    (tmp_path / "quiet.py").write_text("import torch\nfrom pkg import other\n\nprint(torch.zeros(3).numpy())\n")
    found = _found(_cli("--no-cache", ".", cwd=tmp_path))
    assert found == {("main.py", 4, "TL001"), ("quiet.py", 4, "TL001")}  # pkg/__init__ runs for both
    (tmp_path / "pkg" / "__init__.py").write_text("")
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == set()


def test_callers_that_import_each_other_cite_their_own_files(tmp_path):
    """train.py imports loop.py; both call the helper. Each call's evidence names its own
    file and line (a caller's imported modules record into the helper too)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'chain'\n")
    (tmp_path / "helpers.py").write_text("import torch\n\ndef to_np(x):\n    return x.numpy()\n")
    (tmp_path / "loop.py").write_text(
        "import torch\nfrom helpers import to_np\n\nDEVICE = 'cuda'\nprint(to_np(torch.ones(2, device=DEVICE)))\n"
    )
    (tmp_path / "train.py").write_text(
        "import torch\nimport loop\nfrom helpers import to_np\n\nprint(to_np(torch.zeros(2, device=loop.DEVICE)))\n"
    )
    diagnostics = _cli("--no-cache", "helpers.py", cwd=tmp_path)
    assert _found(diagnostics) == {("helpers.py", 4, "TL001")}
    assert diagnostics[0]["evidence"][0]["path"] in ("loop.py", "train.py")
    assert all(e.get("path") in ("loop.py", "train.py") for e in diagnostics[0]["evidence"])


def test_torch_through_a_star_import_of_a_project_module(tmp_path):
    """train.py never imports torch itself: `from modeling import *` brings `torch`, `nn` and
    `Net` (as Python binds them), so its conversions and its no_grad blocks are seen."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'star'\n")
    (tmp_path / "modeling.py").write_text(
        "import torch\nimport torch.nn as nn\n\n\nclass Net(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
        "        self.fc = nn.Linear(2, 2)\n\n    def forward(self, x):\n        return self.fc(x)\n"
    )
    (tmp_path / "train.py").write_text(
        "import numpy as np\nfrom modeling import *\n\nmodel = Net().cuda()\nx = torch.ones(1, 2).cuda()\n"
        "with torch.no_grad():\n    out = model(x)\nprint(out.numpy())\nprint(out.cpu().numpy())\n"
    )
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("train.py", 8, "TL001")}


def test_plain_attributes_of_an_imported_model_are_not_its_tensors(tmp_path):
    """`model.batch_size` / `model.names` of a model class from another file (set through
    `self.__dict__.update(...)`, which no analysis sees) are numbers and strings, not the
    model's parameters (tables.SCALAR_MODULE_ATTRIBUTES)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'attrs'\n")
    (tmp_path / "modeling.py").write_text(
        "import torch.nn as nn\n\n\nclass Net(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
        "        self.fc = nn.Linear(2, 2)\n        self.__dict__.update({'batch_size': 4, 'names': ['a', 'b']})\n"
    )
    (tmp_path / "main.py").write_text(
        "import numpy as np\nimport torch\nfrom modeling import Net\n\nmodel = Net().cuda()\n"
        "print(np.floor(np.arange(8) / model.batch_size), np.asarray(model.names))\n"
        "print(np.asarray(model.fc.weight))\n"
    )
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("main.py", 7, "TL002"), ("main.py", 7, "TL003")}


def test_a_copy_without_project_markers_is_a_project_rooted_at_the_working_directory(tmp_path):
    """A downloaded archive or an exported copy has no `.git` or pyproject.toml: as ruff
    does, the working directory is its root, so callers in other files are still read."""
    project = tmp_path / "proj"
    shutil.copytree(PROJECTS / "helper_called_from_script", project, ignore=shutil.ignore_patterns("pyproject.toml"))
    assert not any((p / m).exists() for p in (project, *project.parents) for m in ("pyproject.toml", "setup.py", "setup.cfg", ".git"))
    found = _found(_cli("--no-cache", "utils/convert.py", cwd=project))
    assert ("utils/convert.py", 8, "TL001") in found
    # The same from the directory above, naming the file by a longer path.
    found = _found(_cli("--no-cache", "proj/utils/convert.py", cwd=tmp_path))
    assert ("proj/utils/convert.py", 8, "TL001") in found


def test_methods_and_properties_inherited_from_a_project_base_class(tmp_path):
    """pytorch-forecasting's NHiTS(BaseModel): `self.to_prediction(out.detach())` and the
    property `self.decoder_variables` (names) live in base_model.py. They are the base's
    method and property, not outputs or parameters of the module."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (tmp_path / "base_model.py").write_text(
        "import torch\n\n"
        "class BaseModel(torch.nn.Module):\n"
        "    def __init__(self, names):\n"
        "        super().__init__()\n"
        "        self.names = names\n\n"
        "    @property\n"
        "    def decoder_variables(self):\n"
        "        return list(self.names)\n\n"
        "    def to_prediction(self, out):\n"
        "        return out.softmax(-1)\n"
    )
    (tmp_path / "nhits.py").write_text(
        "import numpy as np\n"
        "import matplotlib.pyplot as plt\n"
        "import torch\n"
        "from base_model import BaseModel\n\n"
        "class NHiTS(BaseModel):\n"
        "    def __init__(self, names):\n"
        "        super().__init__(names)\n"
        "        self.fc = torch.nn.Linear(3, 3)\n\n"
        "    def forward(self, x):\n"
        "        return self.fc(x)\n\n"
        "    def plot(self, x):\n"
        "        out = self(x)\n"
        "        prediction = self.to_prediction(out.detach())[0].cpu()\n"
        "        plt.plot(prediction)\n"
        "        labels = np.asarray(self.decoder_variables)\n"
        "        plt.plot(out[0])  # expect: TL002\n"
        "        return labels\n"
    )
    found = _found(_cli("--no-cache", ".", cwd=tmp_path))
    assert found == {("nhits.py", 19, "TL002")}


def test_methods_of_a_plain_class_from_another_file_answer_for_its_instances(tmp_path):
    """Qwen3-VL-Embedding's retrieval example: an embedder class (not an nn.Module) in
    src/models loads a bf16 model in `__init__`; its `process()` returns bf16 embeddings that
    the example converts. Before, only nn.Module classes of other files were summarised."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    (tmp_path / "embedder.py").write_text(
        "import torch\n"
        "from transformers import AutoModel\n\n"
        "class Embedder:\n"
        "    def __init__(self, path, torch_dtype=torch.bfloat16):\n"
        "        self.model = AutoModel.from_pretrained(path, torch_dtype=torch_dtype).eval()\n\n"
        "    @torch.no_grad()\n"
        "    def process(self, batch):\n"
        "        return self.model(**batch).last_hidden_state[:, -1]\n\n"
        "    def names(self):\n"
        "        return ['a', 'b']\n"
    )
    (tmp_path / "retrieval.py").write_text(
        "import numpy as np\n"
        "from embedder import Embedder\n\n"
        "embedder = Embedder('Qwen/Qwen3-VL-Embedding-2B')\n"
        "scores = embedder.process({}) @ embedder.process({}).T\n"
        "print(scores.cpu().numpy())  # expect: TL004\n"
        "print(scores.float().cpu().numpy())\n"
        "print(np.asarray(embedder.names()))\n"
    )
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("retrieval.py", 6, "TL004")}


def test_a_file_outside_any_project_checked_from_elsewhere_is_still_analysed(tmp_path):
    """No marker above the file, the working directory elsewhere: no project root. Reading
    another file's class attribute then listed the files of no root and failed with an
    internal error (TypeError from os.stat(None)); the import is followed all the same."""
    project, elsewhere = tmp_path / "proj", tmp_path / "elsewhere"
    project.mkdir()
    elsewhere.mkdir()
    (project / "config.py").write_text(
        "import torch\n\n\nclass Config:\n    DEVICE = torch.device(\"cpu\")\n\n\n"
        "def select_device():\n    Config.DEVICE = torch.device(\"cuda\")\n"
    )
    evaluate = project / "evaluate.py"
    evaluate.write_text(
        "import numpy as np\nimport torch\n\nfrom config import Config\n\n\n"
        "def evaluate(model, batch):\n    with torch.no_grad():\n        out = model(batch.to(Config.DEVICE))\n"
        "    return np.asarray(out)\n"
    )
    assert not any((p / m).exists() for p in (project, *project.parents) for m in ("pyproject.toml", "setup.py", "setup.cfg", ".git"))
    found = _found(_cli("--no-cache", str(evaluate), cwd=elsewhere))
    assert found == {(evaluate.as_posix(), 10, "TL003")}


def test_a_package_with_its_own_setup_py_belongs_to_the_project_around_it(tmp_path):
    """vits' `monotonic_align/` holds `__init__.py` and the setup.py that builds its Cython
    core in place; the model of the project around it calls it. Taken as a project of its
    own, the package had no callers and its conversion of their CUDA tensor went unseen."""
    from tensorlint.project.resolve import find_root

    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'tts'\n")
    package = tmp_path / "monotonic_align"
    package.mkdir()
    (package / "setup.py").write_text("from distutils.core import setup\nsetup(name='monotonic_align')\n")
    (package / "__init__.py").write_text(
        "import numpy as np\nimport torch\n\n\ndef maximum_path(neg_cent):\n"
        "    device = neg_cent.device\n    path = np.zeros(neg_cent.shape)\n"
        "    values = neg_cent.data.numpy().astype(np.float32)\n"
        "    return torch.from_numpy(path + values).to(device)\n"
    )
    (tmp_path / "models.py").write_text(
        "import torch\n\nimport monotonic_align\n\n\ndef align(logp):\n"
        "    with torch.no_grad():\n        return monotonic_align.maximum_path(logp.to(\"cuda\"))\n"
    )
    assert find_root(str(package / "__init__.py")) == str(tmp_path)
    found = _found(_cli("--no-cache", ".", cwd=tmp_path))
    assert found == {("monotonic_align/__init__.py", 8, "TL001")}
    # A package that is a repository of its own (a submodule) is a project of its own.
    (package / ".git").mkdir()
    assert find_root(str(package / "__init__.py")) == str(package)


def test_a_directory_named_on_the_command_line_is_the_project(tmp_path, monkeypatch):
    """`tensorlint check proj` from a folder holding other code: without a marker the
    project is `proj`, the directory named, not the working directory with everything
    beside it (before, every file of the folder, other copies and a whole library
    included, was searched for callers: 17x slower on a folder of fetched projects)."""
    project = tmp_path / "proj"
    shutil.copytree(PROJECTS / "helper_called_from_script", project, ignore=shutil.ignore_patterns("pyproject.toml"))
    want = {(f"proj/{rel}", line, code) for rel, line, code in _expected(project)}
    assert _found(_cli("--no-cache", "proj", cwd=tmp_path)) == want
    from tensorlint.project.resolve import find_root

    monkeypatch.chdir(tmp_path)
    convert = str(project / "utils" / "convert.py")
    assert find_root(convert, (str(tmp_path), str(project))) == str(project)  # the deepest named
    assert find_root(convert, (str(tmp_path / "elsewhere"),)) == str(tmp_path)  # none holds it: the working directory
    assert find_root(convert) == str(tmp_path)


MATCHER = '''import numpy as np
import torch
from scipy.optimize import linear_sum_assignment
from torch import nn


class HungarianMatcher(nn.Module):
    @torch.no_grad()
    def forward(self, outputs, targets, epoch):
        C = torch.cdist(outputs["pred_boxes"], targets["boxes"])
        keep = linear_sum_assignment(C.cpu())
        self.schedule = np.linspace(0, 1, 10)
        print(self.schedule[epoch])
        return linear_sum_assignment(C)  # expect: TL003


class RandomFlipTransform(nn.Module):
    def forward(self, img):
        return np.asarray(img)[:, ::-1]


class NumpyInference(nn.Module):
    def forward(self, x, adj):
        return np.clip(adj @ x, 0, None)


def infer(features, adj):
    model = NumpyInference()
    return model(features.numpy(), adj)


class QNet(nn.Module):
    def forward(self, x):
        return x * 2


def choose_action(state):
    net = QNet()
    return torch.max(net.forward(torch.FloatTensor(state)), 0)[1].numpy()


class FaceCropper(nn.Module):
    def forward(self, img, save_path=None):
        if save_path is not None:
            np.save(save_path, np.zeros(3))
        return img
'''


def test_the_inputs_of_a_modules_forward_are_where_the_project_runs_it(tmp_path):
    """detr's HungarianMatcher is reached through `self.matcher(outputs, targets)`, built
    in another file: no caller shows what it gets. Its inputs are given where the module
    runs; a project that names an accelerator (main.py) may run it there. Numbers and flags
    (`epoch`), paths (facenet-pytorch's `save_path`), data transforms and modules this file
    calls itself (ogb's GCNInference, run on NumPy arrays) are not such inputs; a project that never names an accelerator runs on
    the CPU."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'detr'\n")
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "matcher.py").write_text(MATCHER)
    (tmp_path / "main.py").write_text("import torch\n\ndevice = torch.device('cuda')\n")
    found = _found(_cli("--no-cache", ".", cwd=tmp_path))
    assert found == {("models/matcher.py", 14, "TL003")}
    [d] = _cli("--no-cache", ".", cwd=tmp_path)
    assert [(e["line"], e.get("path")) for e in d["evidence"]] == [(9, None), (3, "main.py")]
    (tmp_path / "main.py").write_text("import torch\n\ndevice = torch.device('cpu')\n")
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == set()


def test_caller_sessions_share_the_summaries_that_never_read_the_checked_module(tmp_path, monkeypatch):
    """Each caller of a checked helper is analysed with the helper's own analysis stood in
    (callers.py); the modules those callers import that never read the helper are the same
    for every caller and are summarised once (before: once per caller, most of the cost of
    a project run)."""
    from tensorlint.config.settings import Settings
    from tensorlint.project import summaries
    from tensorlint.run.one_file import RunOptions, process_source

    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'shared'\n")
    (tmp_path / "shared.py").write_text("import torch\n\nDEVICE = 'cuda'\n")
    (tmp_path / "helpers.py").write_text("import torch\n\n\ndef to_np(x):\n    return x.numpy()\n")
    for name in ("a", "b", "c"):
        (tmp_path / f"{name}.py").write_text("import torch\nfrom shared import DEVICE\nfrom helpers import to_np\n\nto_np(torch.ones(2, device=DEVICE))\n")
    analysed: list[str] = []
    real = summaries.Session._analyse
    monkeypatch.setattr(summaries.Session, "_analyse", lambda self, file, raw: analysed.append(os.path.basename(file)) or real(self, file, raw))
    monkeypatch.setattr(summaries, "_MEMO", {})
    monkeypatch.chdir(tmp_path)
    result = process_source((tmp_path / "helpers.py").read_text(), "helpers.py", RunOptions(Settings()))
    assert [d.code for d in result.diagnostics] == ["TL001"]
    assert analysed.count("shared.py") == 1


def test_a_bf16_trainer_in_another_file_runs_the_steps_in_bfloat16(tmp_path):
    """The LightningModule lives in models/, the Trainer(precision="bf16-mixed") in train.py:
    the module's steps run under bfloat16 autocast all the same (16-mixed is float16, which
    NumPy has)."""
    import textwrap

    from tests.test_judgement import CASES

    module = textwrap.dedent(CASES["lightning-bf16-mixed-steps-run-in-bfloat16"]).lstrip("\n").split("def main():")[0]
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'lb'\n")
    (tmp_path / "models").mkdir()
    (tmp_path / "models" / "lit.py").write_text(module)
    train = "import lightning as L\nfrom models.lit import Lit\n\ntrainer = L.Trainer(accelerator='gpu', precision='bf16-mixed')\ntrainer.fit(Lit())\n"
    (tmp_path / "train.py").write_text(train)
    diagnostics = _cli("--no-cache", ".", cwd=tmp_path)
    assert _found(diagnostics) == {("models/lit.py", 21, "TL004")}
    assert diagnostics[0]["evidence"][-1] == {"line": 4, "path": "train.py", "text": "`Trainer(precision=\"bf16-mixed\")` runs the LightningModule's steps in bfloat16"}
    (tmp_path / "train.py").write_text(train.replace("bf16-mixed", "16-mixed"))
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == set()


def test_a_bf16_trainer_for_another_module_leaves_this_one_alone(tmp_path):
    """A monorepo: svc_b's train.py fits its own module in bfloat16; svc_a's LightningModule,
    which no Trainer file names, is not run in bfloat16 by it (a false TL004 before)."""
    import textwrap

    from tests.test_judgement import CASES

    module = textwrap.dedent(CASES["lightning-bf16-mixed-steps-run-in-bfloat16"]).lstrip("\n").split("def main():")[0]
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'mono'\n")
    (tmp_path / "svc_a").mkdir()
    (tmp_path / "svc_a" / "lit.py").write_text(module)
    (tmp_path / "svc_b").mkdir()
    (tmp_path / "svc_b" / "other.py").write_text("import lightning as L\n\nclass Other(L.LightningModule):\n    pass\n")
    train = "import lightning as L\nfrom svc_b.other import Other\n\ntrainer = L.Trainer(accelerator='gpu', precision='bf16-mixed')\ntrainer.fit(Other())\n"
    (tmp_path / "svc_b" / "train.py").write_text(train)
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == set()
    (tmp_path / "svc_b" / "train.py").write_text(train.replace("Other", "Lit").replace("svc_b.other", "svc_a.lit"))
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("svc_a/lit.py", 21, "TL004")}


def test_a_helper_fix_that_depends_on_a_caller_is_unsafe():
    """`np.mean(values)` in a helper is TL007 only because train.py passes a tensor;
    `np.mean(values.numpy())` would break the callers that pass lists, so it is not safe."""
    diagnostics = _cli("--no-cache", "stats.py", cwd=PROJECTS / "helper_param_layout_and_kind")
    tl007 = [d for d in diagnostics if d["code"] == "TL007"]
    assert tl007 and all(d["fix"]["safety"] == "unsafe" for d in tl007)
    assert all("summarize()` called with `features`" in d["message"] for d in tl007)


EVALUATOR = 'import numpy as np\n\n\nclass Evaluator:\n    def __init__(self):\n        self.results = []\n\n    def update(self, predictions):\n        for image_id, prediction in predictions.items():\n            masks = prediction["masks"] > 0.5\n            self.results.extend(np.array(mask[0]) for mask in masks)\n'
ENGINE = 'import torch\n\nfrom coco_eval import Evaluator\n\n\n@torch.no_grad()\ndef evaluate(model, postprocessors, loader, device):\n    evaluator = Evaluator()\n    for samples, targets in loader:\n        outputs = model(samples.to(device))\n        results = postprocessors["bbox"](outputs)\n        if "segm" in postprocessors.keys():\n            results = postprocessors["segm"](results, outputs)\n        res = {t["image_id"].item(): r for t, r in zip(targets, results)}\n        evaluator.update(res)\n    return evaluator\n'


def test_a_callers_unplaceable_outputs_do_not_report_inside_the_checked_class(tmp_path):
    """detr's CocoEvaluator.update(res), called from engine.py with the output of a
    postprocessor the analysis cannot place (its masks are moved to the CPU inside it): the
    checked module's own class, seen from a caller, keeps the container reading of
    `evaluator.update(res)` (a false TL003 in the review of detr otherwise), while another
    file's class applies its method (fixtures/projects/meters_in_another_file)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'd'\n")
    (tmp_path / "coco_eval.py").write_text(EVALUATOR)
    (tmp_path / "engine.py").write_text(ENGINE)
    assert _found(_cli("--no-cache", "coco_eval.py", cwd=tmp_path)) == set()


def test_a_framework_in_the_tables_answers_from_them_inside_its_own_sources(tmp_path):
    """accelerate's own repository defines `accelerate.Accelerator`: its `prepare()` is still
    what the tables say (each argument prepared: a data loader's batches on the process's
    device), not the summary of its source, which joins what every branch returns (in
    accelerate itself: a MegatronEngine for every argument, which gave its loaders' batches
    grad and four false TL008s)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'accelerate'\n")
    (tmp_path / "accelerate").mkdir()
    (tmp_path / "accelerate" / "__init__.py").write_text("from .accelerator import Accelerator\n")
    (tmp_path / "accelerate" / "accelerator.py").write_text(
        "import torch\n\n\nclass Accelerator:\n    def prepare(self, *args):\n"
        "        return tuple(torch.nn.Linear(2, 2) for _ in args)\n"
    )
    (tmp_path / "train.py").write_text(
        "import numpy as np\nimport torch\nfrom accelerate import Accelerator\n\n"
        "accelerator = Accelerator()\n"
        "model, loader = accelerator.prepare(torch.nn.Linear(2, 2), [torch.ones(2)])\n"
        "for batch in loader:\n"
        "    print(np.asarray(batch))\n"
    )
    diagnostics = _cli("--no-cache", ".", cwd=tmp_path)
    assert _found(diagnostics) == {("train.py", 8, "TL003")}
    assert diagnostics[0]["evidence"][-1]["line"] == 6


def test_a_pil_images_size_is_two_numbers(tmp_path):
    """facenet-pytorch's MTCNN.select_boxes: `img.width / 2` of a forward input (a PIL image;
    a tensor has no width) is a number, not a tensor on the device where the module runs."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'det'\n")
    (tmp_path / "detector.py").write_text(
        "import numpy as np\nimport torch\n\n\nclass Detector(torch.nn.Module):\n"
        "    def forward(self, img):\n"
        "        box_centers = np.load('centers.npy')\n"
        "        img_center = (img.width / 2, img.height / 2)\n"
        "        offsets = box_centers - img_center\n"
        "        image = np.asarray(img)\n"
        "        return np.sum(np.power(offsets, 2.0), 1), image\n\n\n"
        "detector = Detector().to('cuda')\n"
    )
    # (the image itself is still a forward input that may be on the device)
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("detector.py", 10, "TL003")}


def test_a_property_of_another_files_module_class_is_read(tmp_path):
    """`policy.is_recurrent` (a @property of a module class in another file) runs its getter
    (it crashed the facts pass once: a property read has no call node); `policy.device`'s
    getter returns where the policy's parameters are."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'rl'\n")
    (tmp_path / "model.py").write_text(
        "import torch\n\n\nclass Policy(torch.nn.Module):\n"
        "    def __init__(self):\n        super().__init__()\n        self.fc = torch.nn.Linear(2, 2)\n        self._recurrent = False\n\n"
        "    @property\n    def is_recurrent(self):\n        return self._recurrent\n\n"
        "    @property\n    def device(self):\n        return self.fc.weight.device\n"
    )
    (tmp_path / "main.py").write_text(
        "import torch\nfrom model import Policy\n\npolicy = Policy().cuda()\n"
        "if policy.is_recurrent:\n    print('recurrent')\n"
        "noise = torch.zeros(2, device=policy.device)\n"
        "print(noise.numpy())\n"
    )
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("main.py", 8, "TL001")}


def test_a_classs_own_to_method_moves_what_it_holds(tmp_path):
    """tensorly-torch's TensorizedMatrix (and pytorch-a2c-ppo-acktr-gail's RolloutStorage):
    a plain class whose `to(device)` moves its tensors and returns `self`, called from another
    file; the class's method that converts what it is handed is reported in its own file
    (whose methods nobody in it calls: kept, not sliced away, because other files call them)."""
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'tz'\n")
    (tmp_path / "tensorized.py").write_text(
        "import numpy as np\nimport torch\n\n\nclass TensorizedMatrix:\n"
        "    def __init__(self, shape, device='cpu'):\n        self.shape = tuple(shape)\n        self.data = torch.randn(*self.shape, device=device)\n\n"
        "    def to(self, device):\n        self.data = self.data.to(device)\n        return self\n\n"
        "    def index_to_coords(self, flat_index):\n        return np.unravel_index(flat_index, self.shape)\n"
    )
    (tmp_path / "main.py").write_text(
        "import torch\nfrom tensorized import TensorizedMatrix\n\n"
        "device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')\n"
        "tm = TensorizedMatrix((4, 4)).to(device)\n"
        "flat = torch.argmax(tm.data.abs())\n"
        "print(tm.index_to_coords(flat), tm.data.numpy())\n"
    )
    assert _found(_cli("--no-cache", ".", cwd=tmp_path)) == {("tensorized.py", 15, "TL003"), ("main.py", 7, "TL001")}


CYCLE_FILES = {
    "pyproject.toml": "[project]\nname = 'cycle'\n",
    # models.py and utils.py import each other (utils only inside a function, as real
    # projects close a cycle "to avoid a circular import").
    "models.py": "import torch\nfrom utils import to_np\n\nDEVICE = 'cuda'\n\n\ndef report(x):\n    return to_np(x)\n",
    "utils.py": "import torch\n\n\ndef to_np(x):\n    return x.numpy()\n\n\ndef load():\n    from models import DEVICE\n    return torch.zeros(2, device=DEVICE)\n",
    "a.py": "import torch\nfrom models import DEVICE\nfrom utils import load\n\nout = torch.ones(2, device=DEVICE).numpy()\nlate = load().numpy()\n",
    "b.py": "import torch\nfrom models import report\nfrom utils import load\n\nreport(load())\n",
}
CYCLE_FILES["c.py"] = CYCLE_FILES["d.py"] = CYCLE_FILES["a.py"]


def test_modules_in_an_import_cycle_are_summarised_once_per_level_whichever_file_is_checked(tmp_path, monkeypatch):
    """A module in an import cycle used to be summarised again for every checked file (a
    summary made across a cycle was cut wherever the traversal met it, so it could not be
    memoised): most of a cyclic project's run (yolov5: 4 min). The cycle is now cut at a
    fixed depth whoever asks (summaries.LEVELS), so each module is summarised at most once
    per level, and a file's findings do not depend on what was checked before it."""
    from tensorlint.config.settings import Settings
    from tensorlint.project import summaries
    from tensorlint.run.one_file import RunOptions, process_source

    for name, text in CYCLE_FILES.items():
        (tmp_path / name).write_text(text)
    analysed: list[str] = []
    real = summaries.Session._analyse
    # (the sessions of a helper's callers, which stand the helper in, make their own)
    def counted(self, file, raw):
        if not self.provided:
            analysed.append(os.path.basename(file))
        return real(self, file, raw)

    monkeypatch.setattr(summaries.Session, "_analyse", counted)
    monkeypatch.chdir(tmp_path)

    def found(name):
        result = process_source((tmp_path / name).read_text(), name, RunOptions(Settings()))
        return sorted((d.start.line, d.code) for d in result.diagnostics)

    monkeypatch.setattr(summaries, "_MEMO", {})
    alone = found("a.py")
    assert alone == [(5, "TL001"), (6, "TL001")]
    monkeypatch.setattr(summaries, "_MEMO", {})
    analysed.clear()
    together = {name: found(name) for name in ("b.py", "c.py", "models.py", "utils.py", "d.py", "a.py")}
    assert together["a.py"] == alone
    assert together["utils.py"] == [(5, "TL001")]  # `report(load())` in b.py, through models.py
    assert analysed.count("models.py") <= 3  # (levels 0, 1 and 2: summaries.LEVELS)


def test_a_settings_dict_a_caller_passes_is_no_list_of_tensors():
    """`device = net_params["device"]`: the dict holds a device, so the helper's `.numpy()`
    of one tensor gets the tensor's hint, not the one for lists of tensors."""
    diagnostics = _cli("--no-cache", "train/metrics.py", cwd=PROJECTS / "helper_imported_under_another_name")
    [finding] = diagnostics
    assert "Use `targets.cpu().numpy()`" in finding["message"]
    assert "before collecting it" not in finding["message"]
