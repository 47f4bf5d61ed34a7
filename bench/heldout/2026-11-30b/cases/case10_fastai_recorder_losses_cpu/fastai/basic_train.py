# expect: none
# source: https://github.com/AnswerDotAI/fastprogress/issues/16 ("conversion of cuda tensors": "I am getting an error at the end of a fastai training loop. > can't convert CUDA tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first. ... it would be useful to add \".cpu()\" in the progress bar or earlier"), fixed in fastai by commit f6e6c84a (2018-11-12, "Put stored losses on the CPU": `self.smoothener.add_value(loss.detach())` -> `self.smoothener.add_value(loss.detach().cpu())` in `CallbackHandler.on_backward_begin`); code: fastai/fastai1 f6e6c84a^ `fastai/basic_train.py`, `fastai/callback.py`, `fastai/basic_data.py`, `fastai/torch_core.py`
# note: fastai v1 reduced to 4 files: `defaults.device` is cuda when available (torch_core.py), `DataBunch` wraps its loaders in `DeviceDataLoader`s that move every batch there (basic_data.py) and `Learner` moves the model to `data.device`; in `loss_batch` the training loss is a cuda tensor, `CallbackHandler.on_backward_begin` (callback.py) feeds `loss.detach()` to `SmoothenValue`, whose `smooth` becomes a 0-d cuda tensor passed to every callback as `smooth_loss`, and `Recorder.on_backward_begin` appends it to `self.losses`; `Recorder.plot_losses` then hands that list to `ax.plot`, which converts it with NumPy: "can't convert CUDA tensor to numpy". Traps: `f'{smooth_loss:.4f}'` and the epoch line's `f'{s:.6f}'` format a 0-d tensor through `.item()`; `loss_batch` returns `loss.detach().cpu()` and `validate` averages those with `to_np`, so `val_losses` are NumPy floats; `AverageMetric` stores `.detach().cpu()` values; `lrs` are Python floats. Twin: `CallbackHandler.on_backward_begin` smooths `loss.detach().cpu()` (commit f6e6c84a), so `smooth_loss` and `Recorder.losses` are host tensors.
"Provides basic training and validation with `Learner`"
from dataclasses import dataclass, field

import matplotlib.pyplot as plt
from fastprogress import master_bar, progress_bar

from .basic_data import *
from .callback import *
from .torch_core import *

def loss_batch(model:nn.Module, xb:Tensor, yb:Tensor, loss_func=None, opt=None, cb_handler=None):
    cb_handler = ifnone(cb_handler, CallbackHandler())
    xb, yb = (xb if is_listy(xb) else [xb]), (yb if is_listy(yb) else [yb])
    out = model(*xb)
    out = cb_handler.on_loss_begin(out)
    if not loss_func: return to_detach(out), yb[0].detach()
    loss = loss_func(out, *yb)
    if opt is not None:
        loss = cb_handler.on_backward_begin(loss)
        loss.backward()
        cb_handler.on_backward_end()
        opt.step()
        cb_handler.on_step_end()
        opt.zero_grad()
    return loss.detach().cpu()

def validate(model:nn.Module, dl:DataLoader, loss_func=None, cb_handler=None, pbar=None, average=True):
    model.eval()
    with torch.no_grad():
        val_losses,nums = [],[]
        for xb,yb in progress_bar(dl, parent=pbar, leave=(pbar is not None)):
            if cb_handler: xb, yb = cb_handler.on_batch_begin(xb, yb, train=False)
            val_losses.append(loss_batch(model, xb, yb, loss_func, cb_handler=cb_handler))
            if not is_listy(yb): yb = [yb]
            nums.append(yb[0].shape[0])
            if cb_handler and cb_handler.on_batch_end(val_losses[-1]): break
        nums = np.array(nums, dtype=np.float32)
        if average: return (to_np(torch.stack(val_losses)) * nums).sum() / nums.sum()
        else:       return val_losses

