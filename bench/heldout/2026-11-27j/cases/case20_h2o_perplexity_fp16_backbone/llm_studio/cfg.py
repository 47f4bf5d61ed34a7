from dataclasses import dataclass, field


@dataclass
class ConfigArchitecture:
    backbone_dtype: str = "float16"
    gradient_checkpointing: bool = True
    intermediate_dropout: float = 0.0


@dataclass
class ConfigEnvironment:
    device: str = "cuda:0"
    seed: int = 42


@dataclass
class ConfigPrediction:
    metric: str = "Perplexity"
    batch_size_inference: int = 4


@dataclass
class Config:
    llm_backbone: str = "h2oai/h2ogpt-4096-llama2-7b"
    architecture: ConfigArchitecture = field(default_factory=ConfigArchitecture)
    environment: ConfigEnvironment = field(default_factory=ConfigEnvironment)
    prediction: ConfigPrediction = field(default_factory=ConfigPrediction)
