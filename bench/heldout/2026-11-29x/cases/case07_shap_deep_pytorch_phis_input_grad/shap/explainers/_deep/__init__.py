from .deep_pytorch import PyTorchDeep


class Deep:
    """Meant to approximate SHAP values for deep learning models (PyTorch backend only here)."""

    def __init__(self, model, data, session=None, learning_phase_flags=None):
        framework = 'pytorch'
        if framework == 'pytorch':
            self.explainer = PyTorchDeep(model, data)
        self.expected_value = self.explainer.expected_value

    def shap_values(self, X, ranked_outputs=None, output_rank_order='max', check_additivity=True):
        """Return approximate SHAP values for the model applied to the data given by X."""
        return self.explainer.shap_values(X, ranked_outputs, output_rank_order,
                                          check_additivity=check_additivity)
