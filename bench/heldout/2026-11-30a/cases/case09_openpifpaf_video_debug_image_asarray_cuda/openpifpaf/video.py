"""Video demo application.

Example commands:
    python3 -m openpifpaf.video  # usbcam or webcam 0
    python3 -m openpifpaf.video --source=docs/coco/000000081988.jpg  # any OpenCV source
"""

import argparse
import json
import logging
import time

import cv2
import PIL.Image
import torch

from . import decoder, network, show, transforms, visualizer

LOG = logging.getLogger(__name__)


def cli():  # pylint: disable=too-many-statements
    parser = argparse.ArgumentParser(
        prog='python3 -m openpifpaf.video',
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    network.cli(parser)
    decoder.cli(parser, force_complete_pose=False, instance_threshold=0.1, seed_threshold=0.5)
    show.cli(parser)
    visualizer.cli(parser)

    parser.add_argument('--video-output', default=None, help='video output file')
    parser.add_argument('--show', default=False, action='store_true')
    parser.add_argument('--disable-cuda', action='store_true', help='disable CUDA')
    parser.add_argument('--source', default='0',
                        help='OpenCV source url. Integer for webcams. Or ipwebcam streams.')
    parser.add_argument('--scale', default=0.1, type=float,
                        help='input image scale factor')
    parser.add_argument('--max-frames', type=int)
    parser.add_argument('--json-output', default=None, help='json output file')
    parser.add_argument('--debug', default=False, action='store_true', help='print debug messages')
    args = parser.parse_args()

    logging.basicConfig()
    logging.getLogger('openpifpaf').setLevel(logging.DEBUG if args.debug else logging.INFO)

    network.configure(args)
    show.configure(args)
    visualizer.configure(args)

    # check whether source should be an int
    if len(args.source) == 1:
        args.source = int(args.source)

    # add args.device
    args.device = torch.device('cpu')
    if not args.disable_cuda and torch.cuda.is_available():
        args.device = torch.device('cuda')

    return args


def processor_factory(args):
    model, _ = network.factory_from_args(args)
    model = model.to(args.device)
    processor = decoder.factory_from_args(args, model)
    return processor, model


def main():
    args = cli()
    processor, model = processor_factory(args)

    keypoint_painter = show.KeypointPainter(linewidth=6)
    annotation_painter = show.AnnotationPainter(keypoint_painter=keypoint_painter)

    last_loop = time.time()
    capture = cv2.VideoCapture(args.source)

    animation = show.AnimationFrame(show=args.show, video_output=args.video_output, second_visual=args.debug)
    for frame_i, (ax, ax_second) in enumerate(animation.iter()):
        _, image = capture.read()
        if image is None:
            LOG.info('no more images captured')
            break

        if args.scale != 1.0:
            image = cv2.resize(image, None, fx=args.scale, fy=args.scale)
        image = cv2.cvtColor(image, cv2.COLOR_BGR2RGB)
        if ax is None:
            ax, ax_second = animation.frame_init(image)
        visualizer.BaseVisualizer.image(image)
        visualizer.BaseVisualizer.common_ax = ax_second

        start = time.time()
        image_pil = PIL.Image.fromarray(image)
        processed_image_cpu, _, __ = transforms.EVAL_TRANSFORM(image_pil, [], None)
        visualizer.BaseVisualizer.processed_image(processed_image_cpu)
        processed_image = processed_image_cpu.contiguous().to(args.device, non_blocking=True)
        LOG.debug('preprocessing time %.3fs', time.time() - start)

        preds = processor.batch(model, torch.unsqueeze(processed_image, 0), device=args.device)[0]

        if args.json_output:
            with open(args.json_output, 'a+') as f:
                json.dump({'frame': frame_i, 'predictions': [ann.json_data() for ann in preds]}, f)
                f.write('\n')
        if not args.json_output or args.video_output:
            ax.imshow(image)
            annotation_painter.annotations(ax, preds)

        LOG.info('frame %d, loop time = %.3fs', frame_i, time.time() - last_loop)
        last_loop = time.time()
        if args.max_frames and frame_i >= args.max_frames:
            break


if __name__ == '__main__':
    main()
