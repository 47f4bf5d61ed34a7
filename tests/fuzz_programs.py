"""Program generators and the properties every program must satisfy, shared by the CI fuzz
test (tests/test_fuzz.py) and the long run (bench/fuzz.py).

Two sources of programs:
- hypothesmith's grammar- and libcst-based generators: arbitrary valid Python, with
  `import torch` / `import numpy as np` prepended so that the analysis runs on it;
- `tensor_programs()`: generated code (hypothesmith) with tensor-conversion snippets spliced
  between its statements and inside functions, `with torch.no_grad()`, loops and branches,
  with odd layout (parentheses, comments, CRLF), so that fixes actually happen.
"""

from __future__ import annotations

import hypothesmith
import libcst as cst
from hypothesis import strategies as st

from tensorlint.run.checker import InternalError, check_source, fix_source
from tensorlint.config.settings import Settings

HEADER = "import torch\nimport numpy as np\n"
# Exhaustive: the prefilter must not hide a crash of the analysis.
SETTINGS = Settings(prefilter=False, force_torch=True)
SETTINGS_CONVERTER = Settings(prefilter=False, force_torch=True, fix_style="converter")
SETTINGS_STRICT = Settings(prefilter=False, force_torch=True, strict=True)

NAMES = ["t", "x", "out", "self.w", "batch[0]", "model(x)", "logits", "probs"]
CREATE = [
    "{n} = torch.ones(3).cuda()",
    "{n} = torch.randn(2, device='cuda', dtype=torch.bfloat16)",
    "{n} = torch.zeros(4).to(device)",
    "{n} = torch.nn.Parameter(torch.ones(2))",
    "{n} = model(torch.ones(2))",
    "{n} = torch.ones(2, requires_grad=True)",
    "{n} = torch.ones(2).to(torch.bfloat16)",
    "{n} = torch.ones(2, dtype=torch.complex32)",
    "{n} = torch.ones(2).cpu()",
    "{n} = torch.ones(2).detach()",
    "{n}, _ = model(x).max(dim=1)",
    "{n} = [torch.ones(2).cuda() for _ in range(3)]",
]
SETUP = [
    "device = 'cuda' if torch.cuda.is_available() else 'cpu'",
    "model = torch.nn.Linear(2, 2).cuda()",
    "model = torch.nn.Linear(2, 2).to(device)",
    "torch.set_default_device('cuda')",
    "model.eval()",
    "x = torch.ones(2, device=device)",
]
CONVERT = [
    "{n}.numpy()",
    "({n}).numpy()",
    "({n}  # comment\n).numpy()",
    "{n}.numpy(force=True)",
    "({n} + 1).numpy()",
    "{n}[0].numpy()",
    "{n}.float().numpy()",
    "{n}.detach().numpy()",
    "np.array({n})",
    "np.asarray({n}, dtype=np.float32)",
    "np.argmax({n})",
    "np.stack([{n}, {n}])",
    "np.mean([{n}])",
    "np.array([{n}.cuda(), {n}])",
    "{n}.tolist()",
    "arr[0] = {n}",
    "plt.plot({n})",
    "{n}.numpy().tolist()",
    "-{n}.numpy()",
    "[{n}.numpy() for _ in range(2)]",
    "lambda: {n}.numpy()",
    "f'{{{n}.numpy()}}'",
    "{n}.numpy() if {n} is not None else None",
]
WRAP = [
    "{body}",
    "with torch.no_grad():\n    {body}",
    "with torch.autocast('cuda', dtype=torch.bfloat16):\n    {body}",
    "def helper({p}):\n    {body}\n    return {p}",
    "@torch.no_grad()\ndef helper2():\n    {body}",
    "for i in range(3):\n    {body}",
    "if cond:\n    {body}\nelse:\n    pass",
    "try:\n    {body}\nexcept Exception:\n    pass",
    "class M(torch.nn.Module):\n    def forward(self, x):\n        {body}\n        return x",
    "while False:\n    {body}",
    "match cmd:\n    case 1:\n        {body}",
]


def _indent(text: str, prefix: str) -> str:
    return text.replace("\n", "\n" + prefix)


