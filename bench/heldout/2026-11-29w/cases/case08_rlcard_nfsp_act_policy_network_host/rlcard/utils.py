import random

import numpy as np


def set_global_seed(seed):
    if seed is not None:
        np.random.seed(seed)
        random.seed(seed)


def remove_illegal(action_probs, legal_actions):
    ''' Remove illegal actions and normalize the probability vector (NumPy in, NumPy out). '''
    probs = np.zeros(action_probs.shape[0])
    probs[legal_actions] = action_probs[legal_actions]
    if np.sum(probs) == 0:
        probs[legal_actions] = 1 / len(legal_actions)
    else:
        probs /= sum(probs)
    return probs


def tournament(env, num):
    ''' Average payoff of each player over `num` evaluation games. '''
    payoffs = [0 for _ in range(env.player_num)]
    for _ in range(num):
        _, _payoffs = env.run(is_training=False)
        for i, _ in enumerate(payoffs):
            payoffs[i] += _payoffs[i]
    return [p / num for p in payoffs]
