"""Export a YOLOv5 PyTorch checkpoint to a TensorFlow SavedModel and to TFLite.

Usage:
    $ python export.py --weights runs/train/exp/weights/last.pt --cfg models/yolov5s.yaml --img 320
"""

import argparse
import sys
from copy import deepcopy
from pathlib import Path

import tensorflow as tf
import torch
from tensorflow import keras

from models.tf import parse_model
from models.yolo import Model
from utils.general import LOGGER, colorstr, file_size, load_yaml


class tf_Model:
    # Keras graph mirroring the PyTorch Model; every layer is initialised from the PyTorch weights
    def __init__(self, cfg, model, imgsz=(640, 640)):
        self.yaml = deepcopy(cfg)
        self.layers, self.savelist = parse_model(deepcopy(self.yaml), ch=[3], model=model, imgsz=imgsz)

    def predict(self, inputs):
        y, x = [], inputs  # outputs
        for m in self.layers:
            if m.f != -1:  # if not from previous layer
                x = y[m.f] if isinstance(m.f, int) else [x if j == -1 else y[j] for j in m.f]
            x = m(x)
            y.append(x if m.i in self.savelist else None)
        return x


def load_pytorch_model(weights, cfg):
    # Training checkpoints hold {'model': Model, 'optimizer': ..., 'epoch': ...}; exported ones a state_dict
    ckpt = torch.load(weights, map_location=torch.device('cpu'), weights_only=False)
    if isinstance(ckpt, dict) and isinstance(ckpt.get('model'), torch.nn.Module):
        model = ckpt['model'].float()
    else:
        model = Model(cfg)
        model.load_state_dict(ckpt.get('model', ckpt) if isinstance(ckpt, dict) else ckpt)
    return model.eval()


def run(weights, cfg, imgsz=(320, 320), batch_size=1, tflite=True):
    cfg = load_yaml(cfg) if isinstance(cfg, (str, Path)) else cfg
    model = load_pytorch_model(weights, cfg)
    im = torch.zeros((batch_size, 3, *imgsz))  # BCHW
    y = model(im)  # dry run
    nc = y[0].shape[-1] - 5
    LOGGER.info(f"{colorstr('PyTorch:')} {weights} ({file_size(weights):.1f} MB), {nc} classes")

    prefix = colorstr('TensorFlow SavedModel:')
    tf_model = tf_Model(cfg, model=model, imgsz=imgsz)
    inputs = keras.Input(shape=(*imgsz, 3), batch_size=batch_size)
    keras_model = keras.Model(inputs=inputs, outputs=tf_model.predict(inputs))
    keras_model.trainable = False
    f = str(weights).replace('.pt', '_saved_model')
    keras_model.save(f, save_format='tf')
    LOGGER.info(f'{prefix} export success, saved as {f}')

    if tflite:
        converter = tf.lite.TFLiteConverter.from_keras_model(keras_model)
        converter.target_spec.supported_ops = [tf.lite.OpsSet.TFLITE_BUILTINS]
        converter.target_spec.supported_types = [tf.float16]
        converter.optimizations = [tf.lite.Optimize.DEFAULT]
        f = str(weights).replace('.pt', '-fp16.tflite')
        Path(f).write_bytes(converter.convert())
        LOGGER.info(f"{colorstr('TFLite:')} export success, saved as {f}")
    return f


def parse_opt():
    parser = argparse.ArgumentParser()
    parser.add_argument('--weights', type=str, default='yolov5s.pt', help='weights path')
    parser.add_argument('--cfg', type=str, default='models/yolov5s.yaml', help='model.yaml path')
    parser.add_argument('--img-size', '--img', nargs='+', type=int, default=[320, 320], help='image (h, w)')
    parser.add_argument('--batch-size', type=int, default=1, help='batch size')
    parser.add_argument('--no-tflite', action='store_true', help='only export the SavedModel')
    opt = parser.parse_args()
    opt.img_size *= 2 if len(opt.img_size) == 1 else 1  # expand
    return opt


if __name__ == "__main__":
    opt = parse_opt()
    try:
        run(opt.weights, opt.cfg, tuple(opt.img_size), opt.batch_size, tflite=not opt.no_tflite)
    except Exception as e:
        LOGGER.info(f'export failure: {e}')
        sys.exit(1)
