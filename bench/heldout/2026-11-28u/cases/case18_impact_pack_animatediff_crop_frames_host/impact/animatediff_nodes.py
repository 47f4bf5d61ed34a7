# expect: none
# source: https://github.com/ltdrdata/ComfyUI-Impact-Pack/issues/472 ("TypeError: can't convert cuda:0 device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.": traceback through `impact/animatediff_nodes.py`, "line 146, in doit ... enhanced_seg, cnet_images = SEGSDetailerForAnimateDiff().do_detail(image_frames, single_seg, guide_size, guide_size_for, max_size, seed, steps, cfg, sampler_name, scheduler," and "line 68, in do_detail cropped_image_frames = cropped_image_frames.numpy()")
# note: the AnimateDiff detailer of the Impact Pack, reduced to the path of the report: when the pipe carries an upscale model, `DetailerForEachPipeForAnimateDiff.doit` first runs `core.upscale_frames_with_model`, which leaves the frames on `comfy.model_management.get_torch_device()` (cuda), and `do_detail` crops every segment out of those frames and calls `.numpy()` on the stacked crop, which raises. Masks are NumPy or CPU tensors, crop regions are Python ints, the blurred mask and the paste-back work on tensors, and the frame count is read from `.shape`. Header `impact/animatediff_nodes.py`. Twin: `.cpu().numpy()` on the stacked crop.
import numpy as np
import torch

import comfy.model_management as model_management
from impact import core, utils
from impact.core import SEG


class SEGSDetailerForAnimateDiff:
    @classmethod
    def INPUT_TYPES(s):
        return {"required": {"image_frames": ("IMAGE", ), "segs": ("SEGS", ), "guide_size": ("FLOAT", ),
                             "max_size": ("FLOAT", ), "seed": ("INT", ), "steps": ("INT", ), "cfg": ("FLOAT", ),
                             "denoise": ("FLOAT", ), "basic_pipe": ("BASIC_PIPE", )}}

    RETURN_TYPES = ("SEGS", "IMAGE")
    FUNCTION = "doit"
    CATEGORY = "ImpactPack/Detailer"

    @staticmethod
    def do_detail(image_frames, segs, guide_size, guide_size_for, max_size, seed, steps, cfg, sampler_name,
                  scheduler, denoise, basic_pipe, refiner_ratio=None, refiner_basic_pipe_opt=None,
                  noise_mask_feather=0):
        model, clip, vae, positive, negative = basic_pipe

        new_segs = []
        cnet_image_list = []

        for seg in segs[1]:
            cropped_image_frames = None

            for image in image_frames:
                image = image.unsqueeze(0)
                cropped_image = seg.cropped_image if seg.cropped_image is not None else utils.crop_tensor4(image, seg.crop_region)
                cropped_image = utils.to_tensor(cropped_image)
                if cropped_image_frames is None:
                    cropped_image_frames = cropped_image
                else:
                    cropped_image_frames = torch.concat((cropped_image_frames, cropped_image), dim=0)

            cropped_image_frames = cropped_image_frames.cpu().numpy()

            # It is assumed that AnimateDiff does not support conditioning masks based on test results,
            # but it will be added for future consideration.
            cropped_positive = positive
            cropped_negative = negative

            enhanced_image_tensor, cnet_images = core.enhance_detail_for_animatediff(
                cropped_image_frames, model, clip, vae, guide_size, guide_size_for, max_size, seg.bbox, seed,
                steps, cfg, sampler_name, scheduler, cropped_positive, cropped_negative, denoise,
                noise_mask=seg.cropped_mask, refiner_ratio=refiner_ratio,
                control_net_wrapper=seg.control_net_wrapper)

            if cnet_images is not None:
                cnet_image_list.extend(cnet_images)

            if enhanced_image_tensor is None:
                new_cropped_image = cropped_image_frames
            else:
                new_cropped_image = enhanced_image_tensor

            new_seg = SEG(new_cropped_image, seg.cropped_mask, seg.confidence, seg.crop_region, seg.bbox,
                          seg.label, None)
            new_segs.append(new_seg)

        return (segs[0], new_segs), cnet_image_list

    def doit(self, image_frames, segs, guide_size, max_size, seed, steps, cfg, denoise, basic_pipe):
        segs, cnet_images = SEGSDetailerForAnimateDiff.do_detail(
            image_frames, segs, guide_size, True, max_size, seed, steps, cfg, "euler", "normal", denoise,
            basic_pipe)
        return (segs, cnet_images)


class DetailerForEachPipeForAnimateDiff:
    RETURN_TYPES = ("IMAGE", "SEGS", "BASIC_PIPE", "IMAGE")
    FUNCTION = "doit"
    CATEGORY = "ImpactPack/Detailer"

    @staticmethod
    def doit(image_frames, segs, guide_size, guide_size_for, max_size, seed, steps, cfg, sampler_name,
             scheduler, denoise, feather, basic_pipe, refiner_ratio=None, detailer_hook=None,
             refiner_basic_pipe_opt=None, noise_mask_feather=0, upscale_model_opt=None):

        if upscale_model_opt is not None:
            image_frames = core.upscale_frames_with_model(upscale_model_opt, image_frames)

        enhanced_segs = []
        cnet_image_list = []

        for sub_seg in segs[1]:
            single_seg = segs[0], [sub_seg]
            enhanced_seg, cnet_images = SEGSDetailerForAnimateDiff().do_detail(
                image_frames, single_seg, guide_size, guide_size_for, max_size, seed, steps, cfg, sampler_name,
                scheduler, denoise, basic_pipe, refiner_ratio, refiner_basic_pipe_opt, noise_mask_feather)

            image_frames = image_frames.clone()
            for seg in enhanced_seg[1]:
                mask = utils.tensor_gaussian_blur_mask(seg.cropped_mask, feather)
                x, y = seg.crop_region[0], seg.crop_region[1]
                utils.tensor_paste(image_frames, seg.cropped_image, (x, y), mask)
            enhanced_segs += enhanced_seg[1]

            if cnet_images is not None:
                cnet_image_list.extend(cnet_images)

        model_management.soft_empty_cache()
        new_segs = segs[0], enhanced_segs
        return image_frames, new_segs, basic_pipe, cnet_image_list if cnet_image_list else [np.zeros((64, 64, 3))]
