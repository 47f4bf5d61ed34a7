import numpy as np
from darts.dataprocessing.transformers import Scaler
from darts.datasets import AirPassengersDataset
from darts.models import TFTModel
from darts.utils.timeseries_generation import datetime_attribute_timeseries

from darts.explainability.tft_explainer import TFTExplainer

series = AirPassengersDataset().load().astype(np.float32)
train, val = series[:-36], series[-36:]
scaler = Scaler()
train_s = scaler.fit_transform(train)
covariates = datetime_attribute_timeseries(series, attribute="month", one_hot=True).astype(np.float32)

model = TFTModel(
    input_chunk_length=24,
    output_chunk_length=12,
    hidden_size=64,
    lstm_layers=1,
    num_attention_heads=4,
    dropout=0.1,
    batch_size=16,
    n_epochs=50,
    add_relative_index=False,
    pl_trainer_kwargs={"accelerator": "gpu", "devices": [0]},
)
model.fit(train_s, future_covariates=covariates, verbose=True)

explainer = TFTExplainer(model)
explainability_result = explainer.explain()
print(explainability_result.get_encoder_importance())
print(explainability_result.get_attention().values().shape)
