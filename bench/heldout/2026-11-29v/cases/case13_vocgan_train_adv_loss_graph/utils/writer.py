from torch.utils.tensorboard import SummaryWriter


class MyWriter(SummaryWriter):
    def __init__(self, hp, logdir):
        super().__init__(logdir)
        self.sample_rate = hp["sampling_rate"]

    def log_training(self, g_loss, d_loss, adv_loss, step):
        self.add_scalar("train/g_loss", g_loss, step)
        self.add_scalar("train/d_loss", d_loss, step)
        self.add_scalar("train/adv_loss", adv_loss, step)

    def log_validation(self, g_loss, step):
        self.add_scalar("validation/g_loss", g_loss, step)
