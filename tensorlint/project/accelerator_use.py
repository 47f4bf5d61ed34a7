"""Whether a project runs on an accelerator at all, and where it says so.

An `nn.Module`'s `forward` gets its inputs where the module runs; when nothing in the file
shows who calls it (a matcher or a post-processor reached through `self.matcher(...)`, built
in another file), the project's own words decide: a project that never names an
accelerator runs on the CPU, one that does (`.cuda()`, `device="cuda"`, `torch.cuda`) may
run its modules there. The first mention found (the checked file first, then the project's
files in order) is the evidence. The words come from tables.ACCELERATOR_WORDS.

The same text screens answer more questions about the project (QUESTIONS): where a
Lightning Trainer trains in bfloat16, whether every definition of a method runs under a
no-grad decorator (a model whose class a config chooses runs one of them), and where another
file hands a function to an HF Trainer as a device callback.

A project that starts naming an accelerator changes this fact for files that did not
change; the cache records only the file that gave the evidence, so that transition waits
for the checked file's next change (as for callers added in new files).
"""

from __future__ import annotations

import os
import re

from tensorlint.facts import tables as T
from tensorlint.facts.names import DEFAULT_DEVICE_CALL, HOST_DEVICE_ARGUMENT_RE
from tensorlint.project.imports_text import distance, imports_file
from tensorlint.project.listing import project_files, text_of

WORD = re.compile(r"\b(?:%s)\b" % "|".join(sorted(T.ACCELERATOR_WORDS)))
# A Lightning Trainer built with a bfloat16 precision (tables.LIGHTNING_BF16_PRECISIONS).
BF16_PRECISION = re.compile(r"""\bprecision\s*=\s*["'](%s)["']""" % "|".join(sorted(map(re.escape, T.LIGHTNING_BF16_PRECISIONS))))
TRAINER_NAMES = frozenset(q.rsplit(".", 1)[-1] for q in T.LIGHTNING_TRAINERS)


def first_line(text: str, pattern: re.Pattern) -> tuple[int, str] | None:
    """(line, what matched, its first group if it has one) of the first line whose code
    (comments aside) matches `pattern`, or None."""
    for number, line in enumerate(text.splitlines(), 1):
        found = pattern.search(line.split("#", 1)[0])
        if found:
            return number, found.group(1 if pattern.groups else 0)
    return None


def _first_in_project(session, question: str, pattern: re.Pattern, *, own_file: bool, needs: frozenset = frozenset(), names: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, match) of the first project file (the checked one first when
    `own_file`) with a line matching `pattern`, in a file that also names one of `needs`
    and, when given, the word `names`; memoised on the session per question. The file that
    answers keys the cache entry."""
    if question in session.first_lines:
        return session.first_lines[question]
    named = re.compile(rf"\b{re.escape(names)}\b") if names else None
    found = None
    others = [p for p in project_files(session.root) if p != session.file] if session.root else []
    for path in ([session.file] if own_file else []) + others:
        text = text_of(path)
        if not text or (needs and not any(word in text for word in needs)) or not pattern.search(text):  # (the cheap test first)
            continue
        if named is not None and not named.search(text):
            continue
        line = first_line(text, pattern)
        if line is not None:
            found = (path, *line)
            if path != session.file:
                session.note_read(path)
            break
    session.first_lines[question] = found
    return found


def project_evidence(session, about: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, word) of the first mention of an accelerator in the checked file or
    its project."""
    return _first_in_project(session, "accelerator", WORD, own_file=True)


