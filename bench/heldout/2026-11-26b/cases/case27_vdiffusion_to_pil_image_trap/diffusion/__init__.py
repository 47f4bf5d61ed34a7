from . import sampling, utils
from .models import get_model, get_models
