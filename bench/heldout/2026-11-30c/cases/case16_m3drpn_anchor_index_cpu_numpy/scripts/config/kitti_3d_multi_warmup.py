from easydict import EasyDict as edict
import numpy as np

def Config():

    conf = edict()

    # ----------------------------------------
    #  general
    # ----------------------------------------

    conf.model = 'densenet121_3d_dilate'

    # solver settings
    conf.solver_type = 'sgd'
    conf.lr = 0.004
    conf.momentum = 0.9
    conf.weight_decay = 0.0005
    conf.max_iter = 50000
    conf.snapshot_iter = 10000
    conf.display = 250

    # sgd parameters
    conf.lr_policy = 'poly'
    conf.lr_target = conf.lr * 0.00001

    # random
    conf.rng_seed = 2
    conf.cuda_seed = 2

    # misc network
    conf.image_means = [0.485, 0.456, 0.406]
    conf.image_stds = [0.229, 0.224, 0.225]
    conf.feat_stride = 16
    conf.has_3d = True

    # ----------------------------------------
    #  image sampling and datasets
    # ----------------------------------------

    conf.test_scale = 512
    conf.crop_size = [512, 1760]
    conf.dataset_train = 'kitti_split1'

    # percent expected height ranges based on test_scale
    # used for anchor selection
    conf.percent_anc_h = [0.0625, 0.75]

    # labels settings
    conf.min_gt_h = conf.test_scale*conf.percent_anc_h[0]
    conf.max_gt_h = conf.test_scale*conf.percent_anc_h[1]
    conf.min_gt_vis = 0.65
    conf.ilbls = ['Van', 'ignore']
    conf.lbls = ['Car', 'Pedestrian', 'Cyclist']

    # ----------------------------------------
    #  detection sampling
    # ----------------------------------------

    conf.batch_size = 2
    conf.box_samples = 0.20
    conf.fg_fraction = 0.20
    conf.bg_thresh_hi = 0.5
    conf.fg_thresh = 0.5
    conf.hard_negatives = True

    # ----------------------------------------
    #  anchor settings
    # ----------------------------------------

    conf.anchors = None

    conf.bbox_means = None
    conf.bbox_stds = None

    # initialize anchors
    base = (conf.max_gt_h / conf.min_gt_h) ** (1 / (12 - 1))
    conf.anchor_scales = np.array([conf.min_gt_h * (base ** i) for i in range(0, 12)])
    conf.anchor_ratios = np.array([0.5, 1.0, 1.5])

    # loss logic
    conf.cls_2d_lambda = 1
    conf.bbox_3d_lambda = 1

    return conf
