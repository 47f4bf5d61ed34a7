"""Random multi-statement programs for the slicing property: findings on the sliced text
equal findings on the whole text (tests/test_slicing.py, bench/slicing_fuzz.py).

Each program is a random sequence (repeats and any order allowed) of top-level statements
drawn from templates whose values cross statements every way slicing.py must follow:
globals read by functions, helpers converting their parameters and their callers, aliases
of helpers (`g = helper`, lists and dicts of helpers, decorators), classes sharing `self.`
attributes across a hierarchy, NumPy arrays made in one place and filled in another,
in-place moves (`model.cuda()`) and in-place changes of `self.` attributes in methods, the default device, a top-level `raise`, and fillers that
nothing needs.
"""

from __future__ import annotations

import random

HEADER = "import torch\nimport numpy as np\nimport matplotlib.pyplot as plt\nfrom functools import partial\n"

STATEMENTS = [
    # globals
    "DEV = 'cuda'",
    "device = torch.device('cuda' if torch.cuda.is_available() else 'cpu')",
    "model = Net().to(device)",
    "model = torch.nn.Linear(2, 2)",
    "model.cuda()",
    "model.to(DEV)",
    "torch.set_default_device('cuda')",
    "torch.set_grad_enabled(False)",
    "buf = np.zeros(3)",
    "fns = [helper]",
    "g = helper",
    "h = decorate(helper)",
    "p = partial(helper)",
    "W = torch.ones(2, requires_grad=True)",
    "CFG = dict(ref=helper, n=3)",
    "OPTS = {'ref': helper}",
    "x = make()",
    "x = torch.ones(2)",
    "if FLAG:\n    raise SystemExit(0)",
    "raise SystemExit(0)",
    "holder = Holder()",
    "child = Child()",
    "y = model(torch.ones(2))",
    "arr = make_arr()",
    "lst = []",
    "lst.append(make())",
    "t_cpu = torch.ones(2)",
    "big = [OpLike('a', ref=helper, sample=make_arr), OpLike('b', ref=lambda t: np.asarray(t))]",
    # functions
    "def helper(t):\n    return np.asarray(t)",
    "def helper2(t):\n    return t.numpy()",
    "def make():\n    return torch.ones(2).cuda()",
    "def make_arr():\n    return np.zeros(3)",
    "def fill(t):\n    a = make_arr()\n    a[0] = t\n    return a",
    "def use_buf(t):\n    buf[0] = t",
    "def decorate(f):\n    def wrapper(*a):\n        return f(*a)\n    return wrapper",
    "@decorate\ndef decorated(t):\n    return np.array(t)",
    "def run():\n    out = model(torch.ones(2))\n    return helper(out)",
    "def run2():\n    return fns[0](make())",
    "def run3():\n    return g(W)",
    "def run4():\n    return CFG['ref'](make())",
    "def run5():\n    return OPTS['ref'](y)",
    "def run6():\n    return x.numpy()",
    "def run7():\n    plt.plot(make())",
    "def run8(ax):\n    ax.imshow(y)",
    "def run9():\n    return lst[0].numpy()",
    "def run10():\n    return decorated(make())",
    "def run11():\n    with torch.no_grad():\n        return helper(model(W))",
    "def filler(a, b):\n    total = 0\n    for i in range(a):\n        total += i * b\n    return total",
    "def filler2(items):\n    return sorted(set(items))[:3]",
    "def show(t):\n    print(t.numpy())",
    "def wrapper():\n    return make()",
    # classes
    "class Net(torch.nn.Module):\n    def forward(self, x):\n        return x * 2",
    "class Base:\n    def show(self):\n        return self.t.numpy()",
    "class Child(Base):\n    def __init__(self):\n        self.t = torch.ones(2).cuda()",
    "class Holder:\n    def __init__(self):\n        self.arr = np.zeros(3)\n    def put(self, t):\n        self.arr[0] = t",
    "class Plain:\n    def get(self):\n        return 1",
    "class OpLike:\n    def __init__(self, name, ref=None, sample=None):\n        self.name = name",
    "class Runner:\n    def __init__(self):\n        self.model = torch.nn.Linear(2, 2).cuda()\n    def step(self, t):\n        return self.model(t)\n    def report(self, t):\n        return helper(self.step(t))\n    def unused(self):\n        return 1\n    def arr(self):\n        self.buf = np.zeros(3)\n    def put(self, t):\n        self.buf[0] = t\n    def quiet(self, t):\n        self.step(t)\n        return t",
    "class Sub(Runner):\n    def extra(self):\n        return self.step(make()).numpy()\n    def idle(self):\n        return [1][0]",
    "class Outer:\n    class Inner:\n        def go(self, t):\n            return np.asarray(t)\n        def idle(self):\n            return 0\n    def make_inner(self):\n        return Outer.Inner()",
    "class Tests:\n    def _check(self, t):\n        return t.numpy()\n    def test_a(self):\n        self._check(make())\n    def test_b(self):\n        x = torch.ones(2)\n        return x[0]\n    def test_c(self):\n        a = np.zeros(2)\n        a[0] = y\n    def test_d(self):\n        import numpy as npx\n        return npx.asarray(W)",
    # in-place changes of `self.` attributes inside methods (issue 12: the slicing dropped them)
    "class Mover:\n    def __init__(self, net):\n        self.net = net\n        self.hist = []\n        self.store = {}\n    def gpu(self):\n        self.net.cuda()\n    def to_dev(self):\n        self.net.to(DEV)\n    def low(self):\n        self.net.bfloat16()\n    def keep(self, t):\n        self.hist.append(t.cuda())\n    def put(self, k, t):\n        self.store[k] = t.cuda()\n    def predict(self, t):\n        with torch.no_grad():\n            return self.net(t).numpy()\n    def dump(self):\n        return np.stack(self.hist)\n    def get(self, k):\n        return self.store[k].numpy()",
    "mover = Mover(torch.nn.Linear(2, 2))",
    # freezing: a loop over a module's parameters changes the module in place (issue 13)
    "for p in model.parameters():\n    p.requires_grad = False",
    "class Frozen(torch.nn.Module):\n    def __init__(self):\n        super().__init__()\n        self.lin = torch.nn.Linear(2, 2)\n    def freeze(self):\n        for p in self.parameters():\n            p.requires_grad = False\n    def forward(self, t):\n        return self.lin(t)",
    "fz = Frozen()",
    # functions adding to module-level containers, methods storing arguments on self (issue 13)
    "history = []",
    "def remember(t):\n    history.append(t)",
    "class Hook:\n    def fire(self, t):\n        remember(t * 2)",
    "np.array(history)",
    "class Meter:\n    def __init__(self):\n        self.vals = []\n    def add(self, t):\n        self.vals.append(t)\n    def mean(self):\n        return np.mean(self.vals)",
    "meter = Meter()",
    "meter.add(make())",
    "meter.mean()",
    "fz.freeze()",
    "fz(torch.ones(2)).numpy()",
    "mover.gpu()",
    "mover.keep(x)",
    "mover.put('a', x)",
    "mover.predict(x)",
    "runner = Runner()",
    "runner.report(torch.ones(2))",
    "runner.put(make())",
    "runner.arr()",
    "Sub().extra()",
    "Outer.Inner().go(make())",
    "Outer().make_inner().go(y)",
    "fig, q = plt.subplots()",
    "q.plot(y)",
    "def draw(t):\n    f, q2 = plt.subplots()\n    q2.scatter(t, t)",
    "draw(make())",
    # calls at the top level
    "print(helper(make()))",
    "helper(W)",
    "Holder().put(make())",
    "holder.put(y)",
    "child.show()",
    "h(make())",
    "print(helper2(x))",
    "fill(make())",
    "use_buf(make())",
    "z = g(make())",
    "z.numpy()",
    "p(make())",
    "show(y)",
    "run()",
    "np.asarray(wrapper())",
    "arr[0] = y",
    "buf[1] = x",
]


def program(rng: random.Random, *, size: int | None = None) -> str:
    """One random program: the header and `size` statements (repeats allowed)."""
    count = size if size is not None else rng.randint(4, 16)
    body = [rng.choice(STATEMENTS) for _ in range(count)]
    return HEADER + "\n".join(body) + "\n"
