"""Reading and writing one source file exactly: PEP 263 decoding without newline
translation, and atomic writes that keep the encoding, BOM, newlines and permissions.
"""

from __future__ import annotations

import errno
import io
import os
import stat
from dataclasses import dataclass


@dataclass
class SourceFile:
    text: str
    encoding: str  # as tokenize.detect_encoding names it; "utf-8-sig" when there is a BOM
    raw: bytes


class DecodeError(Exception):
    pass


def decode_source(raw: bytes) -> SourceFile:
    """Decode by PEP 263 (coding cookie or BOM, default utf-8), keeping newlines as they are."""
    import tokenize

    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(raw).readline)
    except SyntaxError as exc:
        # A bad cookie, or undecodable bytes in the first two lines.
        raise DecodeError(f"could not decode as utf-8: {exc}") from None
    try:
        text = raw.decode(encoding)
    except (UnicodeDecodeError, LookupError) as exc:
        name = "utf-8" if encoding == "utf-8-sig" else encoding
        raise DecodeError(f"could not decode as {name}: {exc}") from None
    return SourceFile(text=text, encoding=encoding, raw=raw)


def read_source(fs_path: str) -> SourceFile:
    """Read one file; OSError and DecodeError propagate for the caller to report."""
    with open(fs_path, "rb") as fh:
        raw = fh.read()
    return decode_source(raw)


def encode_source(text: str, encoding: str) -> bytes:
    # "utf-8-sig" writes the BOM back; any other encoding round-trips as it was declared.
    return text.encode(encoding)


class ChangedOnDisk(Exception):
    pass


def write_atomic(fs_path: str, data: bytes, *, expected: bytes | None = None) -> None:
    """Replace `fs_path` with `data` atomically, keeping its permissions.

    With `expected`, refuse (ChangedOnDisk) when the file no longer holds those bytes: it
    was edited between our read and our write. A symlink is followed: its target is replaced.
    """
    import tempfile

    target = os.path.realpath(fs_path)
    st = os.stat(target)
    if not os.access(target, os.W_OK):
        # Renaming over it would succeed (that needs only the directory): respect the mode.
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), fs_path)
    if expected is not None:
        with open(target, "rb") as fh:
            current = fh.read()
        if current != expected:
            raise ChangedOnDisk("file changed on disk since it was read; fixes not written")
    directory = os.path.dirname(target) or "."
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(target) + ".", suffix=".tensorlint-tmp")
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, stat.S_IMODE(st.st_mode))
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
