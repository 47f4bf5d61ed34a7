# expect: TL001
# source: https://github.com/DAVIDNYARKO123/yolov8-silva/issues/7 ("Does not work on GPU": "The usage of numpy() method does not function whenever the model is using gpu, for instance at line 54 : `DP = detect_params[0].numpy()`", `TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.`)
# note: the webcam detection script as the thread describes it, reconstructed: the ultralytics YOLO model is moved to the GPU chosen from the command line and `model.predict` returns results whose boxes live on cuda; `Results.numpy()` converts every tensor field with `.numpy()` and raises. The per-box reads after that line work on the NumPy copy; the frame comes from OpenCV as a NumPy array; class names from a text file.
import argparse
import random

import cv2
import numpy as np
import torch
from ultralytics import YOLO

parser = argparse.ArgumentParser(description="YOLOv8 live detection")
parser.add_argument("--weights", default="weights/yolov8n.pt")
parser.add_argument("--source", default="inference/videos/afriq0.MP4")
parser.add_argument("--conf", type=float, default=0.45)
parser.add_argument("--device", default="cuda:0" if torch.cuda.is_available() else "cpu")
parser.add_argument("--width", type=int, default=640)
parser.add_argument("--height", type=int, default=480)
args = parser.parse_args()

# opening the file in read mode
with open("utils/coco.txt", "r") as my_file:
    data = my_file.read()
class_list = data.split("\n")

# Generate random colors for class list
detection_colors = []
for i in range(len(class_list)):
    r = random.randint(0, 255)
    g = random.randint(0, 255)
    b = random.randint(0, 255)
    detection_colors.append((b, g, r))

# load a pretrained YOLOv8n model
model = YOLO(args.weights, "v8")
model.to(args.device)

cap = cv2.VideoCapture(args.source)
if not cap.isOpened():
    print("Cannot open camera")
    exit()

while True:
    ret, frame = cap.read()
    if not ret:
        print("Can't receive frame (stream end?). Exiting ...")
        break

    frame = cv2.resize(frame, (args.width, args.height))

    # Predict on image
    detect_params = model.predict(source=[frame], conf=args.conf, save=False, device=args.device)

    # Convert tensor array to numpy
    DP = detect_params[0].numpy()
    print(DP)

    if len(DP) != 0:
        for i in range(len(DP.boxes)):
            box = DP.boxes[i]
            clsID = int(box.cls[0])
            conf = float(box.conf[0])
            bb = np.asarray(box.xyxy[0]).astype(int)

            cv2.rectangle(frame, (bb[0], bb[1]), (bb[2], bb[3]), detection_colors[clsID], 3)

            # Display class name and confidence
            font = cv2.FONT_HERSHEY_COMPLEX
            cv2.putText(
                frame,
                class_list[clsID] + " " + str(round(conf, 3)) + "%",
                (bb[0], bb[1] - 10),
                font,
                1,
                (255, 255, 255),
                2,
            )

    # Display the resulting frame
    cv2.imshow("ObjectDetection", frame)

    # Terminate run when "Q" pressed
    if cv2.waitKey(1) == ord("q"):
        break

cap.release()
cv2.destroyAllWindows()
