# expect: TL101
# source: apply_nms helper of the torchvision object-detection fine-tuning notebooks, found with find_string ".cpu()[keep]" (final_prediction['boxes'] = final_prediction['boxes'].cpu()[keep])
# note: the prediction dict comes from a Faster R-CNN running on cuda (evaluate_fasterrcnn.py, the other file); after NMS each field is copied whole to the host again and only then filtered with the keep indices, so the suppressed boxes/scores/labels are transferred for nothing (run NMS and index on the device, then copy the survivors)
import torchvision


def apply_nms(orig_prediction, iou_thresh=0.3):
    keep = torchvision.ops.nms(orig_prediction['boxes'].cpu(), orig_prediction['scores'].cpu(), iou_thresh)

    final_prediction = orig_prediction
    final_prediction['boxes'] = final_prediction['boxes'].cpu()[keep]
    final_prediction['scores'] = final_prediction['scores'].cpu()[keep]
    final_prediction['labels'] = final_prediction['labels'].cpu()[keep]

    return final_prediction