@st.composite
def snippet(draw) -> str:
    name = draw(st.sampled_from(NAMES))
    simple = name if name.isidentifier() else "t"
    lines = []
    if draw(st.booleans()):
        lines.append(draw(st.sampled_from(SETUP)))
    lines.append(draw(st.sampled_from(CREATE)).format(n=simple))
    conversion = draw(st.sampled_from(CONVERT)).format(n=draw(st.sampled_from([simple, name])))
    if not conversion.startswith("arr[") and draw(st.booleans()):
        conversion = f"y = {conversion}"
    lines.append(conversion)
    body = "\n".join(lines)
    wrap = draw(st.sampled_from(WRAP))
    prefix = " " * (len(wrap.split("{body}")[0].rsplit("\n", 1)[-1]))
    return wrap.format(body=_indent(body, prefix), p=simple)


_GENERATED: dict[bool, st.SearchStrategy[str]] = {}


def generated_code(*, slow: bool = False) -> st.SearchStrategy[str]:
    """Arbitrary valid modules from hypothesmith: grammar-based, and (with `slow`, about
    four times slower to draw) also libcst-node-based. Built once: building one compiles
    the grammar (about a second)."""
    if slow not in _GENERATED:
        grammar = hypothesmith.from_grammar()
        _GENERATED[slow] = st.one_of(grammar, hypothesmith.from_node()) if slow else grammar
    return _GENERATED[slow]


def top_level_statements(code: str) -> list[str]:
    """The module's statements as text (header comments go with the first)."""
    try:
        module = cst.parse_module(code)
    except cst.ParserSyntaxError:  # hypothesmith's grammar is a little wider than libcst's
        return []
    statements = [module.code_for_node(stmt) for stmt in module.body]
    if statements:
        statements[0] = "".join(module.code_for_node(line) for line in module.header) + statements[0]
    return statements


@st.composite
def tensor_programs(draw, slow: bool = False) -> str:
    """One generated module (hypothesmith draws record targets, so one draw per example)
    with conversion snippets spliced between its top-level statements."""
    statements = top_level_statements(draw(generated_code(slow=slow)))
    snippets = draw(st.lists(snippet(), min_size=1, max_size=4))
    for text in snippets:
        at = draw(st.integers(0, len(statements)))
        statements.insert(at, text + "\n")
    text = HEADER + "".join(s if s.endswith(("\n", "\r")) else s + "\n" for s in statements)
    if draw(st.booleans()):
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    if draw(st.booleans()):
        text = text.rstrip("\r\n")  # no final newline
    return text


def with_header(code: str) -> str:
    return HEADER + code


# --------------------------------------------------------------------------- properties


def parses(text: str) -> bool:
    try:
        cst.parse_module(text)
    except cst.ParserSyntaxError:
        return False
    return True


def only_insertions(before: str, after: str) -> bool:
    """`after` is `before` with text inserted (nothing removed or replaced): `before` is a
    subsequence of `after`."""
    rest = iter(after)
    return all(char in rest for char in before)


def check_properties(source: str, settings: Settings = SETTINGS, *, fixes: bool = True) -> dict:
    """Assert the fuzz properties on one program; returns a few counts for the report.

    - check_source raises nothing and notes no internal error;
    - a fixed text parses, fixing it again changes nothing (idempotent), and checking it
      reports no fixable finding; with fix-style "chain" every change is an insertion.
    """
    notes: list[InternalError] = []
    diagnostics = check_source(source, "fuzz.py", settings, notes=notes)
    assert not notes, [str(n) + "\n" + n.traceback for n in notes]
    counts = {"diagnostics": len(diagnostics), "fixed": 0}
    if not fixes or any(d.code == "TL999" for d in diagnostics):
        return counts
    result = fix_source(source, "fuzz.py", settings, unsafe=True)  # raises FixError if a fix breaks the code
    assert not result.notes, [str(n) + "\n" + n.traceback for n in result.notes]
    if result.source != source:
        counts["fixed"] = result.fixed
        assert parses(result.source)
        again = fix_source(result.source, "fuzz.py", settings, unsafe=True)
        assert again.source == result.source, "fix is not idempotent"
        if settings.fix_style == "chain":
            assert only_insertions(source, result.source)
    after = check_source(result.source, "fuzz.py", settings)
    fixable = [d for d in after if d.fix is not None]
    assert not fixable, [(d.start, d.code, d.message) for d in fixable]
    return counts
