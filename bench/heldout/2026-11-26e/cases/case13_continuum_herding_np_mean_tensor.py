# expect: TL007
# source: https://github.com/Continvvm/continuum/issues/278
# note: continuum/rehearsal/herding.py (iCaRL barycenter herding) called with torch features, as in the thread: `np.mean(D, axis=1)` on a tensor
#       dispatches to Tensor.mean(axis=..., dtype=..., out=...) and raises TypeError. Features are extracted on CPU under no_grad (no other problem).
import numpy as np
import torch


def herd_closest_to_barycenter(x, y, t, z, nb_per_class):
    indexes = []
    for class_id in np.unique(y):
        class_indexes = np.where(y == class_id)[0]
        class_features = z[class_indexes]
        selected = icarl_selection(class_features, nb_per_class)
        indexes.append(class_indexes[selected])
    indexes = np.concatenate(indexes)
    return x[indexes], y[indexes], t[indexes]


def icarl_selection(features, nb_examplars):
    D = features.T
    D = D / (D.norm(dim=0) + 1e-8)
    mu = np.mean(D, axis=1)
    herding_matrix = np.zeros((features.shape[0],))

    w_t = mu
    iter_herding, iter_herding_eff = 0, 0
    while not (np.sum(herding_matrix != 0) == min(nb_examplars, features.shape[0])) and iter_herding_eff < 1000:
        tmp_t = np.dot(w_t, D)
        ind_max = int(np.argmax(tmp_t))
        iter_herding_eff += 1
        if herding_matrix[ind_max] == 0:
            herding_matrix[ind_max] = 1 + iter_herding
            iter_herding += 1
        w_t = w_t + mu - D[:, ind_max]
    herding_matrix[np.where(herding_matrix == 0)[0]] = 10000
    return herding_matrix.argsort()[:nb_examplars]


def build_memory(model, x_np, y_np, t_np, nb_per_class=20):
    model.eval()
    with torch.no_grad():
        z = model.extract(torch.from_numpy(x_np).float())
    return herd_closest_to_barycenter(x_np, y_np, t_np, z, nb_per_class)