def fit(epochs:int, model:nn.Module, loss_func:LossFunction, opt:optim.Optimizer,
        data:DataBunch, callbacks=None, metrics=None)->None:
    cb_handler = CallbackHandler(callbacks, metrics)
    pbar = master_bar(range(epochs))
    cb_handler.on_train_begin(epochs, pbar=pbar, metrics=metrics)
    exception=False
    try:
        for epoch in pbar:
            model.train(); cb_handler.on_epoch_begin()
            for xb,yb in progress_bar(data.train_dl, parent=pbar):
                xb, yb = cb_handler.on_batch_begin(xb, yb)
                loss = loss_batch(model, xb, yb, loss_func, opt, cb_handler)
                if cb_handler.on_batch_end(loss): break
            val_loss = validate(model, data.valid_dl, loss_func=loss_func, cb_handler=cb_handler, pbar=pbar)
            if cb_handler.on_epoch_end(val_loss): break
    except Exception as e:
        exception = e
        raise e
    finally: cb_handler.on_train_end(exception)

@dataclass
class Learner():
    "Train `model` using `data` to minimize `loss_func` with optimizer `opt_func`."
    data:DataBunch
    model:nn.Module
    opt_func:Callable=AdamW
    loss_func:Callable=None
    metrics:Collection[Callable]=None
    callback_fns:Collection[Callable]=None
    callbacks:Collection[Callback]=field(default_factory=list)

    def __post_init__(self)->None:
        self.model = self.model.to(self.data.device)
        self.loss_func = ifnone(self.loss_func, self.data.loss_func)
        self.metrics, self.callbacks = listify(self.metrics), listify(self.callbacks)
        self.callback_fns = [Recorder] + listify(self.callback_fns)

    def fit(self, epochs:int, lr:float=3e-3, wd:float=1e-2, callbacks=None)->None:
        self.opt = self.opt_func(trainable_params(self.model), lr=lr, weight_decay=wd)
        callbacks = [cb(self) for cb in self.callback_fns] + listify(callbacks)
        fit(epochs, self.model, self.loss_func, opt=self.opt, data=self.data, metrics=self.metrics,
            callbacks=self.callbacks+callbacks)

class Recorder(Callback):
    "A `Callback` that records epoch, loss, opt and metric data during training."
    _order=-10
    def __init__(self, learn:Learner):
        self.learn = learn
        setattr(learn, 'recorder', self)

    def on_train_begin(self, pbar, metrics_names:Collection[str], **kwargs:Any)->None:
        self.pbar, self.opt = pbar, self.learn.opt
        self.names = ['epoch', 'train_loss', 'valid_loss'] + metrics_names
        self.pbar.write('  '.join(self.names), table=True)
        self.losses,self.val_losses,self.lrs,self.metrics,self.nb_batches = [],[],[],[],[]

    def on_batch_begin(self, train, **kwargs:Any)->None:
        if train: self.lrs.append(self.opt.param_groups[-1]['lr'])

    def on_backward_begin(self, smooth_loss:Tensor, **kwargs:Any)->None:
        self.losses.append(smooth_loss)
        if self.pbar is not None and hasattr(self.pbar,'child'):
            self.pbar.child.comment = f'{smooth_loss:.4f}'

    def on_epoch_end(self, epoch:int, num_batch:int, smooth_loss:Tensor, last_metrics=None, **kwargs:Any)->bool:
        self.nb_batches.append(num_batch)
        if last_metrics is not None:
            self.val_losses.append(last_metrics[0])
            if len(last_metrics) > 1: self.metrics.append(last_metrics[1:])
        stats = [epoch, smooth_loss] + ifnone(last_metrics, [])
        self.pbar.write('  '.join(str(s) if isinstance(s, int) else f'{s:.6f}' for s in stats), table=True)
        return False

    def plot_losses(self)->None:
        _, ax = plt.subplots(1,1)
        ax.plot(range_of(self.losses), self.losses)
        ax.plot(np.cumsum(self.nb_batches), self.val_losses)
