"""The results cache and the process pool: same findings cold, warm, with one job or two;
entries invalidated by content, settings and version; `tensorlint clean`."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from tensorlint.files import cache

from tensorlint.run import checker

from tensorlint.files import discovery
from tensorlint.run import many_files
from tensorlint.run import one_file
from tensorlint.cli.app import main
from tensorlint.config.settings import Settings

ROOT = Path(__file__).resolve().parent.parent

BUGGY = """import torch
x = torch.ones(2, device="cuda", requires_grad=True)
print(x.numpy())
"""


@pytest.fixture
def proj(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "bug.py").write_text(BUGGY)
    (tmp_path / "src" / "clean.py").write_text("import torch\nprint(torch.ones(2).sum())\n")
    (tmp_path / "src" / "broken.py").write_text("def f(:\n")
    return tmp_path


def run(*args):
    return CliRunner().invoke(main, list(args))


def check_json(*args) -> list[dict]:
    r = run("check", "--output-format", "json", "--exit-zero", *args)
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def forbid_checking(monkeypatch):
    def refuse(*_args, **_kwargs):
        raise AssertionError("a warm run must not check anything")

    monkeypatch.setattr(checker, "check_source", refuse)
    monkeypatch.setattr(checker, "fix_source", refuse)


def test_warm_run_checks_nothing_and_reports_the_same(proj, monkeypatch):
    cold = check_json("-j", "1", "src")
    assert {d["code"] for d in cold} >= {"TL001", "TL002", "TL999"}
    assert (proj / cache.CACHE_DIR_NAME).is_dir()
    forbid_checking(monkeypatch)
    assert check_json("-j", "1", "src") == cold
    # Every output format reads the cached diagnostics (code frames need the source).
    r = run("check", "-j", "1", "src")
    assert r.exit_code == 1 and "print(x.numpy())" in r.stdout


def test_cold_warm_one_job_two_jobs_identical_on_the_fixtures(tmp_path, monkeypatch):
    fixtures = ROOT / "fixtures"
    if not fixtures.is_dir():
        pytest.skip("no fixtures")
    shutil.copytree(fixtures, tmp_path / "fixtures")
    monkeypatch.chdir(tmp_path)
    cold = check_json("fixtures")
    assert len(cold) > 20
    warm = check_json("fixtures")
    one = check_json("--no-cache", "-j", "1", "fixtures")
    two = check_json("--no-cache", "-j", "2", "fixtures")
    exhaustive = check_json("--no-cache", "--no-prefilter", "fixtures")
    assert cold == warm == one == two == exhaustive


def test_pool_keeps_sorted_order_and_reports_each_file(proj):
    for i in range(12):
        (proj / "src" / f"m{i:02}.py").write_text(BUGGY * (12 - i))  # larger files first in the pool
    found = discovery.discover(["src"])
    one = many_files.run(found, one_file.RunOptions(), jobs=1)
    two = many_files.run(found, one_file.RunOptions(), jobs=2)
    assert [r.path for r in two.results] == [r.path for r in one.results] == [d for d, _ in found.files]
    assert two.diagnostics == one.diagnostics


def test_this_process_and_the_workers_share_the_files(proj, monkeypatch):
    """Workers take the largest files, this process the smallest; every file once."""
    import os

    from tensorlint.run import parallel

    monkeypatch.setattr(parallel, "POOL_AFTER_SECONDS", 0.0)  # workers at once

    for i in range(12):
        (proj / "src" / f"m{i:02}.py").write_text(BUGGY * (12 - i))
    found = discovery.discover(["src"])
    seen: dict[int, list[str]] = {}
    real = one_file.process_file

    def spy(fs_path, display, options):
        seen.setdefault(os.getpid(), []).append(display)
        return real(fs_path, display, options)

    monkeypatch.setattr(one_file, "process_file", spy)
    result = many_files.run(found, one_file.RunOptions(), jobs=2)
    assert [r.path for r in result.results] == [d for d, _ in found.files]
    mine = seen[os.getpid()]
    assert mine and len(mine) < len(found.files)  # the rest went to the worker
    assert "src/m00.py" not in mine  # the largest file is a worker's


def test_memory_is_handed_back_only_after_a_file_libcst_parsed(proj, monkeypatch):
    from tensorlint.run import parallel

    trims = []
    monkeypatch.setattr(parallel, "_trim_memory", lambda: trims.append(1))
    monkeypatch.setattr(parallel, "TRIM_AFTER_PARSED_CHARS", len(BUGGY))
    (proj / "src" / "plain.py").write_text("import os\n" * 5000)  # ruled out by the prefilter
    parallel._work(str(proj / "src" / "plain.py"), "src/plain.py", one_file.RunOptions())
    assert trims == []
    parallel._work(str(proj / "src" / "bug.py"), "src/bug.py", one_file.RunOptions())
    assert trims == [1]


def test_workers_are_not_forked_while_another_thread_runs(proj, monkeypatch):
    """A lock held by another thread at a fork stays held in the child: a full test run hung
    in a forked worker (futex wait) after other tests had left threads behind."""
    import threading

    from tensorlint.run import parallel

    from tensorlint.parse.guard import DEEP_THREAD_NAME

    alone = all(t is threading.main_thread() or t.name == DEEP_THREAD_NAME for t in threading.enumerate())
    assert parallel._context().get_start_method() == ("fork" if alone else "spawn")
    stop = threading.Event()
    other = threading.Thread(target=stop.wait, name="someone-elses")
    other.start()
    try:
        assert parallel._context().get_start_method() == "spawn"
        monkeypatch.setattr(parallel, "POOL_AFTER_SECONDS", 0.0)
        for i in range(6):
            (proj / "src" / f"m{i}.py").write_text(BUGGY * (6 - i))
        found = discovery.discover(["src"])
        two = many_files.run(found, one_file.RunOptions(), jobs=2)
        one = many_files.run(found, one_file.RunOptions(), jobs=1)
        assert two.diagnostics == one.diagnostics and len(one.diagnostics) > 6
    finally:
        stop.set()
        other.join()


def test_a_run_this_process_finishes_quickly_starts_no_pool(proj, monkeypatch):
    from tensorlint.run import parallel

    def no_pool():
        raise AssertionError("a pool was started")

    monkeypatch.setattr(parallel, "_context", no_pool)
    monkeypatch.setattr(parallel, "POOL_AFTER_SECONDS", 60.0)
    (proj / "src" / "huge.py").write_text(BUGGY + "# padding\n" * (parallel.HUGE_FILE_BYTES // 10))
    found = discovery.discover(["src"])
    result = many_files.run(found, one_file.RunOptions(), jobs=4)
    assert [r.path for r in result.results] == [d for d, _ in found.files]
    by_path = {r.path: r for r in result.results}
    assert [d.code for d in by_path["src/huge.py"].diagnostics] == ["TL001", "TL002"]


def test_a_dead_worker_loses_only_the_files_handed_to_it(proj, monkeypatch):
    """Its files become internal errors; the files not yet handed out are checked here."""
    import os

    from tensorlint.run import parallel

    monkeypatch.setattr(parallel, "POOL_AFTER_SECONDS", 0.0)

    (proj / "src" / "big.py").write_text(BUGGY * 50)  # the largest: a worker's first file
    for i in range(6):
        (proj / "src" / f"m{i}.py").write_text(BUGGY)
    real = one_file.process_file
    parent = os.getpid()

    def dying(fs_path, display, options):
        if display.endswith("big.py") and os.getpid() != parent:
            os._exit(1)  # a worker killed, as for memory
        return real(fs_path, display, options)

    monkeypatch.setattr(one_file, "process_file", dying)  # forked workers inherit it
    found = discovery.discover(["src"])
    result = many_files.run(found, one_file.RunOptions(), jobs=2)
    died = [r.path for r in result.results if r.internal_error and "died" in r.internal_error]
    assert "src/big.py" in died and len(died) <= 2  # what was in flight to the worker
    checked = [r for r in result.results if r.path not in died]
    assert len(checked) == len(found.files) - len(died) >= 7
    for r in checked:
        assert r.internal_error is None
        expected = {"src/broken.py": ["TL999"], "src/clean.py": []}.get(r.path, ["TL001", "TL002"])
        assert [d.code for d in r.diagnostics] == expected, r.path


def test_fix_in_the_pool_writes_files(proj):
    for i in range(3):
        (proj / "src" / f"m{i}.py").write_text(BUGGY)
    r = run("check", "--fix", "-j", "2", "src")
    assert "x.detach().cpu().numpy()" in (proj / "src" / "m2.py").read_text()
    assert "x.detach().cpu().numpy()" in (proj / "src" / "bug.py").read_text()
    assert r.exit_code == 1  # broken.py remains


def test_changed_content_is_checked_again(proj, monkeypatch):
    check_json("-j", "1", "src")
    (proj / "src" / "clean.py").write_text(BUGGY)
    calls = []
    real = checker.check_source
    monkeypatch.setattr(checker, "check_source", lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    after = check_json("-j", "1", "src")
    assert calls == ["src/clean.py"]
    assert {d["path"] for d in after if d["code"] == "TL001"} == {"src/bug.py", "src/clean.py"}


def test_changed_settings_are_a_different_cache(proj, monkeypatch):
    check_json("-j", "1", "src")
    calls = []
    real = checker.check_source
    monkeypatch.setattr(checker, "check_source", lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    selected = check_json("-j", "1", "--select", "TL001", "src")
    assert {d["code"] for d in selected} == {"TL001"}
    assert len(calls) == 3
    calls.clear()
    check_json("-j", "1", "src")  # the first configuration's results are still there
    assert calls == []


def test_key_covers_version_code_and_every_setting():
    base = cache.settings_key(Settings())
    assert cache.settings_key(Settings()) == base
    assert cache.settings_key(Settings(), version="99.0") != base
    assert cache.settings_key(Settings(strict=True)) != base
    assert cache.settings_key(Settings(per_file_ignores=(("a/*", ("TL001",)),))) != base
    cache.code_fingerprint.cache_clear()
    try:
        assert cache.settings_key(Settings()) == base  # code unchanged on disk
    finally:
        cache.code_fingerprint.cache_clear()


def test_fingerprint_covers_the_whole_package(monkeypatch):
    # It once hashed only tensorlint/files/: an edited analysis kept serving old results.
    files = cache.code_files()
    assert {os.path.join("facts", "pytorch.py"), os.path.join("files", "cache.py"), "__init__.py", os.path.join("rules", "tl001_numpy_on_accelerator.py")} <= set(files)
    cache.code_fingerprint.cache_clear()
    base = cache.code_fingerprint()
    real_stat = os.stat
    edited = os.path.join(cache.PACKAGE_DIR, "facts", "pytorch.py")

    def stat(path, *args, **kwargs):
        st = real_stat(path, *args, **kwargs)
        if os.path.abspath(path) == edited:
            return os.stat_result((st.st_mode, st.st_ino, st.st_dev, st.st_nlink, st.st_uid, st.st_gid, st.st_size + 1, st.st_atime, st.st_mtime, st.st_ctime))
        return st

    monkeypatch.setattr(cache.os, "stat", stat)
    cache.code_fingerprint.cache_clear()
    try:
        assert cache.code_fingerprint() != base
    finally:
        monkeypatch.undo()
        cache.code_fingerprint.cache_clear()


def test_version_change_misses(proj, monkeypatch):
    check_json("-j", "1", "src")
    monkeypatch.setattr(cache, "__version__", "99.0")
    store = cache.Cache.open(cache.CACHE_DIR_NAME, Settings(), version="99.0")
    assert store.entries == {}


def test_corrupt_cache_is_a_miss(proj):
    cold = check_json("-j", "1", "src")
    for pickle_file in (proj / cache.CACHE_DIR_NAME).glob("*.pickle"):
        pickle_file.write_bytes(b"not a pickle")
    assert check_json("-j", "1", "src") == cold


def test_no_cache_writes_nothing(proj):
    check_json("--no-cache", "src")
    assert not (proj / cache.CACHE_DIR_NAME).exists()


def test_cache_dir_option_and_tag_files(proj):
    check_json("--cache-dir", "elsewhere", "src")
    tag = (proj / "elsewhere" / "CACHEDIR.TAG").read_text()
    assert tag.startswith("Signature: 8a477f597d28d172789f06886806bc55\n")
    assert (proj / "elsewhere" / ".gitignore").read_text().splitlines()[-1] == "*"
    assert not (proj / cache.CACHE_DIR_NAME).exists()


def test_clean(proj):
    check_json("src")
    r = run("clean")
    assert r.exit_code == 0 and "Removed cache" in r.stderr
    assert not (proj / cache.CACHE_DIR_NAME).exists()
    r = run("clean")
    assert r.exit_code == 0 and "No cache" in r.stderr


def test_clean_refuses_a_directory_that_is_not_a_cache(proj):
    (proj / "precious").mkdir()
    (proj / "precious" / "data.txt").write_text("keep me")
    r = run("clean", "--cache-dir", "precious")
    assert r.exit_code == 2 and "not a tensorlint cache" in r.stderr
    assert (proj / "precious" / "data.txt").exists()


def test_fix_mode_uses_only_empty_cached_results(proj, monkeypatch):
    check_json("-j", "1", "src")
    calls = []
    real = checker.fix_source
    monkeypatch.setattr(checker, "fix_source", lambda *a, **k: calls.append(a[1]) or real(*a, **k))
    run("check", "--fix", "-j", "1", "src")
    assert sorted(calls) == ["src/broken.py", "src/bug.py"]  # clean.py: nothing to fix, cached


def test_a_warm_run_loads_no_parser_pool_or_rule_registry(proj):
    """What a run served from the cache must not import: it costs start-up time on every
    pre-commit run (libcst about a quarter of a second; the others tens of milliseconds;
    pathspec is not needed for the built-in excludes outside a git work tree)."""
    import subprocess
    import sys

    args = [sys.executable, "-m", "tensorlint", "check", "--exit-zero", "--cache-dir", str(proj / "c"), "src"]
    probe = (
        "import runpy, sys\n"
        f"sys.argv = {args[2:]!r}\n"
        "sys.argv[0] = 'tensorlint'\n"
        "try:\n"
        "    runpy.run_module('tensorlint', run_name='__main__')\n"
        "except SystemExit:\n"
        "    pass\n"
        "print('LOADED', sorted(m for m in ('libcst', 'tensorlint.run.checker', 'tensorlint.rules', 'concurrent.futures.process', 'ctypes', 'tomllib', 'pathspec') if m in sys.modules))\n"
    )
    subprocess.run(args, cwd=proj, check=True, capture_output=True)  # fill the cache
    out = subprocess.run([sys.executable, "-c", probe], cwd=proj, check=True, capture_output=True, text=True).stdout
    assert "LOADED []" in out, out


# --------------------------------------------------------------------------- never stale, never lost


def _entries(directory) -> dict:
    import pickle

    out = {}
    for p in Path(directory).glob("*.pickle"):
        out.update(pickle.loads(p.read_bytes()))
    return out


def _writer(directory, names, barrier):
    """One process of a concurrent pair: both load the (empty) cache before either saves."""
    store = cache.Cache.open(directory, Settings())
    barrier.wait()
    for name in names:
        store.put(name, cache.Entry(cache.content_hash(name.encode()), []))
    store.save()


def test_two_concurrent_runs_leave_every_entry(tmp_path):
    import multiprocessing

    ctx = multiprocessing.get_context("fork")
    barrier = ctx.Barrier(2)
    names = [str(tmp_path / f"f{i:02}.py") for i in range(20)]
    procs = [ctx.Process(target=_writer, args=(str(tmp_path / "c"), names[i::2], barrier)) for i in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    assert sorted(_entries(tmp_path / "c")) == names


def test_concurrent_cli_runs_over_disjoint_files_keep_all_entries(tmp_path):
    """pre-commit's parallel batches: two real processes, each over half the files."""
    import subprocess
    import sys

    for i in range(20):
        (tmp_path / f"m{i:02}.py").write_text(BUGGY if i % 3 == 0 else "import torch\nx = 1\n")
    cmd = [sys.executable, "-m", "tensorlint", "check", "-j", "1", "--exit-zero"]
    files = sorted(p.name for p in tmp_path.glob("*.py"))
    procs = [subprocess.Popen(cmd + files[i::2], cwd=tmp_path, stdout=subprocess.DEVNULL) for i in range(2)]
    assert [p.wait(120) for p in procs] == [0, 0]
    assert sorted(_entries(tmp_path / cache.CACHE_DIR_NAME)) == sorted(str(tmp_path / f) for f in files)


