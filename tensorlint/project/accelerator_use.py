"""Whether a project runs on an accelerator at all, and where it says so.

An `nn.Module`'s `forward` gets its inputs where the module runs; when nothing in the file
shows who calls it (a matcher or a post-processor reached through `self.matcher(...)`, built
in another file), the project's own words decide: a project that never names an
accelerator runs on the CPU, one that does (`.cuda()`, `device="cuda"`, `torch.cuda`) may
run its modules there. The first mention found (the checked file first, then the project's
files in order) is the evidence. The words come from tables.ACCELERATOR_WORDS.

A project that starts naming an accelerator changes this fact for files that did not
change; the cache records only the file that gave the evidence, so that transition waits
for the checked file's next change (as for callers added in new files).
"""

from __future__ import annotations

import re

from tensorlint.facts import tables as T
from tensorlint.project.listing import project_files, text_of

WORD = re.compile(r"\b(?:%s)\b" % "|".join(sorted(T.ACCELERATOR_WORDS)))


def first_mention(text: str) -> tuple[int, str] | None:
    """(line, word) of the first accelerator word outside comments, or None."""
    for number, line in enumerate(text.splitlines(), 1):
        code = line.split("#", 1)[0]
        found = WORD.search(code)
        if found:
            return number, found.group(0)
    return None


def project_evidence(session) -> tuple[str, int, str] | None:
    """(path, line, word) of the first mention of an accelerator in the checked file or
    its project, memoised on the session."""
    if session._accelerator_use is not None:
        return session._accelerator_use or None
    found = None
    paths = [session.file] + ([p for p in project_files(session.root) if p != session.file] if session.root else [])
    for path in paths:
        text = text_of(path)
        mention = first_mention(text) if text and WORD.search(text) else None
        if mention is not None:
            found = (path, *mention)
            if path != session.file:
                session.note_read(path)
            break
    session._accelerator_use = found or ()
    return found


# A Lightning Trainer built with a bfloat16 precision (tables.LIGHTNING_BF16_PRECISIONS).
BF16_PRECISION = re.compile(r"""\bprecision\s*=\s*["'](%s)["']""" % "|".join(sorted(map(re.escape, T.LIGHTNING_BF16_PRECISIONS))))


def bf16_trainer(session) -> tuple[str, int, str] | None:
    """(path, line, precision) where another file of the project builds a Lightning
    `Trainer(precision="bf16-mixed")` (a train.py beside the LightningModule's file), or
    None; memoised on the session. The checked file's own Trainer is the facts pass's."""
    if session._bf16_trainer is not None:
        return session._bf16_trainer or None
    found = None
    for path in project_files(session.root) if session.root else ():
        if path == session.file:
            continue
        text = text_of(path)
        if not text or "Trainer" not in text or not BF16_PRECISION.search(text):
            continue
        for number, line in enumerate(text.splitlines(), 1):
            match = BF16_PRECISION.search(line.split("#", 1)[0])
            if match:
                found = (path, number, match.group(1))
                session.note_read(path)
                break
        if found:
            break
    session._bf16_trainer = found or ()
    return found
