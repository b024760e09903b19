"""Print the total of every numeric column of a CSV file, then the row count."""
import csv
import sys


def main(path: str) -> None:
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    totals: dict[str, float] = {}
    for row in rows:
        for column, value in row.items():
            try:
                totals[column] = totals.get(column, 0.0) + float(value)
            except (TypeError, ValueError):
                continue
    for column, total in totals.items():
        print(f"{column}: {total:g}")
    print(f"rows: {len(rows)}")


if __name__ == "__main__":
    main(sys.argv[1])
