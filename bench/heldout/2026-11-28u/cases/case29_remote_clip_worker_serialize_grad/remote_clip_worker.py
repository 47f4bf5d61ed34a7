"""Worker process: keeps the text encoder on this machine's GPU and serves encode requests over TCP."""
import argparse
import logging
import socketserver

from clip_ops import load_clip
from serialization import pack_conditioning, recv_msg, send_msg

log = logging.getLogger("remote_clip")
CLIPS = {}


def get_clip(paths, clip_type, device):
    key = (tuple(paths), clip_type)
    if key not in CLIPS:
        CLIPS[key] = load_clip(paths, clip_type, device=device)
    return CLIPS[key]


class EncodeHandler(socketserver.BaseRequestHandler):
    def handle(self):
        try:
            while True:
                req = recv_msg(self.request)
                if req is None:
                    break
                clip = get_clip(req["clip_paths"], req["clip_type"], self.server.device)
                cond, pooled, extra = clip.encode(req["text"])
                send_msg(self.request, pack_conditioning(cond, pooled, extra))
        except Exception as e:  # noqa: BLE001 - the client only sees the connection drop
            log.error("Client disconnected: %s", e)


class Server(socketserver.ThreadingMixIn, socketserver.TCPServer):
    allow_reuse_address = True
    daemon_threads = True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--host", default="0.0.0.0")
    parser.add_argument("--port", type=int, default=8199)
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()
    logging.basicConfig(level=logging.INFO)

    with Server((args.host, args.port), EncodeHandler) as srv:
        srv.device = args.device
        log.info("remote CLIP worker listening on %s:%d", args.host, args.port)
        srv.serve_forever()


if __name__ == "__main__":
    main()
