import numpy as np

from labelstats import class_histogram

if __name__ == "__main__":
    batches = [np.random.randint(0, 5, size=64) for _ in range(10)]
    print(class_histogram(batches, 5))
