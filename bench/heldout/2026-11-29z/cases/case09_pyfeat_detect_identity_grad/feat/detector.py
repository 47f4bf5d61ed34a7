# expect: TL002
# source: https://github.com/cosanlab/py-feat/issues/203 ("Can't call numpy() on Tensor that requires grad": "`my_func(...)` run `detect.detect_image(images)` ... ValueError: when using a batch_size > 1 all images must have the same dimensions or output_size must not be None so py-feat can rescale images to output_size. See pytorch error: Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead."; maintainer: "The detection forward pass now runs under torch.inference_mode(), so outputs are no longer grad-tracking tensors and this error no longer occurs."; code: `feat/detector.py` at commit ec2e4a8 (Jan 2024), `return self._convert_detector_output(facebox, face_embeddings.numpy())` in `detect_identity`)
# note: py-feat reduced to 5 files: `batch_detect.py` runs `detector.detect_image(path)` in joblib workers, `Detector.detect_identity` calls the facenet `InceptionResnetV1` (`feat/models.py`, parameters that require grad, `.eval()` only) outside any no-grad block, so `face_embeddings` requires grad and `face_embeddings.numpy()` raises. Traps: `detect_landmarks` converts with `.cpu().data.numpy()` (`.data` is detached), the face detector converts inside its own `@torch.no_grad()` forward in another file, `InceptionResnetV1` keeps `self.device` only for `map_location` and is never moved (the frames and the model stay on the CPU, so no TL001), `pd.DataFrame` is built from NumPy rows.
import logging

import numpy as np
import pandas as pd
import torch

from feat.models import FaceBoxes, InceptionResnetV1, MobileFaceNet
from feat.utils import (convert_image_to_tensor, extract_face_from_bbox,
                        is_list_of_lists_empty, set_torch_device)


class Detector:
    def __init__(self, identity_model_path=None, device="cpu"):
        self.device = set_torch_device(device)
        self.face_detector = FaceBoxes(device=self.device)
        self.landmark_detector = MobileFaceNet().eval()
        self.identity_model = InceptionResnetV1(pretrained=identity_model_path,
                                                device=self.device).eval()
        self.info = {"face_model": "faceboxes", "landmark_model": "mobilefacenet",
                     "identity_model": "facenet", "device": str(self.device)}

    def __repr__(self):
        return f"feat.detector.Detector({self.info})"

    def detect_faces(self, frame, threshold=0.5):
        logging.info("detecting faces...")
        frame = convert_image_to_tensor(frame, img_type="float32") / 255
        faces = self.face_detector(frame)
        if is_list_of_lists_empty(faces):
            logging.warning("Warning: NO FACE is detected")
        return [[face for face in fframe if face[4] >= threshold] for fframe in faces]

    def detect_landmarks(self, frame, detected_faces):
        logging.info("detecting landmarks...")
        frame = convert_image_to_tensor(frame)
        if is_list_of_lists_empty(detected_faces):
            return detected_faces
        extracted_faces, new_bbox = extract_face_from_bbox(frame, detected_faces, face_size=112)
        extracted_faces = extracted_faces / 255.0
        landmark = self.landmark_detector(extracted_faces)[0].cpu().data.numpy()
        landmark = landmark.reshape(landmark.shape[0], -1, 2)
        landmark_results = []
        for ik, (left, top, right, bottom) in enumerate(new_bbox):
            scale = np.array([right - left, bottom - top])
            landmark_results.append(landmark[ik] * scale + np.array([left, top]))
        return self._convert_detector_output(detected_faces, np.stack(landmark_results))

    def detect_identity(self, frame, facebox):
        logging.info("detecting identity...")
        frame = convert_image_to_tensor(frame, img_type="float32") / 255
        if is_list_of_lists_empty(facebox):
            return facebox
        else:
            extracted_faces, new_bbox = extract_face_from_bbox(frame, facebox)
            face_embeddings = self.identity_model(extracted_faces)
        return self._convert_detector_output(facebox, face_embeddings.numpy())

    @staticmethod
    def _convert_detector_output(detected_faces, detector_results):
        """Splits per-face results back into one list per frame."""
        length_index = [len(x) for x in detected_faces]
        new_lens = np.insert(np.cumsum(length_index), 0, 0)
        return [detector_results[new_lens[i]:new_lens[i + 1]] for i in range(len(length_index))]

    def detect_image(self, input_file_list, face_detection_threshold=0.5):
        """Detects faces, landmarks and identity embeddings in one or more images.

        Returns:
            pd.DataFrame: one row per detected face.
        """
        if isinstance(input_file_list, str):
            input_file_list = [input_file_list]
        rows = []
        for input_file in input_file_list:
            faces = self.detect_faces(input_file, threshold=face_detection_threshold)
            landmarks = self.detect_landmarks(input_file, detected_faces=faces)
            identities = self.detect_identity(input_file, faces)
            for frame_faces, frame_landmarks, frame_ids in zip(faces, landmarks, identities):
                for face, landmark, embedding in zip(frame_faces, frame_landmarks, frame_ids):
                    x1, y1, x2, y2, score = face
                    row = {"input": input_file, "FaceRectX": x1, "FaceRectY": y1,
                           "FaceRectWidth": x2 - x1, "FaceRectHeight": y2 - y1, "FaceScore": score}
                    row.update({f"x_{i}": v for i, v in enumerate(landmark[:, 0])})
                    row.update({f"y_{i}": v for i, v in enumerate(landmark[:, 1])})
                    row.update({f"Identity_{i + 1}": v for i, v in enumerate(embedding)})
                    rows.append(row)
        return pd.DataFrame(rows)