def test_the_cache_goes_to_the_project_root(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'p'\n")
    pkg = tmp_path / "src" / "pkg"
    pkg.mkdir(parents=True)
    (pkg / "m.py").write_text(BUGGY)
    monkeypatch.chdir(pkg)
    assert run("check", ".").exit_code == 1
    assert (tmp_path / cache.CACHE_DIR_NAME).is_dir() and not (pkg / cache.CACHE_DIR_NAME).exists()
    # the same entry serves a run from the root, under the root's display path
    monkeypatch.chdir(tmp_path)
    r = run("check", "--output-format", "concise", "src/pkg/m.py")
    assert r.stdout.startswith("src/pkg/m.py:3:")
    assert run("clean").exit_code == 0 and not (tmp_path / cache.CACHE_DIR_NAME).exists()


CLEAN_SAME_SIZE = BUGGY.replace("print(x.numpy())", "print(x.size(0))")


def _coarse(monkeypatch, tick_ns: int) -> None:
    """Simulate a filesystem whose timestamps have `tick_ns` granularity."""
    real = cache.stat_key

    def stat_key(st):
        size, mtime, ctime, ino = real(st)
        return (size, mtime - mtime % tick_ns, ctime - ctime % tick_ns, ino)

    monkeypatch.setattr(cache, "stat_key", stat_key)
    if hasattr(cache, "filesystem_now"):
        real_now = cache.filesystem_now
        monkeypatch.setattr(cache, "filesystem_now", lambda d: (lambda t: t - t % tick_ns)(real_now(d)))


def test_a_racy_same_size_edit_is_checked_again(proj, monkeypatch):
    """A 1-second filesystem, an edit of the same size within the second of the cached run,
    the old mtime put back with os.utime: the stat is unchanged, the result must not be."""
    import os
    import time

    _coarse(monkeypatch, 1_000_000_000)
    target = proj / "src" / "racy.py"
    assert len(CLEAN_SAME_SIZE) == len(BUGGY)
    for _attempt in range(5):
        while time.time() % 1 > 0.3:  # start early in a second: all of it fits in this one
            time.sleep(0.05)
        second = int(time.time())
        target.write_text(CLEAN_SAME_SIZE)
        st = os.stat(target)
        cold = check_json("-j", "1", "src/racy.py")
        target.write_text(BUGGY)
        os.utime(target, ns=(st.st_atime_ns, st.st_mtime_ns))
        if int(time.time()) == second:
            break
    else:
        pytest.skip("could not keep the edit within one second")
    assert cold == []
    assert [d["code"] for d in check_json("-j", "1", "src/racy.py")] == ["TL001", "TL002"]


def test_an_entry_older_than_the_granularity_is_trusted_on_its_stat(proj, monkeypatch):
    import time

    monkeypatch.setattr(cache, "RACY_NS", 50_000_000)  # a fine-grained filesystem
    target = proj / "src" / "old.py"
    target.write_text("import torch\nx = 1\n")
    time.sleep(0.1)  # the file's last change is older than the granularity when it is read
    check_json("-j", "1", "src/old.py")
    opened = []
    real_open = open

    def spy(path, *args, **kwargs):
        opened.append(str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr("builtins.open", spy)
    assert check_json("-j", "1", "src/old.py") == []
    assert not any(p.endswith("old.py") for p in opened)  # not read: the stat proves it
