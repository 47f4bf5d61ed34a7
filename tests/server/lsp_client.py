"""A minimal LSP client for the tests: `tensorlint server` in a subprocess, raw JSON-RPC
over its standard input and output, as an editor speaks it.

Raw messages rather than pygls' own client: the test then checks the bytes an editor
would get, not what the same library reads back.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path


class ServerDied(AssertionError):
    pass


class LspClient:
    def __init__(self, cwd: str | os.PathLike, *, args: tuple[str, ...] = (), answers: dict | None = None):
        env = dict(os.environ, PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "tensorlint", "server", *args],
            cwd=str(cwd),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        self.messages: "queue.Queue[dict]" = queue.Queue()
        self.seen: list[dict] = []  # every notification received, in order
        self.answers = answers or {}  # server->client request method -> result
        self.server_requests: list[dict] = []
        self._responses: dict[int, dict] = {}
        self._next_id = 0
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        self._stderr: list[bytes] = []
        threading.Thread(target=lambda: self._stderr.extend(self.proc.stderr), daemon=True).start()

    # ------------------------------------------------------------------ wire

    def _send(self, message: dict) -> None:
        body = json.dumps(message).encode("utf-8")
        with self._lock:
            self.proc.stdin.write(f"Content-Length: {len(body)}\r\n\r\n".encode("ascii") + body)
            self.proc.stdin.flush()

    def _read(self) -> None:
        stream = self.proc.stdout
        while True:
            headers = {}
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode("ascii").partition(":")
                headers[name.strip().lower()] = value.strip()
            body = stream.read(int(headers["content-length"]))
            message = json.loads(body)
            if "method" in message and "id" in message:  # a request from the server
                self.server_requests.append(message)
                self._send({"jsonrpc": "2.0", "id": message["id"], "result": self.answers.get(message["method"])})
                continue
            self.messages.put(message)

    def stderr(self) -> str:
        return b"".join(self._stderr).decode("utf-8", "replace")

    # ------------------------------------------------------------------ API

    def notify(self, method: str, params: dict) -> None:
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method: str, params: dict | None, timeout: float = 30) -> dict:
        """The response message (with `result` or `error`)."""
        self._next_id += 1
        ident = self._next_id
        self._send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        deadline = time.monotonic() + timeout
        while ident not in self._responses:
            self._pump(deadline, f"a response to {method}")
        return self._responses.pop(ident)

    def _pump(self, deadline: float, what: str) -> None:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise AssertionError(f"timed out waiting for {what}; stderr:\n{self.stderr()}")
        try:
            message = self.messages.get(timeout=min(remaining, 0.5))
        except queue.Empty:
            if self.proc.poll() is not None and self.messages.empty():
                raise ServerDied(f"the server exited ({self.proc.returncode}) while waiting for {what}; stderr:\n{self.stderr()}")
            return
        if "id" in message and "method" not in message:
            self._responses[message["id"]] = message
        else:
            self.seen.append(message)

    def wait_for(self, predicate, what: str, timeout: float = 30) -> dict:
        """The first notification (not yet consumed) that satisfies `predicate`."""
        deadline = time.monotonic() + timeout
        index = 0
        while True:
            while index < len(self.seen):
                message = self.seen[index]
                if predicate(message):
                    del self.seen[index]
                    return message
                index += 1
            self._pump(deadline, what)

    def diagnostics(self, uri: str, timeout: float = 30, version: int | None = None) -> dict:
        """The next publishDiagnostics for `uri` (of `version`, when given)."""

        def match(m):
            p = m.get("params") or {}
            return m.get("method") == "textDocument/publishDiagnostics" and p.get("uri") == uri and (version is None or p.get("version") == version)

        return self.wait_for(match, f"diagnostics for {uri}", timeout)["params"]

    def drain(self, seconds: float) -> list[dict]:
        """Every notification that arrives within `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                self._pump(deadline, "nothing")
            except AssertionError:
                break
        out, self.seen = self.seen, []
        return out

    # ------------------------------------------------------------------ session

    def initialize(self, root: Path, options: dict | None = None, capabilities: dict | None = None) -> dict:
        caps = capabilities or {
            "textDocument": {"publishDiagnostics": {"relatedInformation": True, "versionSupport": True, "codeDescriptionSupport": True}},
            "workspace": {"configuration": True},
            "notebookDocument": {"synchronization": {"dynamicRegistration": False}},
        }
        response = self.request(
            "initialize",
            {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": caps, "initializationOptions": options},
            timeout=60,
        )
        self.notify("initialized", {})
        return response

    def open(self, path: Path, text: str, version: int = 1) -> str:
        uri = path.as_uri()
        self.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "python", "version": version, "text": text}})
        return uri

    def change(self, uri: str, text: str, version: int) -> None:
        self.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]})

    def shutdown(self, timeout: float = 30) -> int:
        response = self.request("shutdown", None)
        assert "error" not in response, response
        self.notify("exit", None)
        return self.proc.wait(timeout)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)


def apply_edits(text: str, edits: list[dict]) -> str:
    """Apply LSP TextEdits (UTF-16 positions) to `text`, as an editor does."""
    from tensorlint.server.positions import split_lines

    lines = split_lines(text)

    def offset(pos):
        line, character = pos["line"], pos["character"]
        if line >= len(lines):
            return len(text)
        before = sum(len(x) for x in lines[:line])
        body = lines[line].rstrip("\r\n")
        units = 0
        for i, ch in enumerate(body):
            if units >= character:
                return before + i
            units += 2 if ord(ch) > 0xFFFF else 1
        return before + len(body)

    spans = sorted(((offset(e["range"]["start"]), offset(e["range"]["end"]), e["newText"]) for e in edits), reverse=True)
    for start, end, new in spans:
        text = text[:start] + new + text[end:]
    return text
