import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, type ScriptTemplate } from "../template";

export const restApi: ScriptTemplate = {
  ...pythonScriptKind("rest-api"),
  score(lower, slots) {
    let s = 0;
    if (/\b(api|endpoint|rest|json api|paginat|pages of results)\b/.test(lower)) s += 6;
    if (slots.url && /\bapi\b|\/v\d\b|\.json\b/.test(slots.url)) s += 2;
    return s;
  },
  filename: () => "fetch_api.py",
  render(slots) {
    const url = slots.url ?? "https://api.example.com/v1/items";
    const output = slots.output ?? "api_results.csv";
    return `${header({
      title: "Download every page of a REST API.",
      purpose: [
        "Uses a requests session that retries on 429 and 5xx answers with exponential back-off,",
        "follows pagination (a 'next' link in the JSON, a Link header, or ?page=N until an",
        "empty page), and saves the records as JSON and, flattened, as CSV. Set API_TOKEN in",
        "the environment to send a bearer token.",
      ],
      usage: `API_TOKEN=... python fetch_api.py --url ${url} --output ${output}`,
      requires: ["requests", "pandas"],
      request: slots.request,
    })}
from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path
from typing import Any, Iterator

import pandas as pd
import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

PAGE_SIZE = 100
MAX_PAGES = 1000  # safety stop
TIMEOUT_SECONDS = 30


def make_session() -> requests.Session:
    retry = Retry(
        total=5,
        backoff_factor=1.0,  # 1 s, 2 s, 4 s, ...
        status_forcelist=(429, 500, 502, 503, 504),
        allowed_methods=("GET",),
        respect_retry_after_header=True,
    )
    session = requests.Session()
    session.mount("https://", HTTPAdapter(max_retries=retry))
    session.mount("http://", HTTPAdapter(max_retries=retry))
    session.headers["Accept"] = "application/json"
    token = os.environ.get("API_TOKEN")
    if token:
        session.headers["Authorization"] = f"Bearer {token}"
    return session


def records_in(payload: Any) -> list:
    """The list of records in a page, whatever the API calls it."""
    if isinstance(payload, list):
        return payload
    if isinstance(payload, dict):
        for key in ("data", "results", "items", "records", "value", "rows"):
            if isinstance(payload.get(key), list):
                return payload[key]
    return []


def next_url(response: requests.Response, payload: Any) -> str | None:
    if isinstance(payload, dict):
        link = payload.get("next") or (payload.get("links") or {}).get("next") or (payload.get("paging") or {}).get("next")
        if isinstance(link, str) and link:
            return link
    return response.links.get("next", {}).get("url")


def fetch_all(session: requests.Session, url: str) -> Iterator[dict]:
    page = 1
    params: dict[str, Any] | None = {"page": page, "per_page": PAGE_SIZE}
    while url and page <= MAX_PAGES:
        response = session.get(url, params=params, timeout=TIMEOUT_SECONDS)
        response.raise_for_status()
        payload = response.json()
        records = records_in(payload)
        print(f"Page {page}: {len(records)} records")
        yield from records
        link = next_url(response, payload)
        if link:
            url, params = link, None  # the link carries its own query
        elif records and params is not None:
            page += 1
            params = {"page": page, "per_page": PAGE_SIZE}
            time.sleep(0.2)  # be polite
            continue
        else:
            break
        page += 1


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Download every page of a REST API.")
    parser.add_argument("--url", default=${pyStr(url)})
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    records = list(fetch_all(make_session(), args.url))
    json_path = args.output.with_suffix(".json") if args.output.suffix != ".json" else args.output
    json_path.write_text(json.dumps(records, indent=2, default=str), encoding="utf-8")
    if args.output.suffix == ".csv":
        pd.json_normalize(records).to_csv(args.output, index=False)
    print(f"Saved {len(records):,} records to {json_path}" + (f" and {args.output}" if args.output.suffix == ".csv" else ""))


if __name__ == "__main__":
    main()
`;
  },
};
