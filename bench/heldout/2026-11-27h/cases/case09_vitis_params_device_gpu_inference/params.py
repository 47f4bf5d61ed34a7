"""Settings shared by the GPU inference scripts of the YOLOv3 tutorial."""
import torch

MODEL_PATH = "build/float_model/yolov3_voc.pth"
IMAGE_DIR = "data/voc_test_images"
IMG_SIZE = 416
NUM_CLASSES = 20
CONF_THRES = 0.5
NMS_THRES = 0.4

# the float model is evaluated on the first GPU before quantization
DEVICE = torch.device("cuda:0")
