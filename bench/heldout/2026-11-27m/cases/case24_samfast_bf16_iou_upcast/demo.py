import cv2
import numpy as np

from build_sam import sam_model_fast_registry
from predictor import SamPredictor

sam = sam_model_fast_registry["vit_h"](checkpoint="checkpoints/sam_vit_h_4b8939.pth")
sam.to(device="cuda")
predictor = SamPredictor(sam)

image = cv2.cvtColor(cv2.imread("images/truck.jpg"), cv2.COLOR_BGR2RGB)
predictor.set_image(image)
masks, scores, logits = predictor.predict(point_coords=np.array([[500, 375]]), point_labels=np.array([1]),
                                          multimask_output=True)
best = int(np.argmax(scores))
cv2.imwrite("mask.png", masks[best].astype(np.uint8) * 255)
print("best score", float(scores[best]))