def bf16_trainer(session, about: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, precision) where another file of the project that names the
    LightningModule class `about` builds a Lightning `Trainer(precision="bf16-mixed")` (a
    train.py that imports it), or None. A Trainer elsewhere in a monorepo trains other
    modules. The checked file's own Trainer is the facts pass's (facts/calls.py)."""
    return _first_in_project(session, f"bf16-trainer:{about}", BF16_PRECISION, own_file=False, needs=TRAINER_NAMES, names=about)


# A decorator named for a no-grad context (tables.NO_GRAD_CONTEXTS: `@torch.no_grad()`,
# `@torch.inference_mode()`, a project's `@smart_inference_mode()`, as facts/scopes.py reads them).
NO_GRAD_DECORATOR = re.compile(r"^\s*@[\w.]*(?:%s)\b" % "|".join(sorted({q.rsplit(".", 1)[-1] for q in T.NO_GRAD_CONTEXTS})))


def no_grad_method(session, name: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, name) of a project definition of the method `name` when every one the
    project holds runs under a no-grad decorator (ldm's `@torch.no_grad() def
    decode_first_stage`): a model whose class a config chooses runs one of them. None when
    one does not, or none is there. Memoised on the session per name."""
    key = f"no-grad-method:{name}"
    if key in session.first_lines:
        return session.first_lines[key]
    found, every = None, True
    definition = re.compile(rf"^\s*def\s+{re.escape(name or '')}\s*\(", re.MULTILINE)
    for path in project_files(session.root) if session.root and name else ():
        text = text_of(path)
        if not text or not definition.search(text):
            continue
        lines = text.splitlines()
        for match in definition.finditer(text):
            number = text.count("\n", 0, match.start()) + 1
            above = number - 2
            decorated = False
            while above >= 0 and lines[above].lstrip().startswith("@"):
                decorated = decorated or NO_GRAD_DECORATOR.search(lines[above]) is not None
                above -= 1
            if not decorated:
                every = False
                break
            if found is None:
                found = (path, number, name)
                if path != session.file:
                    session.note_read(path)
        if not every:
            break
    session.first_lines[key] = found if every else None
    return session.first_lines[key]


HF_TRAINER_NAMES = frozenset(q.rsplit(".", 1)[-1] for q in T.HF_TRAINERS)


def device_callback(session, name: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, keyword) where another project file hands the function `name` to an HF
    Trainer as one of its device callbacks (tables.HF_DEVICE_CALLBACKS:
    `Trainer(..., preprocess_logits_for_metrics=preprocess_logits_for_metrics)` in a train.py
    that imports it from metrics.py), or None. The checked file's own Trainer call is the
    facts pass's (facts/calls.py). One pass over the project's text per session finds every
    function handed over; each name then needs only its candidates' imports."""
    key = f"device-callback:{name}"
    if key in session.first_lines:
        return session.first_lines[key]
    handed = _handed_callbacks(session)
    found = None
    here = os.path.dirname(session.file)
    for path, line, keyword in sorted(handed.get(name or "", ()), key=lambda c: (distance(here, c[0]), c[0])):
        # Only a file that imports this one hands *this* function over.
        if imports_file(path, text_of(path) or "", session.file, session.root):
            found = (path, line, keyword)
            session.note_read(path)
            break
    session.first_lines[key] = found
    return found


CALLBACK_KEYWORD = re.compile(r"\b(%s)\s*=\s*(?:\w+\.)*(\w+)" % "|".join(sorted(T.HF_DEVICE_CALLBACKS | T.HF_BATCH_CALLBACKS)))
BATCH_EVAL = re.compile(r"\b%s\s*=\s*True\b" % T.HF_BATCH_EVAL_KEYWORD)


