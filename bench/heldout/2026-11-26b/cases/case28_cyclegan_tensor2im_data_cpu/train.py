import os

from models import create_model
from options.train_options import TrainOptions
from data import create_dataset
from util import util

opt = TrainOptions().parse()   # gpu_ids defaults to [0]
dataset = create_dataset(opt)
model = create_model(opt)      # a BaseModel subclass; networks are moved to model.device
model.setup(opt)

for epoch in range(opt.n_epochs):
    for i, data in enumerate(dataset):
        model.set_input(data)
        model.optimize_parameters()   # forward + backward; fake_B keeps its graph
        if i % opt.display_freq == 0:
            for label, image in model.get_current_visuals().items():
                image_numpy = util.tensor2im(image)
                util.mkdirs(opt.checkpoints_dir)
                util.save_image(image_numpy, os.path.join(opt.checkpoints_dir, f"epoch{epoch:03d}_{label}.png"))
