"""Dense - IHT - sparse retraining routine for Bonsai."""
import torch

import utils
from graph.bonsai import Bonsai


class BonsaiTrainer:
    def __init__(self, bonsaiObj, sW, sV, sZ, sT, learningRate):
        self.bonsaiObj = bonsaiObj
        self.sW, self.sV, self.sZ, self.sT = sW, sV, sZ, sT
        self.optimizer = torch.optim.Adam(bonsaiObj.parameters(), lr=learningRate)

    def runHardThrsd(self):
        self.__thrsdW = utils.hardThreshold(self.bonsaiObj.W, self.sW)
        self.__thrsdV = utils.hardThreshold(self.bonsaiObj.V, self.sV)
        self.__thrsdZ = utils.hardThreshold(self.bonsaiObj.Z, self.sZ)
        self.__thrsdT = utils.hardThreshold(self.bonsaiObj.T, self.sT)
        self.bonsaiObj.W.data = self.__thrsdW.clone()
        self.bonsaiObj.V.data = self.__thrsdV.clone()
        self.bonsaiObj.Z.data = self.__thrsdZ.clone()
        self.bonsaiObj.T.data = self.__thrsdT.clone()


if __name__ == "__main__":
    model = Bonsai(numClasses=10, dataDimension=785, projectionDimension=28, treeDepth=3, sigma=1.0)
    trainer = BonsaiTrainer(model, sW=0.3, sV=0.3, sZ=0.2, sT=0.62, learningRate=0.01)
    trainer.runHardThrsd()
