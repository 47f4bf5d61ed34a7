from .visualization import *
