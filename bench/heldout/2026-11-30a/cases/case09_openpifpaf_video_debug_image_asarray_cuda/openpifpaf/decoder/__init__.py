"""Collections of decoders: fields to annotations."""
import logging

from .generator.cifcaf import CifCaf
from .generator.generator import Generator

LOG = logging.getLogger(__name__)

COCO_KEYPOINTS = [
    'nose', 'left_eye', 'right_eye', 'left_ear', 'right_ear',
    'left_shoulder', 'right_shoulder', 'left_elbow', 'right_elbow',
    'left_wrist', 'right_wrist', 'left_hip', 'right_hip',
    'left_knee', 'right_knee', 'left_ankle', 'right_ankle',
]
COCO_PERSON_SKELETON = [
    [16, 14], [14, 12], [17, 15], [15, 13], [12, 13], [6, 12], [7, 13],
    [6, 7], [6, 8], [7, 9], [8, 10], [9, 11], [2, 3], [1, 2], [1, 3],
    [2, 4], [3, 5], [4, 6], [5, 7],
]


def cli(parser, *, force_complete_pose=False, seed_threshold=0.5, instance_threshold=0.1, workers=None):
    group = parser.add_argument_group('decoder configuration')
    group.add_argument('--seed-threshold', default=seed_threshold, type=float,
                       help='minimum threshold for seeds')
    group.add_argument('--instance-threshold', type=float, default=instance_threshold,
                       help='filter instances by score')
    group.add_argument('--keypoint-threshold', type=float, default=None,
                       help='filter keypoints by score')
    group.add_argument('--decoder-workers', default=workers, type=int,
                       help='number of workers for pose decoding')
    group.add_argument('--force-complete-pose', default=force_complete_pose, action='store_true')


def configure(args):
    if args.keypoint_threshold is None:
        args.keypoint_threshold = 0.001 if not args.force_complete_pose else 0.0
    assert args.seed_threshold >= args.keypoint_threshold

    CifCaf.keypoint_threshold = args.keypoint_threshold
    CifCaf.seed_threshold = args.seed_threshold
    CifCaf.instance_threshold = args.instance_threshold

    # decoder workers
    if args.decoder_workers is None and getattr(args, 'batch_size', 1) > 1 and not args.debug:
        args.decoder_workers = args.batch_size


def factory_from_args(args, model):
    configure(args)
    LOG.debug('decoder for %s', type(model).__name__)
    return CifCaf(keypoints=COCO_KEYPOINTS,
                  skeleton=COCO_PERSON_SKELETON,
                  stride=getattr(model, 'stride', 8),
                  worker_pool=args.decoder_workers)
