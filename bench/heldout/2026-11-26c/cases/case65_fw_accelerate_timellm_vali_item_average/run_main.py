import argparse
import os
import time

import numpy as np
import torch
from accelerate import Accelerator, DeepSpeedPlugin
from accelerate import DistributedDataParallelKwargs
from torch import nn, optim
from torch.optim import lr_scheduler

from data_provider.data_factory import data_provider
from models import TimeLLM
from utils.tools import EarlyStopping, adjust_learning_rate, vali

parser = argparse.ArgumentParser(description='Time-LLM')
parser.add_argument('--features', type=str, default='M')
parser.add_argument('--seq_len', type=int, default=512)
parser.add_argument('--label_len', type=int, default=48)
parser.add_argument('--pred_len', type=int, default=96)
parser.add_argument('--train_epochs', type=int, default=10)
parser.add_argument('--learning_rate', type=float, default=0.0001)
parser.add_argument('--lradj', type=str, default='type1')
parser.add_argument('--patience', type=int, default=10)
args = parser.parse_args()

ddp_kwargs = DistributedDataParallelKwargs(find_unused_parameters=True)
deepspeed_plugin = DeepSpeedPlugin(hf_ds_config='./ds_config_zero2.json')
accelerator = Accelerator(kwargs_handlers=[ddp_kwargs], deepspeed_plugin=deepspeed_plugin)

train_data, train_loader = data_provider(args, 'train')
vali_data, vali_loader = data_provider(args, 'val')
model = TimeLLM.Model(args).float()
trained_parameters = [p for p in model.parameters() if p.requires_grad]
model_optim = optim.Adam(trained_parameters, lr=args.learning_rate)
criterion = nn.MSELoss()
mae_metric = nn.L1Loss()
train_loader, vali_loader, model, model_optim = accelerator.prepare(train_loader, vali_loader, model, model_optim)
early_stopping = EarlyStopping(accelerator=accelerator, patience=args.patience)

for epoch in range(args.train_epochs):
    train_loss = []
    model.train()
    for i, (batch_x, batch_y, batch_x_mark, batch_y_mark) in enumerate(train_loader):
        model_optim.zero_grad()
        batch_x = batch_x.float().to(accelerator.device)
        batch_y = batch_y.float().to(accelerator.device)
        dec_inp = torch.zeros_like(batch_y[:, -args.pred_len:, :]).float().to(accelerator.device)
        dec_inp = torch.cat([batch_y[:, :args.label_len, :], dec_inp], dim=1)
        outputs = model(batch_x, batch_x_mark.float().to(accelerator.device), dec_inp, batch_y_mark.float().to(accelerator.device))
        loss = criterion(outputs[:, -args.pred_len:, :], batch_y[:, -args.pred_len:, :])
        train_loss.append(loss.item())
        accelerator.backward(loss)
        model_optim.step()
    vali_loss, vali_mae_loss = vali(args, accelerator, model, vali_data, vali_loader, criterion, mae_metric)
    accelerator.print(f"Epoch {epoch + 1} | Train {np.average(train_loss):.7f} Vali {vali_loss:.7f} MAE {vali_mae_loss:.7f}")
    adjust_learning_rate(accelerator, model_optim, None, epoch + 1, args)