def _handed_callbacks(session) -> dict[str, list[tuple[str, int, str]]]:
    """Every name the project's other files hand to an HF Trainer as a device callback, with
    where: {name: [(path, line, keyword)]}; memoised on the session."""
    key = "device-callbacks"
    if key not in session.first_lines:
        handed: dict[str, list[tuple[str, int, str]]] = {}
        for path in project_files(session.root) if session.root else ():
            if path == session.file:
                continue
            text = text_of(path)
            if not text or not any(k in text for k in T.HF_DEVICE_CALLBACKS | T.HF_BATCH_CALLBACKS) or not any(word in text for word in HF_TRAINER_NAMES):
                continue
            # (compute_metrics only where the file's training arguments evaluate per batch)
            keywords = T.HF_DEVICE_CALLBACKS | (T.HF_BATCH_CALLBACKS if BATCH_EVAL.search(text) else frozenset())
            for number, line in enumerate(text.splitlines(), 1):
                for match in CALLBACK_KEYWORD.finditer(line.split("#", 1)[0]):
                    if match.group(1) in keywords:
                        handed.setdefault(match.group(2), []).append((path, number, match.group(1)))
        session.first_lines[key] = handed
    return session.first_lines[key]


# A call's `logger=` keyword (`Trainer(gpus=1, logger=tb_logger)`, `logger=TacotronLogger(...)`):
# group 1 the name, group 2 a call's parenthesis; and the line that builds such a name.
TRAINER_LOGGER = re.compile(r"[(,]\s*%s\s*=\s*(?:\w+\.)*(\w+)\s*(\()?" % T.LIGHTNING_TRAINER_LOGGER_KEYWORD)


def trainer_loggers(session, about: str) -> list[tuple[str, int, str]]:
    """[(path, line, class name)] of the loggers the project files that name the
    LightningModule class `about` (and a Lightning Trainer; its own file too) hand a call as `logger=`, built
    from a class they name (`tb_logger = TacotronLogger(...)`, then `Trainer(logger=tb_logger)`
    in cotatron_trainer.py): that module's `self.logger`. Memoised on the session."""
    key = f"trainer-loggers:{about}"
    if key in session.first_lines:
        return session.first_lines[key]
    named = re.compile(rf"\b{re.escape(about)}\b")
    found = []
    for path in project_files(session.root) if session.root else ():
        text = text_of(path)
        if not text or T.LIGHTNING_TRAINER_LOGGER_KEYWORD not in text or not named.search(text) or not any(word in text for word in TRAINER_NAMES):
            continue
        for match in TRAINER_LOGGER.finditer(text):
            name = match.group(1)
            if match.group(2) is None:
                built = re.search(rf"^[ \t]*{re.escape(name)}[ \t]*=[ \t]*(?:\w+\.)*(\w+)\s*\(", text, re.MULTILINE)
                if built is None:
                    continue
                name = built.group(1)
            found.append((path, text.count("\n", 0, match.start(1)) + 1, name))
    session.first_lines[key] = found
    return found


# A move of a module instance: `.cuda(...)`, or `.to(...)` given a device (not a dtype alone,
# not the CPU written out).
MOVE = re.compile(r"\s*\.\s*(to|cuda)\s*\(")
NOT_A_DEVICE_MOVE = re.compile(r"""^\s*(?:["']cpu["']|torch\.device\(\s*["']cpu["']|(?:device\s*=\s*)?["']cpu|dtype\s*=|torch\.(?:%s)\b)""" % "|".join(sorted(T.SUPPORTED_DTYPES | T.UNSUPPORTED_DTYPES)))


