'''This file configures the training procedure because handling arguments in every single function is so exhaustive for
research purposes. Don't try this code if you are a software engineer.'''

# device settings
device = 'cuda'  # or 'cpu'

# data settings
dataset_path = "data/images"
class_name = "dummy_data"
modelname = "dummy_test"
img_size = (768, 768)
img_dims = [3] + list(img_size)
n_scales = 3

# network hyperparameters
n_coupling_blocks = 4
clamp = 3
fc_internal = 1024
n_feat = 304

# dataloader parameters
batch_size = 16
workers = 4
