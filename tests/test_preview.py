"""The preview tier (as ruff's): rules marked `preview` run only with `--preview` or
`preview = true`; every other rule runs either way."""

from __future__ import annotations

import textwrap

from click.testing import CliRunner

from tensorlint.cli.app import main
from tensorlint.config.settings import Settings
from tensorlint.rules import all_rules, is_active
from tensorlint.run.checker import check_source

LOOP = textwrap.dedent(
    """\
    import torch
    model = torch.nn.Linear(2, 1).cuda()
    for step in range(10):
        loss = model(torch.ones(2).cuda()).sum()
        loss.backward()
        print(loss.item())
    """
)


def test_preview_rules_run_only_in_preview():
    assert "TL102" not in {d.code for d in check_source(LOOP, "t.py", Settings())}
    assert "TL102" in {d.code for d in check_source(LOOP, "t.py", Settings(preview=True))}
    for rule in all_rules():
        assert is_active(rule.code, Settings()) == (not rule.preview)
        assert is_active(rule.code, Settings(preview=True))


def test_preview_from_the_command_line_and_the_config(tmp_path):
    (tmp_path / "train.py").write_text(LOOP)
    runner = CliRunner()
    default = runner.invoke(main, ["check", "--no-cache", str(tmp_path / "train.py")])
    assert "TL102" not in default.output
    flag = runner.invoke(main, ["check", "--no-cache", "--preview", str(tmp_path / "train.py")])
    assert "TL102" in flag.output and flag.exit_code == 1
    (tmp_path / "pyproject.toml").write_text("[tool.tensorlint]\npreview = true\n")
    configured = runner.invoke(main, ["check", "--no-cache", str(tmp_path / "train.py")])
    assert "TL102" in configured.output
    off = runner.invoke(main, ["check", "--no-cache", "--no-preview", str(tmp_path / "train.py")])
    assert "TL102" not in off.output


def test_rule_documentation_says_preview():
    result = CliRunner().invoke(main, ["rule", "TL102"])
    assert "preview" in result.output and "--preview" in result.output