def moved_instance(session, about: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, move) of the first project line (the checked file first) that moves an
    instance of the module class `about` to a device: `Net(...).to(device)`, or `model =
    Net(...)` then `model.to(device)` / `model = model.cuda()` further down. Its methods
    then run where that instance is. A text screen (the facts pass of the checked file does
    not run the files that build the model); memoised on the session per class."""
    key = f"moved-instance:{about}"
    if key in session.first_lines:
        return session.first_lines[key]
    found = None
    others = [p for p in project_files(session.root) if p != session.file] if session.root else []
    for path in [session.file] + sorted(others, key=lambda p: (distance(os.path.dirname(session.file), p), p)):
        text = text_of(path)
        if not text or not about or about not in text or (".to" not in text and ".cuda" not in text):
            continue
        for start, end in _constructions(text, about):
            move = _move_of(text, start, end)
            if move is not None:
                found = (path, text.count("\n", 0, start) + 1, move)
                break
        if found is not None:
            if path != session.file:
                session.note_read(path)
            break
    session.first_lines[key] = found
    return found


# Class methods that build an instance (`Pipeline.from_pretrained(...)`, Lightning's
# `Model.load_from_checkpoint(...)`): constructions as a call of the class is.
_BUILDERS = "|".join(sorted(T.PRETRAINED_LOADERS | T.CHECKPOINT_CONSTRUCTORS))


def _constructions(text: str, cls: str):
    """(start, end) of each call of the class `cls` (or of a class method that builds one) in
    `text` (its `class`/`def` line aside), `end` just after its closing parenthesis."""
    for match in re.finditer(rf"\b{re.escape(cls)}(?:\s*\.\s*(?:{_BUILDERS}))?\s*\(", text):
        if text[max(0, match.start() - 6):match.start()].rstrip().endswith(("class", "def")):
            continue
        end = _closing(text, match.end() - 1)
        if end > 0:
            yield match.start(), end


def _move_of(text: str, start: int, end: int) -> str | None:
    """The device move (`.to(device)`, `.cuda()`) applied to what the call at `start:end`
    builds, directly or through the name it is assigned to; None when there is none."""
    direct = _device_move(text, end)
    if direct is not None:
        return direct
    line_start = text.rfind("\n", 0, start) + 1
    assigned = re.match(r"[ \t]*([\w.]+)[ \t]*(?::[^=\n]+)?=[ \t]*(?:[\w.]+\.)?$", text[line_start:start])  # (`pipe: Pipeline = ...`)
    if assigned is None:
        return None
    for later in re.finditer(rf"\b{re.escape(assigned.group(1))}(?=\s*\.\s*(?:to|cuda)\s*\()", text[end:]):
        move = _device_move(text, end + later.end())
        if move is not None:
            return move
    return None


def _device_move(text: str, at: int) -> str | None:
    """`.to(device)` / `.cuda()` starting at `at`, as written, unless it moves to the CPU or
    only casts."""
    move = MOVE.match(text, at)
    if move is None:
        return None
    close = _closing(text, move.end() - 1)
    if close < 0 or (move.group(1) == "to" and NOT_A_DEVICE_MOVE.match(text[move.end():close - 1])):
        return None
    written = text[at:close].strip()
    return written if len(written) <= 40 else written[:37] + "...)"


def _closing(text: str, open_at: int) -> int:
    """The index just after the parenthesis that closes the one at `open_at`, or -1."""
    depth = 0
    for index in range(open_at, min(len(text), open_at + 4000)):
        char = text[index]
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
            if depth == 0:
                return index + 1
    return -1


def constructions_on_host(session, about: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, "cpu") of a construction of a class when every one the project holds
    (the checked file first) passes the CPU for one of its constructor's parameters;
    `about` is "Class|position|name|default", the position counted without `self`, default
    "cpu" where the parameter defaults to the CPU (a construction that leaves it out passes
    the CPU then). None when one passes anything else, leaves it to any other default,
    unpacks arguments, or none is found: a guess that the parameter may be an accelerator
    then stands. A text screen; memoised."""
    key = f"host-constructions:{about}"
    if key in session.first_lines:
        return session.first_lines[key]
    cls, position, name, default = ((about or "") + "|||").split("|")[:4]
    found, every = None, bool(cls)
    others = [p for p in project_files(session.root) if p != session.file] if session.root else []
    for path in [session.file] + others:
        text = text_of(path)
        if not every or not text or cls not in text:
            continue
        for start, end in _constructions(text, cls):
            argument = _argument(text[text.index("(", start) + 1:end - 1], int(position), name)
            if argument == "" and default == "cpu":
                argument = repr(default)  # (the text of an argument that passes it)
            if argument is None or not HOST_DEVICE_ARGUMENT_RE.match(argument):
                every = False
                break
            if found is None:
                found = (path, text.count("\n", 0, start) + 1, "cpu")
            if path != session.file:
                session.note_read(path)
    session.first_lines[key] = found if every else None
    return session.first_lines[key]


