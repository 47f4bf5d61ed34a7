import time

import torch
from torch.utils.data import DataLoader
from tqdm import tqdm

from utils import clip_grad_norms, move_to
from utils.logger import log_to_tb_train


def train_epoch(problem, model, optimizer, baseline, lr_scheduler, epoch, tb_logger, opts):
    print('\n\n| Training epoch {}, lr = {} for run {}'.format(epoch, optimizer.param_groups[0]['lr'], opts.run_name))
    step = epoch * (opts.epoch_size // opts.batch_size)
    start_time = time.time()

    training_dataset = problem.make_dataset(size=opts.graph_size, num_samples=opts.epoch_size)
    training_dataloader = DataLoader(training_dataset, batch_size=opts.batch_size)

    model.train()
    pbar = tqdm(total=(opts.epoch_size // opts.batch_size) * (opts.T_train // opts.n_step),
                disable=opts.no_progress_bar, desc='training')
    for batch_id, batch in enumerate(training_dataloader):
        train_batch(problem, model, optimizer, baseline, epoch, batch_id, step, batch, tb_logger, opts, pbar)
        step += 1
    pbar.close()
    lr_scheduler.step(epoch)
    print('Finished epoch {}, took {} s'.format(epoch, time.strftime('%H:%M:%S', time.gmtime(time.time() - start_time))))


def train_batch(problem, model, optimizer, baseline, epoch, batch_id, step, batch, tb_logger, opts, pbar):
    solution = move_to(problem.get_initial_solutions(opts.init_val_met, batch), opts.device)
    x_input = move_to(batch, opts.device)  # batch_size, graph_size, 2
    batch = move_to(batch, opts.device)  # batch_size, graph_size, 2
    exchange = None

    # update best_so_far
    best_so_far = problem.get_costs(batch, solution)
    initial_cost = best_so_far.clone()

    gamma, n_step, T = opts.gamma, opts.n_step, opts.T_train
    t = 0
    while t < T:
        baseline_val, baseline_val_detached, log_likelihood, reward = [], [], [], []
        t_s = t
        total_cost = 0
        exchange_history = []

        while t - t_s < n_step and not (t == T):
            # get estimated value from baseline
            bl_val_detached, bl_val = baseline.eval(x_input, solution)
            baseline_val_detached.append(bl_val_detached)
            baseline_val.append(bl_val)

            # get model output
            exchange, log_lh = model(x_input, solution, exchange, do_sample=True)
            exchange_history.append(exchange)
            log_likelihood.append(log_lh)

            # state transient
            solution = move_to(problem.step(solution, exchange), opts.device)

            # calc reward
            cost = problem.get_costs(batch, solution)
            total_cost = total_cost + cost
            best_for_now = torch.cat((best_so_far[None, :], cost[None, :]), 0).min(0)[0]
            reward.append(best_so_far - best_for_now)
            best_so_far = best_for_now
            t = t + 1

        # Get discounted R
        total_cost = total_cost / (t - t_s)
        Reward = []
        next_return, _ = baseline.eval(x_input, solution)
        for r in reward[::-1]:
            R = next_return * gamma + r
            Reward.append(R)
            next_return = R
        Reward = torch.stack(Reward[::-1], 0)
        baseline_val = torch.stack(baseline_val, 0)
        baseline_val_detached = torch.stack(baseline_val_detached, 0)
        log_likelihood = torch.stack(log_likelihood, 0)

        # calculate loss
        baseline_loss = torch.nn.MSELoss()(Reward, baseline_val)
        reinforce_loss = - ((Reward - baseline_val_detached) * log_likelihood).mean()
        loss = baseline_loss + reinforce_loss

        # update gradient step
        optimizer.zero_grad()
        loss.backward()

        # Clip gradient norms and get (clipped) gradient norms for logging
        grad_norms = clip_grad_norms(optimizer.param_groups, opts.max_grad_norm)
        optimizer.step()

        # Logging to tensorboard
        if not opts.no_tb:
            current_step = int(step * T / n_step + t // n_step)
            if current_step % int(opts.log_step) == 0:
                log_to_tb_train(tb_logger, optimizer, model, baseline, total_cost, grad_norms, reward,
                                exchange_history, reinforce_loss, baseline_loss, log_likelihood, initial_cost, current_step)
        pbar.update(1)
