# expect: none
# source: marvis/pytorch-caffe-darknet-convert/cfg.py (save_conv, save_conv_bn, save_conv_shrink_bn; read via a paritybench export of the repo)
# note: weights are written with .data (no grad) and BatchNorm buffers (never require grad); cuda parameters go through convert2cpu (a copy into
#       a CPU FloatTensor) under an is_cuda check, so every .numpy() sees a CPU float32 tensor without grad.
import torch
import torch.nn as nn


def convert2cpu(gpu_matrix):
    return torch.FloatTensor(gpu_matrix.size()).copy_(gpu_matrix)


def save_conv(fp, conv_model):
    if conv_model.bias.is_cuda:
        convert2cpu(conv_model.bias.data).numpy().tofile(fp)
        convert2cpu(conv_model.weight.data).numpy().tofile(fp)
    else:
        conv_model.bias.data.numpy().tofile(fp)
        conv_model.weight.data.numpy().tofile(fp)


def save_conv_bn(fp, conv_model, bn_model):
    if bn_model.bias.is_cuda:
        convert2cpu(bn_model.bias.data).numpy().tofile(fp)
        convert2cpu(bn_model.weight.data).numpy().tofile(fp)
        convert2cpu(bn_model.running_mean).numpy().tofile(fp)
        convert2cpu(bn_model.running_var).numpy().tofile(fp)
        convert2cpu(conv_model.weight.data).numpy().tofile(fp)
    else:
        bn_model.bias.data.numpy().tofile(fp)
        bn_model.weight.data.numpy().tofile(fp)
        bn_model.running_mean.numpy().tofile(fp)
        bn_model.running_var.numpy().tofile(fp)
        conv_model.weight.data.numpy().tofile(fp)


def save_conv_shrink_bn(fp, conv_model, bn_model, eps=1e-05):
    if bn_model.bias.is_cuda:
        bias = bn_model.bias.data - bn_model.running_mean * bn_model.weight.data / torch.sqrt(bn_model.running_var + eps)
        convert2cpu(bias).numpy().tofile(fp)
        s = conv_model.weight.data.size()
        weight = conv_model.weight.data * (bn_model.weight.data / torch.sqrt(bn_model.running_var + eps)).view(-1, 1, 1, 1).repeat(1, s[1], s[2], s[3])
        convert2cpu(weight).numpy().tofile(fp)
    else:
        bias = bn_model.bias.data - bn_model.running_mean * bn_model.weight.data / torch.sqrt(bn_model.running_var + eps)
        bias.numpy().tofile(fp)
        s = conv_model.weight.data.size()
        weight = conv_model.weight.data * (bn_model.weight.data / torch.sqrt(bn_model.running_var + eps)).view(-1, 1, 1, 1).repeat(1, s[1], s[2], s[3])
        weight.numpy().tofile(fp)


def save_fc(fp, fc_model):
    fc_model.bias.data.numpy().tofile(fp)
    fc_model.weight.data.numpy().tofile(fp)


def save_weights(model, path):
    with open(path, "wb") as fp:
        for block in model.blocks:
            if isinstance(block, nn.Sequential) and len(block) >= 2 and isinstance(block[1], nn.BatchNorm2d):
                save_conv_bn(fp, block[0], block[1])
            elif isinstance(block, nn.Conv2d):
                save_conv(fp, block)
            elif isinstance(block, nn.Linear):
                save_fc(fp, block)
