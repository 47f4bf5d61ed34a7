"""Generate text with BLOOM served by a petals swarm (client side).

Usage: python run_generation.py --peers 10.0.0.2:31337 10.0.0.3:31337 [--bf16]
"""
import argparse
import socket
import struct

import torch

from hivemind.compression import SerializedTensor
from petals_client.remote_model import DistributedBloomForCausalLM
from petals_client.remote_sequential import RemoteSpanInfo

MODEL_NAME = "bloom-testing/test-bloomd-560m-main"


def tcp_transport(timeout: float = 60.0):
    """A blocking request/response transport; peer ids are "host:port" (pickled messages)."""
    import pickle

    def call(peer_id: str, uid: str, tensors):
        host, port = peer_id.split(":")
        with socket.create_connection((host, int(port)), timeout=timeout) as conn:
            payload = pickle.dumps((uid, tensors))
            conn.sendall(struct.pack("!Q", len(payload)) + payload)
            (size,) = struct.unpack("!Q", conn.recv(8))
            data = b""
            while len(data) < size:
                data += conn.recv(size - len(data))
        outputs = pickle.loads(data)
        assert all(isinstance(t, SerializedTensor) for t in outputs)
        return outputs

    return call


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--peers", nargs="+", required=True, help="host:port of each span server")
    parser.add_argument("--prompt-ids", type=int, nargs="+", default=[59414, 8876, 632, 3808])
    parser.add_argument("--max-new-tokens", type=int, default=8)
    parser.add_argument("--bf16", action="store_true", help="run the client in bfloat16 like the servers")
    args = parser.parse_args()

    n_layer = 24
    per_peer = n_layer // len(args.peers)
    spans = [RemoteSpanInfo(peer, i * per_peer, (i + 1) * per_peer if i < len(args.peers) - 1 else n_layer)
             for i, peer in enumerate(args.peers)]
    transport = tcp_transport()

    model = DistributedBloomForCausalLM.from_pretrained(
        MODEL_NAME, transport=transport, spans=spans,
        torch_dtype=torch.bfloat16 if args.bf16 else torch.float32,
    )
    inputs = torch.tensor([args.prompt_ids])
    outputs = model.generate(inputs, max_new_tokens=args.max_new_tokens)
    print("input ids :", inputs[0].tolist())
    print("output ids:", outputs[0].tolist())


if __name__ == "__main__":
    main()
