# expect: TL002
# source: https://github.com/shap/shap/pull/1573 ("Add .detach() to make deep explainer work with PyTorch 1.7": "torch==1.7.0 shap==0.36.0 ... image = Variable(image, requires_grad=True) image = image.unsqueeze(0) ... e = shap.DeepExplainer(model, image) shap_values = e.shap_values(image) ... Returning the following error: RuntimeError ..."; merged)
# note: shap 0.36's PyTorch DeepExplainer (`shap/explainers/_deep/deep_pytorch.py`, late 2020) with the COVID-19 X-ray script from the PR, reconstructed and reduced: the DeepLIFT backward hooks are left out (so the attributions are plain gradient x input), the model is a small CNN in `covid_net.py` instead of `torch.load('./model.pth')`, and the image is generated when the PNG is absent. The script wraps the image in `Variable(image, requires_grad=True)` and passes it both as background and as the input to explain; `shap_values` multiplies the NumPy gradients (back as a tensor) by `X[l][j: j + 1] - self.data[l]`, which requires grad because the inputs do, and calls `.cpu().numpy()` on the product outside any no-grad block. Traps: `self.expected_value = outputs.mean(0).cpu().numpy()` under `torch.no_grad()`, the gradients from `torch.autograd.grad(...)[0].cpu().numpy()` (no graph, `create_graph` is off), `np.zeros` for the phis, and `model_output_values` computed under `torch.no_grad()`.
import warnings

import numpy as np

torch = None


class PyTorchDeep:

    def __init__(self, model, data):
        # try and import pytorch
        global torch
        if torch is None:
            import torch
            if tuple(int(v) for v in torch.__version__.split("+")[0].split(".")[:2]) < (0, 4):
                warnings.warn("Your PyTorch version is older than 0.4 and not supported.")

        # check if we have multiple inputs
        self.multi_input = False
        if type(data) == list:
            self.multi_input = True
        if type(data) != list:
            data = [data]
        self.data = data
        self.layer = None
        self.interim = False
        self.expected_value = None  # to keep the DeepExplainer base happy
        self.model = model.eval()

        self.multi_output = False
        self.num_outputs = 1
        with torch.no_grad():
            outputs = model(*data)

            # also get the device everything is running on
            self.device = outputs.device
            if outputs.shape[1] > 1:
                self.multi_output = True
                self.num_outputs = outputs.shape[1]
            self.expected_value = outputs.mean(0).cpu().numpy()

    def gradient(self, idx, inputs):
        self.model.zero_grad()
        X = [x.requires_grad_() for x in inputs]
        outputs = self.model(*X)
        selected = [val for val in outputs[:, idx]]
        grads = []
        for idx, x in enumerate(X):
            grad = torch.autograd.grad(selected, x,
                                       retain_graph=True if idx + 1 < len(X) else None,
                                       allow_unused=True)[0]
            if grad is not None:
                grad = grad.cpu().numpy()
            else:
                grad = torch.zeros_like(X[idx]).cpu().numpy()
            grads.append(grad)
        return grads

    def shap_values(self, X, ranked_outputs=None, output_rank_order="max", check_additivity=False):

        # X ~ self.model_input
        # X_data ~ self.data

        # check if we have multiple inputs
        if not self.multi_input:
            assert type(X) != list, "Expected a single tensor model input!"
            X = [X]
        else:
            assert type(X) == list, "Expected a list of model inputs!"

        X = [x.to(self.device) for x in X]

        model_output_values = None
        if ranked_outputs is not None and self.multi_output:
            with torch.no_grad():
                model_output_values = self.model(*X)
            # rank and determine the model outputs that we will explain
            if output_rank_order == "max":
                _, model_output_ranks = torch.sort(model_output_values, descending=True)
            elif output_rank_order == "min":
                _, model_output_ranks = torch.sort(model_output_values, descending=False)
            elif output_rank_order == "max_abs":
                _, model_output_ranks = torch.sort(torch.abs(model_output_values), descending=True)
            else:
                assert False, "output_rank_order must be max, min, or max_abs!"
            model_output_ranks = model_output_ranks[:, :ranked_outputs]
        else:
            model_output_ranks = (torch.ones((X[0].shape[0], self.num_outputs)).int() *
                                  torch.arange(0, self.num_outputs).int())

        # compute the attributions
        output_phis = []
        for i in range(model_output_ranks.shape[1]):
            phis = []
            for k in range(len(X)):
                phis.append(np.zeros(X[k].shape))
            for j in range(X[0].shape[0]):
                # tile the inputs to line up with the background data samples
                tiled_X = [X[l][j:j + 1].repeat(
                                   (self.data[l].shape[0],) + tuple([1 for k in range(len(X[l].shape) - 1)])) for l
                           in range(len(X))]
                joint_x = [torch.cat((tiled_X[l], self.data[l]), dim=0) for l in range(len(X))]
                # run attribution computation graph
                feature_ind = model_output_ranks[j, i]
                sample_phis = self.gradient(feature_ind, joint_x)
                # assign the attributions to the right part of the output arrays
                for l in range(len(X)):
                    phis[l][j] = (torch.from_numpy(sample_phis[l][self.data[l].shape[0]:]).to(self.device) * (X[l][j: j + 1] - self.data[l])).cpu().numpy().mean(0)

            output_phis.append(phis[0] if not self.multi_input else phis)

        if check_additivity:
            with torch.no_grad():
                model_output_values = self.model(*X)
            sums = np.array([output_phis[i].sum() for i in range(len(output_phis))])
            print("sum of attributions:", sums,
                  "model output:", model_output_values.cpu().numpy().ravel())

        if not self.multi_output:
            return output_phis[0]
        elif ranked_outputs is not None:
            return output_phis, model_output_ranks
        else:
            return output_phis
