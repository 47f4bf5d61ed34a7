# expect: none
# source: https://github.com/zldrobit/yolov5/pull/2 ("A fix to Can't call numpy() on Tensor bug": "This error is caused when I try to export model with default settings: `RuntimeError: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.` ... it could become buggy for models trained with multi-gpu setup"; thongvhoang: "I has same error. ... You replace all .numpy() by .detach().numpy and run again."; zldrobit: "I reproduced the issue following the link you provided"); code: `models/tf.py` of the tf-android branch (f87974e, lines 62 and 382: `tf_BN` with `keras.initializers.Constant(w.bias.numpy())`, `tf_Conv` with `w.conv.weight.permute(2, 3, 1, 0).numpy()`, `tf_Detect` with `w.stride.numpy()`, `model = torch.load(opt.weights, map_location=torch.device('cpu'))['model'].float()`) and `models/yolo.py` `_initialize_biases` (`mi.bias = torch.nn.Parameter(b.view(-1), requires_grad=True)`)
# note: The YOLOv5 TensorFlow export reduced to 5 files: `export.py` loads the PyTorch model (the pickled `Model` of a training checkpoint, or `Model(cfg)` plus `load_state_dict`) and only calls `model.eval()`, which leaves every parameter with `requires_grad=True` (checkpoints saved during training are not yet stripped; `Model.__init__` in `models/yolo.py` re-creates the Detect biases as `nn.Parameter(..., requires_grad=True)`); `tf_Model.__init__` (export.py) -> `parse_model` (`models/tf.py`) builds one Keras layer per PyTorch module with `w=model.model[i]`, and the layers read their initial values with `.numpy()` on the parameters (`w.conv.weight.permute(2, 3, 1, 0)`, BatchNorm `w.weight`/`w.bias`, Detect `w.m[i].weight`/`w.m[i].bias`) with grad mode on: "Can't call numpy() on Tensor that requires grad". Traps: `w.running_mean`/`w.running_var` (BatchNorm buffers), `w.anchor_grid` (a registered buffer) and `w.stride` (a plain tensor computed from output shapes) do not require grad and convert as they are; the dry run `y = model(im)` only reads `y[0].shape`; everything is on the CPU (`map_location=torch.device('cpu')`), so no TL001. Twin: the parameters are detached before the conversion, `.detach().numpy()` (the fix of PR #2, applied to the five parameter reads; the buffers keep `.numpy()`).
# TensorFlow/Keras re-implementation of the YOLOv5 modules, initialised from a PyTorch model
import tensorflow as tf
import torch.nn as nn
from tensorflow import keras

from models.common import C3, Bottleneck, Concat, Conv, autopad
from models.yolo import Detect
from utils.general import LOGGER, make_divisible


class tf_BN(keras.layers.Layer):
    # TensorFlow BatchNormalization wrapper
    def __init__(self, w=None):
        super(tf_BN, self).__init__()
        self.bn = keras.layers.BatchNormalization(
            beta_initializer=keras.initializers.Constant(w.bias.detach().numpy()),
            gamma_initializer=keras.initializers.Constant(w.weight.detach().numpy()),
            moving_mean_initializer=keras.initializers.Constant(w.running_mean.numpy()),
            moving_variance_initializer=keras.initializers.Constant(w.running_var.numpy()),
            epsilon=w.eps)

    def call(self, inputs):
        return self.bn(inputs)


class tf_Conv(keras.layers.Layer):
    # Standard convolution
    def __init__(self, c1, c2, k=1, s=1, p=None, g=1, act=True, w=None):
        super(tf_Conv, self).__init__()
        assert g == 1, "TF v2.2 Conv2D does not support 'groups' argument"
        conv = keras.layers.Conv2D(
            c2, k, s, 'SAME' if s == 1 else 'VALID', use_bias=False,
            kernel_initializer=keras.initializers.Constant(w.conv.weight.detach().permute(2, 3, 1, 0).numpy()))
        pad = tf.constant([[0, 0], [autopad(k, p)] * 2, [autopad(k, p)] * 2, [0, 0]])
        self.conv = conv if s == 1 else keras.Sequential([keras.layers.Lambda(lambda x: tf.pad(x, pad)), conv])
        self.bn = tf_BN(w.bn) if hasattr(w, 'bn') else tf.identity
        self.act = keras.activations.swish if (act and isinstance(w.act, nn.SiLU)) else tf.identity

    def call(self, inputs):
        return self.act(self.bn(self.conv(inputs)))


class tf_Bottleneck(keras.layers.Layer):
    def __init__(self, c1, c2, shortcut=True, g=1, e=0.5, w=None):  # ch_in, ch_out, shortcut, groups, expansion
        super(tf_Bottleneck, self).__init__()
        self.cv1, self.cv2 = tf_Conv(c1, int(c2 * e), 1, 1, w=w.cv1), tf_Conv(int(c2 * e), c2, 3, 1, g=g, w=w.cv2)
        self.add = shortcut and c1 == c2

    def call(self, inputs):
        return inputs + self.cv2(self.cv1(inputs)) if self.add else self.cv2(self.cv1(inputs))


