from typing import TYPE_CHECKING, Iterable, List

import scipy.stats
import torch

if TYPE_CHECKING:
    from lassonet.interfaces import HistoryItem


def eval_on_path(model, path, X_test, y_test, *, score_function=None):
    if score_function is None:
        score_fun = model.score
    else:
        assert callable(score_function)

        def score_fun(X_test, y_test):
            return score_function(y_test, model.predict(X_test))

    score = []
    for save in path:
        model.load(save.state_dict)
        score.append(score_fun(X_test, y_test))
    return score


def confidence_interval(data, confidence=0.95):
    if isinstance(data[0], Iterable):
        return [confidence_interval(d, confidence) for d in data]
    return scipy.stats.t.interval(
        confidence,
        len(data) - 1,
        scale=scipy.stats.sem(data),
    )[1]


def selection_probability(paths: List[List["HistoryItem"]]):
    """Selection probability of each feature along the lambda grid, over bootstrapped paths.

    Returns (probabilities, lambda grid); ``selected`` masks are CPU tensors.
    """
    n_models = len(paths)
    all_lambdas = sorted({save.lambda_ for path in paths for save in path})
    n_features = paths[0][0].selected.shape[0]
    prob = torch.zeros((len(all_lambdas), n_features))
    for path in paths:
        i = 0
        current = path[0].selected.float()
        for j, lambda_ in enumerate(all_lambdas):
            while i + 1 < len(path) and path[i + 1].lambda_ <= lambda_:
                i += 1
                current = torch.minimum(current, path[i].selected.float())
            prob[j] += current
    return prob / n_models, all_lambdas
