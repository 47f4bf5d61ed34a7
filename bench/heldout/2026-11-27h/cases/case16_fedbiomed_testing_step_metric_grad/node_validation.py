# expect: TL002
# source: https://github.com/fedbiomed/fedbiomed/issues/407 ("validation functionality is broken": Metric[Custom]: [tensor(0.1392, grad_fn=<NllLossBackward0>), ...] then "Can't call numpy() on Tensor that requires grad" in the validation phase)
# note: reconstruction of the node side: testing_routine calls the researcher's testing_step (training_plan.py), which evaluates the model outside no_grad, so its list holds losses with a grad_fn; np.array(metric, dtype=float) converts them through Tensor.__array__ and raises. model.eval() does not turn grad off. All on the CPU.
import numpy as np

from training_plan import MyTrainingPlan


def testing_routine(plan, test_loader, history):
    plan.eval()
    for batch_ndx, (data, target) in enumerate(test_loader, start=1):
        metric = plan.testing_step(data, target)
        values = np.array(metric, dtype=float)
        history.append({"batch": batch_ndx, "loss": float(values[0]), "accuracy": float(values[2])})
    return history


def run_validation(test_loader):
    plan = MyTrainingPlan()
    history = testing_routine(plan, test_loader, [])
    mean_acc = np.mean([h["accuracy"] for h in history])
    print(f"validation: {len(history)} batches, mean accuracy {mean_acc:.4f}")
    return history
