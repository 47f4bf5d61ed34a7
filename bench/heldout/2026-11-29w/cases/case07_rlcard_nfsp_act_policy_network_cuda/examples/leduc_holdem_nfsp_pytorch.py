''' An example of learning a NFSP Agent on Leduc Hold'em (PyTorch)
'''
import numpy as np
import torch

from rlcard.agents import NFSPAgent
from rlcard.utils import set_global_seed, tournament


class LeducStandIn(object):
    ''' A random two-player stand-in with Leduc's shapes (36 features, 4 actions). '''

    def __init__(self, agents=None):
        self.player_num = 2
        self.action_num = 4
        self.state_shape = [36]
        self.agents = agents or []

    def set_agents(self, agents):
        self.agents = agents

    def _state(self):
        return {'obs': np.random.randint(0, 2, size=36).astype(np.float32),
                'legal_actions': list(np.random.choice(4, size=3, replace=False))}

    def run(self, is_training=False):
        trajectories = [[] for _ in range(self.player_num)]
        for _ in range(4):
            for pid, agent in enumerate(self.agents):
                state = self._state()
                action = agent.step(state) if is_training else agent.eval_step(state)
                trajectories[pid].append((state, action))
        payoffs = np.random.choice([-1.0, 1.0], size=self.player_num)
        payoffs[1] = -payoffs[0]
        transitions = []
        for pid in range(self.player_num):
            steps = trajectories[pid]
            ts = []
            for i, (state, action) in enumerate(steps):
                done = i == len(steps) - 1
                next_state = steps[i + 1][0] if not done else state
                ts.append([state, action, payoffs[pid] if done else 0.0, next_state, done])
            transitions.append(ts)
        return transitions, payoffs


# Make environment
env = LeducStandIn()
eval_env = LeducStandIn()

# Set the iterations numbers and how frequently we evaluate/save plot
evaluate_every = 100
evaluate_num = 50
episode_num = 300

# The intial memory size
memory_init_size = 100

# Train the agent every X steps
train_every = 8

# Set a global seed
set_global_seed(0)

device = torch.device("cuda:0" if torch.cuda.is_available() else "cpu")

# Set up the agents
agents = []
for i in range(env.player_num):
    agent = NFSPAgent(scope='nfsp' + str(i),
                      action_num=env.action_num,
                      state_shape=env.state_shape,
                      hidden_layers_sizes=[128, 128],
                      min_buffer_size_to_learn=memory_init_size,
                      batch_size=32,
                      train_every=train_every,
                      device=device)
    agents.append(agent)
random_agent_payoffs = []

env.set_agents(agents)
eval_env.set_agents([agents[0], agents[1]])

for episode in range(episode_num):

    # First sample a policy for the episode
    for agent in agents:
        agent.sample_episode_policy()

    # Generate data from the environment
    trajectories, _ = env.run(is_training=True)

    # Feed transitions into agent memory, and train the agent
    for i in range(env.player_num):
        for ts in trajectories[i]:
            agents[i].feed(ts)

    # Evaluate the performance. Play with random agents.
    if episode % evaluate_every == 0:
        payoff = tournament(eval_env, evaluate_num)[0]
        random_agent_payoffs.append(payoff)
        print('\nepisode {}: average payoff {:.3f}'.format(episode, payoff))

print('mean payoff over evaluations: {:.3f}'.format(float(np.mean(random_agent_payoffs))))
