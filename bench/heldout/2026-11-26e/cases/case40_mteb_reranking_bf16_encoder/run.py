import json

from evaluators.reranking import RerankingEvaluator
from models.hf_encoder import HFEncoder

if __name__ == "__main__":
    samples = [json.loads(line) for line in open("askubuntu_test.jsonl")]
    model = HFEncoder("Alibaba-NLP/gte-base-en-v1.5")
    print(RerankingEvaluator(samples).compute_metrics(model))