def _argument(arguments: str, position: int, name: str) -> str | None:
    """The text of the argument a call passes for the parameter `name` at `position`
    (keyword or positional; `position` -1 for a keyword-only one), "" where left to its
    default, None where unpacked."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(arguments):
        if char in "([{":
            depth += 1
        elif char in ")]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(arguments[start:index])
            start = index + 1
    parts.append(arguments[start:])
    parts = [part.strip() for part in parts if part.strip()]
    if any(part.startswith("*") for part in parts):
        return None
    for part in parts:
        keyword = re.match(rf"{re.escape(name)}\s*=(?!=)\s*(.*)$", part, re.DOTALL)
        if keyword:
            return keyword.group(1)
    positional = [part for part in parts if not re.match(r"\w+\s*=(?!=)", part)]
    return positional[position] if 0 <= position < len(positional) else ""  # (position -1: keyword-only)


REGISTERED_BUFFER = re.compile(r"""\bregister_buffer\(\s*["'](\w+)["']""")
PARAMETER_SET = re.compile(r"\bself\.(\w+)\s*=\s*(?:torch\.)?(?:nn\.)?(?:parameter\.)?Parameter\(")


def registered_buffer(session, name: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, name) where a module of the project registers a buffer `name`
    (`self.register_buffer("aabb_infer", aabb)` in a renderer base class), when no project
    file sets a parameter of that name: `model.aabb_infer` of any module is then a buffer,
    which never requires grad. One scan of the project per session."""
    if "registered-buffers" not in session.first_lines:
        found, parameters = {}, set()
        for path in [session.file] + ([p for p in project_files(session.root) if p != session.file] if session.root else []):
            text = text_of(path)
            if not text or ("register_buffer" not in text and "Parameter(" not in text):
                continue
            parameters.update(PARAMETER_SET.findall(text))
            for match in REGISTERED_BUFFER.finditer(text):
                found.setdefault(match.group(1), (path, text.count("\n", 0, match.start()) + 1, match.group(1)))
        session.first_lines["registered-buffers"] = {k: v for k, v in found.items() if k not in parameters}
    answer = session.first_lines["registered-buffers"].get(name or "")
    if answer is not None and answer[0] != session.file:
        session.note_read(answer[0])
    return answer


# `torch.set_grad_enabled(False)` at the top level of a module: grad stays off for the whole process.
GRAD_OFF_GLOBALLY = re.compile(r"^(?:torch\.)?(?:autograd\.)?set_grad_enabled\(\s*False\s*\)", re.MULTILINE)
MAIN_BLOCK = re.compile(r"""^if\s+__name__\s*==\s*["']__main__["']""", re.MULTILINE)


MAX_IMPORTERS = 4  # a module more files import is not one tool's alone


def grad_off_by_importers(session, about: str | None = None, depth: int = 3, seen: frozenset = frozenset()) -> tuple[str, int, str] | None:
    """(path, line, text) of a top-level `torch.set_grad_enabled(False)` in a script that runs
    the module at `about`, when every project file that imports it (at most MAX_IMPORTERS; or,
    up to `depth` imports away, every file importing those) turns grad off so before anything
    runs; None when one does not, when nothing imports it, or when it runs as a script itself
    (a `__main__` block). Its own top-level line is the facts pass's (facts/statements.py).
    Memoised on the session per module."""
    key = f"grad-off-importers:{about}:{depth}"
    if key in session.first_lines:
        return session.first_lines[key]
    text = text_of(about) if about else None
    answer = None
    # (first, whether any file of the project turns grad off so: the search for importers is
    # costly, and most projects have none)
    anywhere = _first_in_project(session, "grad-off-anywhere", GRAD_OFF_GLOBALLY, own_file=False, needs=frozenset({"set_grad_enabled(False"}))
    if text and anywhere is not None and not MAIN_BLOCK.search(text) and session.root and depth > 0:
        for path, other in _importers(session, about, seen):
            if path != session.file:
                session.note_read(path)
            found = first_line(other, GRAD_OFF_GLOBALLY) if "set_grad_enabled(True" not in other else None
            found = (path, *found) if found is not None else grad_off_by_importers(session, path, depth - 1, seen | {about})
            if found is None:
                answer = None
                break
            answer = answer or found
    session.first_lines[key] = answer
    return answer


def _importers(session, about: str, seen: frozenset) -> list[tuple[str, str]]:
    """(path, text) of each project file that imports the module at `about` (none where more
    than MAX_IMPORTERS do), `seen` left out."""
    stem = os.path.splitext(os.path.basename(about))[0]
    stem = os.path.basename(os.path.dirname(about)) if stem == "__init__" else stem
    importers = []
    for path in project_files(session.root):
        other = text_of(path) if path != about and path not in seen else None
        if other and stem in other and imports_file(path, other, about, session.root):
            importers.append((path, other))
    return importers if len(importers) <= MAX_IMPORTERS else []


# `torch.set_default_tensor_type('torch.cuda.FloatTensor')` (under `if args.gpu:` too) or
# `torch.set_default_device("cuda")`: the default device of the process that runs the line.
DEFAULT_ACCELERATOR = re.compile(
    r"\b(?:%s)\(\s*['\"]?(torch\.cuda\.\w+)" % "|".join(sorted(q.rsplit(".", 1)[-1] for q in T.SET_DEFAULT_TENSOR_TYPE))
    + r"|\b(?:%s)\(\s*['\"]((?:%s)[:\w]*)['\"]" % ("|".join(sorted(q.rsplit(".", 1)[-1] for q in T.SET_DEFAULT_DEVICE)), "|".join(sorted(T.ACCELERATOR_WORDS)))
)


def default_device_call(session, about: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, text) of the first line of the project (the checked file first) that
    sets a default device: only then can a caller's default device reach a function's
    factories (facts/scopes.py), which the facts pass otherwise does not track."""
    return _first_in_project(session, "default-device-call", DEFAULT_DEVICE_CALL, own_file=True)


# A store's text that is a number: a numeric literal, `float(...)`, `int(...)`.
NUMBER_TEXT = re.compile(r"^(?:[-+]?(?:\d[\d_]*(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?|(?:float|int)\(.*\))$")
# `a if cond else b`: each alternative is stored.
ALTERNATIVES = re.compile(r"^(.+?)\s+if\s+.+?\s+else\s+(.+)$")


def host_attribute(session, name: str | None = None) -> tuple[str, int, str] | None:
    """(path, line, text) of a store `<object>.<name> = ...` where every one the project
    holds stores a host value: a number (a numeric literal, `float(...)`, `int(...)`, or a
    parameter of that file defaulting to one or annotated `float`/`int`), None, or a NumPy
    result (`np.ones(n) * sigma`); EDM's `self.sigma_min = sigma_min` of `sigma_min=0`,
    DiffDock's `data.tor_sigma_edge = np.ones(...)`. That attribute of an object of unknown
    class (a pickled network, a graph of a loader) is no tensor on its device then. None
    where one stores anything else, or none is found. A text screen; memoised."""
    key = f"host-attribute:{name}"
    if key in session.first_lines:
        return session.first_lines[key]
    store = re.compile(rf"\.{re.escape(name or '')}\s*=(?!=)\s*([^\n#;]+)")
    found, every = None, bool(name) and bool(session.root)
    others = [p for p in project_files(session.root) if p != session.file] if session.root else []
    for path in [session.file] + others if every else ():
        text = text_of(path)
        if not text or f".{name}" not in text:
            continue
        for match in store.finditer(text):
            if not _host_text(match.group(1).strip(), text):
                every = False
                break
            if found is None or found[2] == "None":  # (the first store of a value: `None` says nothing)
                found = (path, text.count("\n", 0, match.start()) + 1, match.group(1).strip())
                if path != session.file:
                    session.note_read(path)
        if not every:
            break
    session.first_lines[key] = found if every and found is not None and found[2] != "None" else None
    return session.first_lines[key]


def _host_text(value: str, text: str, depth: int = 0) -> bool:
    """Whether a stored expression's text is a host value (host_attribute)."""
    alternatives = ALTERNATIVES.match(value)
    if alternatives and depth < 3:
        return all(_host_text(part.strip(), text, depth + 1) for part in alternatives.groups())
    return bool(NUMBER_TEXT.match(value)) or value == "None" or value.startswith(("np.", "numpy.")) or _number_parameter(text, value)


def _number_parameter(text: str, name: str) -> bool:
    """Whether `name` is a parameter of a def in `text` that defaults to a number or is
    annotated `float` / `int`."""
    if not re.fullmatch(r"[A-Za-z_]\w*", name):
        return False
    # (after `(` or `,`, or first on its line: a signature written one parameter per line)
    default = rf"(?:[(,]|^)\s*{name}\s*(?::\s*(?:float|int)\s*)?=\s*(?:[-+]?[\d.]|float\(|int\()"
    annotated = rf"(?:[(,]|^)\s*{name}\s*:\s*(?:float|int)\b"
    return re.search(default, text, re.MULTILINE) is not None or re.search(annotated, text, re.MULTILINE) is not None


def default_device_by_importers(session, about: str | None = None, depth: int = 3, seen: frozenset = frozenset()) -> tuple[str, int, str] | None:
    """(path, line, device) of a line that makes an accelerator the default device in a file
    that imports the module at `about` (or, up to `depth` imports away, one importing those;
    at most MAX_IMPORTERS at each step): BindsNET's `eth_mnist.py --gpu` sets
    `torch.cuda.FloatTensor` before `MNIST(...).get_train()` makes `torch.Tensor(images)` in
    datasets.py. Tensors the module's factories make while such a script runs may be there.
    None where no importer does; the module's own line is the facts pass's. Memoised."""
    key = f"default-device-importers:{about}:{depth}"
    if key in session.first_lines:
        return session.first_lines[key]
    answer = None
    words = frozenset(q.rsplit(".", 1)[-1] for q in T.SET_DEFAULT_TENSOR_TYPE | T.SET_DEFAULT_DEVICE)
    anywhere = _first_in_project(session, "default-device-anywhere", DEFAULT_ACCELERATOR, own_file=False, needs=words)
    if about and anywhere is not None and session.root and depth > 0:
        for path, other in _importers(session, about, seen):
            if path != session.file:
                session.note_read(path)
            found = first_line(other, DEFAULT_ACCELERATOR)
            if found is not None:  # (which alternative matched: its group names the device)
                code = other.splitlines()[found[0] - 1].split("#", 1)[0]
                answer = (path, found[0], next(g for g in DEFAULT_ACCELERATOR.search(code).groups() if g))
                break
            answer = default_device_by_importers(session, path, depth - 1, seen | {about})
            if answer is not None:
                break
    session.first_lines[key] = answer
    return answer


QUESTIONS = {"host-attribute": host_attribute, "default-device-call": default_device_call, "default-device-importers": default_device_by_importers, "grad-off-importers": grad_off_by_importers, "registered-buffer": registered_buffer, "host-constructions": constructions_on_host, "moved-instance": moved_instance, "accelerator": project_evidence, "bf16-trainer": bf16_trainer, "no-grad-method": no_grad_method, "device-callback": device_callback}
