import torch
import torch.nn as nn

from dlrover.checkpoint.shm_engine import SharedMemoryEngine


def main(loader, steps=1000, save_every=50):
    device = torch.device("cuda")
    model = nn.Sequential(nn.Linear(1024, 4096), nn.GELU(), nn.Linear(4096, 1024))
    model = model.to(device=device, dtype=torch.bfloat16)
    optimizer = torch.optim.AdamW(model.parameters(), lr=1e-4)
    engine = SharedMemoryEngine()
    for step, (x, y) in zip(range(steps), loader):
        x = x.to(device=device, dtype=torch.bfloat16)
        y = y.to(device=device, dtype=torch.bfloat16)
        loss = nn.functional.mse_loss(model(x), y)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if step % save_every == 0:
            nbytes = engine.save_to_memory(step, {"model": model.state_dict(),
                                                  "optimizer": optimizer.state_dict(), "step": step})
            print(f"step {step}: loss {loss.item():.4f}, checkpoint {nbytes / 2**20:.1f} MiB in shared memory")
    engine.close()
