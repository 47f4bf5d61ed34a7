from lib.data import load_data
from lib.model import Ganomaly
from lib.options import Options

if __name__ == "__main__":
    opt = Options().parse()
    dataloader = load_data(opt)
    model = Ganomaly(opt, dataloader)
    print(model.test())
