# expect: TL002, TL003
# source: https://github.com/zhouhaoyi/Informer2020/issues/82 ("inverse": "你好，把inverse参数设为true时，会报错" with the traceback `exp/exp_informer.py ... in train: outputs = train_data.inverse_transform(outputs)` -> `data/data_loader.py ... in inverse_transform: return self.scaler.inverse_transform(data)` -> `sklearn/preprocessing/_data.py ... X = np.asarray(X)` -> "TypeError: can't convert cuda:0 device type tensor to numpy"; maintainer: "我们目前的代码已经不再使用sklearn的StandardScaler了，而是使用`utils/tools.py`中定义的StandardScaler"; reporter: "我的那部分代码没有更新"), fixed by commit 416f8c1 "update InformerStack, add inverse data" (merged in https://github.com/zhouhaoyi/Informer2020/pull/77), which swaps `from sklearn.preprocessing import StandardScaler` for `from utils.tools import StandardScaler` in `data/data_loader.py`; code: zhouhaoyi/Informer2020 416f8c1 `main_informer.py`, `exp/exp_basic.py`, `exp/exp_informer.py`, `utils/tools.py`, `utils/timefeatures.py`, `models/model.py`, with `data/data_loader.py` as of 416f8c1^ (sklearn scaler)
# note: Informer2020 reduced to 7 files, in the mixed state of the report (experiment code updated for `--inverse`, data loader still on sklearn): `main_informer.py` sets `args.use_gpu` when CUDA is available, `Exp_Basic._acquire_device` (exp/exp_basic.py) returns `torch.device('cuda:{}'.format(self.args.gpu))` and moves the model there; with `--inverse`, `Exp_Informer._process_one_batch` (exp/exp_informer.py) hands the model's `outputs` to `dataset_object.inverse_transform(outputs)` from `train` and `vali` (grad mode on, outputs require grad) and from `test`; here `inverse_transform` calls sklearn's `StandardScaler.inverse_transform`, which runs `np.asarray` on the cuda tensor that requires grad: "can't convert cuda:0 device type tensor to numpy" (on a CPU-only run, "Can't call numpy() on Tensor that requires grad"). Traps: `self.scaler.fit(train_data.values)` / `transform(df_data.values)` and `time_features` see pandas/NumPy data; `__getitem__` slices NumPy arrays; `utils/tools.py` already holds a torch-aware `StandardScaler` (unused here); `vali` averages losses of `.detach().cpu()` values and `test` copies with `.detach().cpu().numpy()`.
import os
import numpy as np
import pandas as pd

import torch
from torch.utils.data import Dataset, DataLoader
from sklearn.preprocessing import StandardScaler

from utils.timefeatures import time_features

import warnings
warnings.filterwarnings('ignore')

class Dataset_ETT_hour(Dataset):
    def __init__(self, root_path, flag='train', size=None,
                 features='S', data_path='ETTh1.csv',
                 target='OT', scale=True, inverse=False, timeenc=0, freq='h'):
        # size [seq_len, label_len, pred_len]
        if size == None:
            self.seq_len, self.label_len, self.pred_len = 24*4*4, 24*4, 24*4
        else:
            self.seq_len, self.label_len, self.pred_len = size
        # init
        assert flag in ['train', 'test', 'val']
        type_map = {'train':0, 'val':1, 'test':2}
        self.set_type = type_map[flag]

        self.features = features
        self.target = target
        self.scale = scale
        self.inverse = inverse
        self.timeenc = timeenc
        self.freq = freq

        self.root_path = root_path
        self.data_path = data_path
        self.__read_data__()

    def _borders(self, n_rows):
        border1s = [0, 12*30*24 - self.seq_len, 12*30*24+4*30*24 - self.seq_len]
        border2s = [12*30*24, 12*30*24+4*30*24, 12*30*24+8*30*24]
        return border1s, border2s

    def __read_data__(self):
        self.scaler = StandardScaler()
        df_raw = pd.read_csv(os.path.join(self.root_path, self.data_path))

        border1s, border2s = self._borders(len(df_raw))
        border1 = border1s[self.set_type]
        border2 = border2s[self.set_type]

        if self.features=='M' or self.features=='MS':
            cols_data = df_raw.columns[1:]
            df_data = df_raw[cols_data]
        elif self.features=='S':
            df_data = df_raw[[self.target]]

        if self.scale:
            train_data = df_data[border1s[0]:border2s[0]]
            self.scaler.fit(train_data.values)
            data = self.scaler.transform(df_data.values)
        else:
            data = df_data.values

        df_stamp = df_raw[['date']][border1:border2]
        df_stamp['date'] = pd.to_datetime(df_stamp.date)
        data_stamp = time_features(df_stamp, timeenc=self.timeenc, freq=self.freq)

        self.data_x = data[border1:border2]
        if self.inverse:
            self.data_y = df_data.values[border1:border2]
        else:
            self.data_y = data[border1:border2]
        self.data_stamp = data_stamp

    def __getitem__(self, index):
        s_begin = index
        s_end = s_begin + self.seq_len
        r_begin = s_end - self.label_len
        r_end = r_begin + self.label_len + self.pred_len

        seq_x = self.data_x[s_begin:s_end]
        seq_y = self.data_y[r_begin:r_end]
        seq_x_mark = self.data_stamp[s_begin:s_end]
        seq_y_mark = self.data_stamp[r_begin:r_end]

        return seq_x, seq_y, seq_x_mark, seq_y_mark

    def __len__(self):
        return len(self.data_x) - self.seq_len- self.pred_len + 1

    def inverse_transform(self, data):
        return self.scaler.inverse_transform(data)

class Dataset_Custom(Dataset_ETT_hour):
    """Any csv with a 'date' column: 70% train, 10% val, 20% test."""
    def __init__(self, root_path, flag='train', size=None,
                 features='S', data_path='ETTh1.csv',
                 target='OT', scale=True, inverse=False, timeenc=0, freq='h'):
        super(Dataset_Custom, self).__init__(root_path, flag, size, features, data_path,
                                             target, scale, inverse, timeenc, freq)

    def _borders(self, n_rows):
        num_train = int(n_rows*0.7)
        num_test = int(n_rows*0.2)
        num_vali = n_rows - num_train - num_test
        border1s = [0, num_train-self.seq_len, n_rows-num_test-self.seq_len]
        border2s = [num_train, num_train+num_vali, n_rows]
        return border1s, border2s
