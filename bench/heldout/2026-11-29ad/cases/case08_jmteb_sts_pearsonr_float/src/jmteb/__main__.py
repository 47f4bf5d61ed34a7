from __future__ import annotations

import json
from pathlib import Path

from jsonargparse import ActionConfigFile, ArgumentParser
from loguru import logger

from jmteb.embedders.base import TextEmbedder
from jmteb.evaluators.base import EmbeddingEvaluator


def main(
    text_embedder: TextEmbedder,
    evaluators: dict[str, EmbeddingEvaluator],
    save_dir: str | None = None,
    overwrite_cache: bool = False,
) -> dict[str, dict]:
    logger.info(f"Start evaluating the following tasks\n{list(evaluators.keys())}")

    if save_dir:
        Path(save_dir).mkdir(parents=True, exist_ok=True)

    summary = {}
    for eval_name, evaluator in evaluators.items():
        logger.info(f"Evaluating {eval_name}")

        # embeddings are only cached (as float32 buffers) when a save_dir is given
        cache_dir = None
        if save_dir is not None:
            cache_dir = Path(save_dir) / "cache" / eval_name

        metrics = evaluator(text_embedder, cache_dir=cache_dir, overwrite_cache=overwrite_cache)
        summary[eval_name] = {metrics.metric_name: metrics.metric_value}
        logger.info(f"Results for {eval_name}\n{json.dumps(metrics.as_dict(), indent=4, ensure_ascii=False)}")

    if save_dir:
        logger.info(f"Saving result summary to {Path(save_dir) / 'summary.json'}")
        with open(Path(save_dir) / "summary.json", "w") as f:
            json.dump(summary, f, indent=4, ensure_ascii=False)
    return summary


if __name__ == "__main__":
    parser = ArgumentParser(parser_mode="jsonnet")

    parser.add_subclass_arguments(TextEmbedder, nested_key="embedder", required=True)
    parser.add_argument(
        "--evaluators",
        type=dict[str, EmbeddingEvaluator],
        enable_path=True,
        default=str(Path(__file__).parent / "configs" / "jmteb.jsonnet"),
    )
    parser.add_argument("--config", action=ActionConfigFile, help="Path to the config file.")
    parser.add_argument("--save_dir", type=str, default=None, help="Directory to save the outputs")
    parser.add_argument("--overwrite_cache", type=bool, default=False, help="Overwrite the save_dir if it exists")
    parser.add_argument("--eval_include", type=list[str], default=None, help="Evaluators to include.")

    args = parser.parse_args()

    if args.eval_include is not None:
        for key in list(args.evaluators.keys()):
            if key not in args.eval_include:
                args.evaluators.pop(key)
    if len(args.evaluators) == 0:
        raise ValueError("No evaluator is selected. Please check the config file or the command line arguments.")

    args = parser.instantiate_classes(args)
    main(
        text_embedder=args.embedder,
        evaluators=args.evaluators,
        save_dir=args.save_dir,
        overwrite_cache=args.overwrite_cache,
    )
