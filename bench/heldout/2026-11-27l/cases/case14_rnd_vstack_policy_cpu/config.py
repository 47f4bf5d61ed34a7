from configparser import ConfigParser

config = ConfigParser()
config.read("./config.conf")

default_config = config["DEFAULT"]
# config.conf ships with UseGPU = True
use_cuda = default_config.getboolean("UseGPU")
