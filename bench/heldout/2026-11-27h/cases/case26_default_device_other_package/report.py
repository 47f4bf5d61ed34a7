"""Offline weekly report over logged scores (runs on a CPU batch node)."""
import pandas as pd

from analysis.stats import summarize

logs = pd.read_csv("logs/scores_week.csv")
rows = []
for model_name, group in logs.groupby("model"):
    row = summarize(group["score"].tolist())
    row["model"] = model_name
    rows.append(row)
report = pd.DataFrame(rows).set_index("model")
report.to_csv("reports/weekly_scores.csv")
print(report)
