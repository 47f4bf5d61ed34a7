"""The facts pass: what each value in a module may be (device, grad, dtype) and why."""
