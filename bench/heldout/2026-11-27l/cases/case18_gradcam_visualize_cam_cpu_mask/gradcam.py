import torch
import torch.nn.functional as F


class GradCAM:
    def __init__(self, model_dict):
        self.model_arch = model_dict["arch"]
        self.gradients, self.activations = {}, {}
        target_layer = model_dict["layer"]

        def backward_hook(module, grad_input, grad_output):
            self.gradients["value"] = grad_output[0]

        def forward_hook(module, input, output):
            self.activations["value"] = output

        target_layer.register_forward_hook(forward_hook)
        target_layer.register_full_backward_hook(backward_hook)

    def forward(self, input, class_idx=None, retain_graph=False):
        b, c, h, w = input.size()
        logit = self.model_arch(input)
        if class_idx is None:
            score = logit[:, logit.max(1)[-1]].squeeze()
        else:
            score = logit[:, class_idx].squeeze()
        self.model_arch.zero_grad()
        score.backward(retain_graph=retain_graph)
        gradients, activations = self.gradients["value"], self.activations["value"]
        b, k, u, v = gradients.size()
        weights = gradients.view(b, k, -1).mean(2).view(b, k, 1, 1)
        saliency_map = F.relu((weights * activations).sum(1, keepdim=True))
        saliency_map = F.interpolate(saliency_map, size=(h, w), mode="bilinear", align_corners=False)
        saliency_map_min, saliency_map_max = saliency_map.min(), saliency_map.max()
        saliency_map = (saliency_map - saliency_map_min).div(saliency_map_max - saliency_map_min).data
        return saliency_map, logit

    def __call__(self, input, class_idx=None, retain_graph=False):
        return self.forward(input, class_idx, retain_graph)
