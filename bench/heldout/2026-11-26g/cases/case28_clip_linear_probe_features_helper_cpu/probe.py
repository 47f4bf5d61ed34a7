# expect: none
# source: https://github.com/openai/CLIP (README.md, "Linear-probe evaluation": get_features returns torch.cat(all_features).cpu().numpy() and the probe is sklearn's LogisticRegression)
# note: the README's linear probe split into two files: the model is loaded on cuda when available and the features are encoded under no_grad, but get_features (features.py) returns NumPy arrays copied with .cpu(), so LogisticRegression, np.mean and the DataFrame only see ndarrays. The default clip.load on cuda gives fp16 features; NumPy has float16.
import numpy as np
import pandas as pd
from sklearn.linear_model import LogisticRegression
from torchvision.datasets import CIFAR100

from features import get_features, load_model


def main(root="~/.cache"):
    model, preprocess = load_model()
    train = CIFAR100(root, download=True, train=True, transform=preprocess)
    test = CIFAR100(root, download=True, train=False, transform=preprocess)

    train_features, train_labels = get_features(model, train)
    test_features, test_labels = get_features(model, test)

    classifier = LogisticRegression(random_state=0, C=0.316, max_iter=1000, verbose=1)
    classifier.fit(train_features, train_labels)
    predictions = classifier.predict(test_features)
    accuracy = np.mean((test_labels == predictions).astype(float)) * 100.0
    print(f"Accuracy = {accuracy:.3f}")

    per_class = pd.DataFrame({"label": test_labels, "correct": test_labels == predictions})
    per_class.groupby("label")["correct"].mean().to_csv("per_class_accuracy.csv")


if __name__ == "__main__":
    main()
