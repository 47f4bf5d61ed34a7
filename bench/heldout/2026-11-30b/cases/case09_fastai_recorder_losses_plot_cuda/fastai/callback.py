"Callbacks provides extensibility to the `basic_train` loop. See `train` for examples of custom callbacks."
from dataclasses import dataclass

from .basic_data import *
from .torch_core import *

class Callback():
    "Base class for callbacks that want to record values, dynamically change learner params, etc."
    _order=0
    def on_train_begin(self, **kwargs:Any)->None: pass
    def on_epoch_begin(self, **kwargs:Any)->None: pass
    def on_batch_begin(self, **kwargs:Any)->None: pass
    def on_loss_begin(self, **kwargs:Any)->None: pass
    def on_backward_begin(self, **kwargs:Any)->None: pass
    def on_backward_end(self, **kwargs:Any)->None: pass
    def on_step_end(self, **kwargs:Any)->None: pass
    def on_batch_end(self, **kwargs:Any)->None: pass
    def on_epoch_end(self, **kwargs:Any)->bool: return False
    def on_train_end(self, **kwargs:Any)->None: pass

class SmoothenValue():
    "Create a smooth moving average for a value (loss, etc)."
    def __init__(self, beta:float):
        "Create smoother for value, beta should be 0<beta<1."
        self.beta,self.n,self.mov_avg = beta,0,0

    def add_value(self, val:float)->None:
        "Add current value to calculate updated smoothed value."
        self.n += 1
        self.mov_avg = self.beta * self.mov_avg + (1 - self.beta) * val
        self.smooth = self.mov_avg / (1 - self.beta ** self.n)

def _get_init_state(): return {'epoch':0, 'iteration':0, 'num_batch':0}

@dataclass
class CallbackHandler():
    "Manage all of the registered callback objects, smoothing loss by momentum `beta`."
    callbacks:Collection[Callback]=None
    metrics:Collection[Callback]=None
    beta:float=0.98

    def __post_init__(self)->None:
        self.callbacks = ifnone(self.callbacks, [])
        self.metrics = [(met if isinstance(met, Callback) else AverageMetric(met)) for met in ifnone(self.metrics, [])]
        self.callbacks = sorted(self.callbacks, key=lambda o: getattr(o, '_order', 0))
        self.smoothener = SmoothenValue(self.beta)
        self.state_dict:Dict[str,Union[int,float,Tensor]]=_get_init_state()

    def __call__(self, cb_name, call_mets=True, **kwargs)->None:
        if call_mets: [getattr(met, f'on_{cb_name}')(**self.state_dict, **kwargs) for met in self.metrics]
        return [getattr(cb, f'on_{cb_name}')(**self.state_dict, **kwargs) for cb in self.callbacks]

    def on_train_begin(self, epochs:int, pbar, metrics)->None:
        self.state_dict = _get_init_state()
        self.state_dict['n_epochs'],self.state_dict['pbar'],self.state_dict['metrics'] = epochs,pbar,metrics
        names = [(met.name if hasattr(met, 'name') else camel2snake(met.__class__.__name__)) for met in self.metrics]
        self('train_begin', metrics_names=names)

    def on_epoch_begin(self)->None:
        self.state_dict['num_batch'] = 0
        self('epoch_begin')

    def on_batch_begin(self, xb:Tensor, yb:Tensor, train:bool=True)->None:
        self.state_dict['last_input'], self.state_dict['last_target'] = xb, yb
        self.state_dict['train'] = train
        for cb in self.callbacks:
            a = cb.on_batch_begin(**self.state_dict)
            if a is not None: self.state_dict['last_input'], self.state_dict['last_target'] = a
        return self.state_dict['last_input'], self.state_dict['last_target']

    def on_loss_begin(self, out:Tensor)->None:
        self.state_dict['last_output'] = out
        self('loss_begin', False)
        return self.state_dict['last_output']

    def on_backward_begin(self, loss:Tensor)->None:
        "Handle gradient calculation on `loss`."
        self.smoothener.add_value(loss.detach())
        self.state_dict['last_loss'], self.state_dict['smooth_loss'] = loss, self.smoothener.smooth
        for cb in self.callbacks:
            a = cb.on_backward_begin(**self.state_dict)
            if a is not None: self.state_dict['last_loss'] = a
        return self.state_dict['last_loss']

    def on_backward_end(self)->None: self('backward_end', False)
    def on_step_end(self)->None:     self('step_end', False)

    def on_batch_end(self, loss:Tensor)->None:
        self.state_dict['last_loss'] = loss
        stop = np.any(self('batch_end', not self.state_dict['train']))
        if self.state_dict['train']:
            self.state_dict['iteration'] += 1
            self.state_dict['num_batch'] += 1
        return stop

    def on_epoch_end(self, val_loss:Tensor)->bool:
        self.state_dict['last_metrics'] = [val_loss] if val_loss is not None else None
        self.state_dict['epoch'] += 1
        if not self.state_dict['train']:
            for met in self.metrics:
                met.on_epoch_end(**self.state_dict)
                self.state_dict['last_metrics'].append(met.metric)
        return np.any(self('epoch_end', False))

    def on_train_end(self, exception:Union[bool,Exception])->None: self('train_end', exception=exception)

class AverageMetric(Callback):
    "Wrap a `func` in a callback for metrics computation."
    def __init__(self, func):
        self.func, self.name = func, getattr(func,'func',func).__name__

    def on_epoch_begin(self, **kwargs): self.val, self.count = 0.,0

    def on_batch_end(self, last_output, last_target, train, **kwargs):
        if not is_listy(last_target): last_target=[last_target]
        self.count += last_target[0].size(0)
        self.val += last_target[0].size(0) * self.func(last_output, *last_target).detach().cpu()

    def on_epoch_end(self, **kwargs): self.metric = self.val/self.count
