"""Epoch loops of the CheXNet trainer."""
import torch


class ChexnetTrainer:
    @staticmethod
    def epochTrain(model, dataLoader, optimizer, loss, device):
        model.train()
        lossTrain, n = 0.0, 0
        for varInput, target in dataLoader:
            varInput, target = varInput.to(device), target.to(device)
            lossvalue = loss(model(varInput), target)
            optimizer.zero_grad()
            lossvalue.backward()
            optimizer.step()
            lossTrain += lossvalue.item()
            n += 1
        return lossTrain / n

    @staticmethod
    def epochVal(model, dataLoader, loss, device):
        model.eval()
        losstensorMean, n = 0.0, 0
        with torch.no_grad():
            for varInput, target in dataLoader:
                varInput, target = varInput.to(device), target.to(device)
                losstensor = loss(model(varInput), target)
                losstensorMean += losstensor.item()
                n += 1
        return losstensorMean / n