class tf_C3(keras.layers.Layer):
    def __init__(self, c1, c2, n=1, shortcut=True, g=1, e=0.5, w=None):
        super(tf_C3, self).__init__()
        c_ = int(c2 * e)  # hidden channels
        self.cv1, self.cv2, self.cv3 = (tf_Conv(c1, c_, 1, 1, w=w.cv1), tf_Conv(c1, c_, 1, 1, w=w.cv2),
                                        tf_Conv(2 * c_, c2, 1, 1, w=w.cv3))
        self.m = keras.Sequential([tf_Bottleneck(c_, c_, shortcut, g, e=1.0, w=w.m[j]) for j in range(n)])

    def call(self, inputs):
        return self.cv3(tf.concat((self.m(self.cv1(inputs)), self.cv2(inputs)), axis=3))


class tf_Detect(keras.layers.Layer):
    def __init__(self, nc=80, anchors=(), ch=(), w=None, imgsz=(640, 640)):  # detection layer
        super(tf_Detect, self).__init__()
        self.stride = tf.convert_to_tensor(w.stride.numpy(), dtype=tf.float32)
        self.no, self.nl, self.na, self.imgsz = nc + 5, len(anchors), len(anchors[0]) // 2, imgsz
        self.anchor_grid = tf.reshape(tf.convert_to_tensor(w.anchor_grid.numpy(), dtype=tf.float32),
                                      [self.nl, 1, -1, 1, 2])
        self.m = [keras.layers.Conv2D(
            self.no * self.na, 1, kernel_initializer=keras.initializers.Constant(w.m[i].weight.detach().permute(2, 3, 1, 0).numpy()),
            bias_initializer=keras.initializers.Constant(w.m[i].bias.detach().numpy())) for i in range(len(ch))]

    def call(self, inputs):
        z = []
        for i in range(self.nl):
            ny, nx = self.imgsz[0] // int(self.stride[i]), self.imgsz[1] // int(self.stride[i])
            y = tf.sigmoid(tf.transpose(tf.reshape(self.m[i](inputs[i]), [-1, ny * nx, self.na, self.no]), [0, 2, 1, 3]))
            xv, yv = tf.meshgrid(tf.range(nx), tf.range(ny))
            grid = tf.cast(tf.reshape(tf.stack([xv, yv], 2), [1, 1, ny * nx, 2]), dtype=tf.float32)
            xy = (y[..., 0:2] * 2. - 0.5 + grid) * self.stride[i]
            wh = (y[..., 2:4] * 2) ** 2 * self.anchor_grid[i]
            z.append(tf.reshape(tf.concat([xy, wh, y[..., 4:]], -1), [-1, self.na * ny * nx, self.no]))
        return tf.concat(z, 1)


def tf_Upsample(size, scale_factor, mode, w=None):  # nn.Upsample -> resize of the NHWC tensor
    return keras.layers.Lambda(lambda x: tf.image.resize(x, (x.shape[1] * scale_factor, x.shape[2] * scale_factor), mode))


def tf_Concat(dimension=1, w=None):  # NCHW channel concat -> NHWC axis 3
    return keras.layers.Lambda(lambda x: tf.concat(x, 3))


def parse_model(d, ch, model, imgsz):  # model_dict, input_channels(3), PyTorch model, image size
    anchors, nc, gd, gw = d['anchors'], d['nc'], d['depth_multiple'], d['width_multiple']
    no = (len(anchors[0]) // 2) * (nc + 5)
    layers, save, c2 = [], [], ch[-1]
    for i, (f, n, m_str, args) in enumerate(d['backbone'] + d['head']):  # from, number, module, args
        m = eval(m_str)
        n = max(round(n * gd), 1) if n > 1 else n  # depth gain
        if m in [Conv, Bottleneck, C3]:
            c1, c2 = ch[f], make_divisible(args[0] * gw, 8) if args[0] != no else args[0]
            args = [c1, c2, *args[1:]] if m is not C3 else [c1, c2, n, *args[1:]]
        elif m is Concat:
            c2 = sum([ch[x] for x in f])
        elif m is Detect:
            args = [*args, [ch[x] for x in f]]
        extra = {'imgsz': imgsz} if m is Detect else {}  # the Keras graph is built for a fixed input size
        m_ = eval('tf_' + m_str.replace('nn.', ''))(*args, w=model.model[i], **extra)
        m_.i, m_.f = i, f  # attach index, 'from' index
        save.extend(x % i for x in ([f] if isinstance(f, int) else f) if x != -1)
        layers.append(m_)
        ch = [c2] if i == 0 else ch + [c2]
    LOGGER.info(f"Built {len(layers)} Keras layers from {type(model).__name__}")
    return layers, sorted(save)

