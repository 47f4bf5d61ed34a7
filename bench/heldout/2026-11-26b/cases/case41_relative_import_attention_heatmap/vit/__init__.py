from .model import TinyViT
