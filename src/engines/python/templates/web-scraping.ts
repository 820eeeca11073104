import { pyStr } from "../py-literals";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, type ScriptTemplate } from "../template";

export const webScraping: ScriptTemplate = {
  ...pythonScriptKind("web-scraping"),
  score(lower, slots) {
    let s = 0;
    if (/\b(scrap(e|ing|er)|crawl|beautiful ?soup|bs4|web page|webpage|website|html)\b/.test(lower)) s += 6;
    if (slots.url && /\b(extract|get|pull|collect|grab)\b/.test(lower) && !/\bapi\b/.test(lower)) s += 3;
    return s;
  },
  filename: () => "scrape_page.py",
  render(slots) {
    const url = slots.url ?? "https://example.com/";
    const selector = slots.selector ?? "h1, h2, h3";
    const output = slots.output ?? "scraped.csv";
    return `${header({
      title: `Scrape ${url} with requests and BeautifulSoup.`,
      purpose: [
        "Checks robots.txt, downloads the page with a timeout and a clear user agent, and",
        "either reads every HTML table (selector 'table') or collects the text and link of",
        "each element matching the CSS selector. Saves the rows to CSV.",
      ],
      usage: `python scrape_page.py --url ${url} --selector "${selector.replace(/"/g, "'")}" --output ${output}`,
      requires: ["requests", "beautifulsoup4"],
      request: slots.request,
    })}
from __future__ import annotations

import argparse
import csv
from pathlib import Path
from urllib import robotparser
from urllib.parse import urljoin, urlparse

import requests
from bs4 import BeautifulSoup

USER_AGENT = "DataAnalystToolsScraper/1.0 (+contact: you@example.com)"
TIMEOUT_SECONDS = 20


def allowed_by_robots(url: str) -> bool:
    parts = urlparse(url)
    robots = robotparser.RobotFileParser(f"{parts.scheme}://{parts.netloc}/robots.txt")
    try:
        robots.read()
    except OSError:
        return True  # no robots.txt reachable: nothing forbids it
    return robots.can_fetch(USER_AGENT, url)


def fetch(url: str) -> BeautifulSoup:
    response = requests.get(url, headers={"User-Agent": USER_AGENT}, timeout=TIMEOUT_SECONDS)
    response.raise_for_status()
    return BeautifulSoup(response.text, "html.parser")


def table_rows(soup: BeautifulSoup) -> list[list[str]]:
    rows: list[list[str]] = []
    for index, table in enumerate(soup.select("table"), start=1):
        for tr in table.select("tr"):
            cells = [cell.get_text(" ", strip=True) for cell in tr.select("th, td")]
            if cells:
                rows.append([str(index), *cells])
    return rows


def element_rows(soup: BeautifulSoup, selector: str, base_url: str) -> list[list[str]]:
    rows = []
    for element in soup.select(selector):
        link = element if element.name == "a" else element.find("a")
        href = urljoin(base_url, link["href"]) if link is not None and link.has_attr("href") else ""
        text = element.get_text(" ", strip=True)
        if text or href:
            rows.append([element.name, text, href])
    return rows


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Scrape a web page to CSV.")
    parser.add_argument("--url", default=${pyStr(url)})
    parser.add_argument("--selector", default=${pyStr(selector)}, help="CSS selector, or 'table' for HTML tables")
    parser.add_argument("--output", type=Path, default=Path(${pyStr(output)}))
    return parser.parse_args()


def main() -> None:
    args = parse_args()
    if not allowed_by_robots(args.url):
        raise SystemExit(f"robots.txt does not allow fetching {args.url}")
    soup = fetch(args.url)
    if args.selector.strip().lower() == "table":
        header_row, rows = ["table", "cells..."], table_rows(soup)
    else:
        header_row, rows = ["tag", "text", "link"], element_rows(soup, args.selector, args.url)
    args.output.parent.mkdir(parents=True, exist_ok=True)
    with args.output.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(header_row)
        writer.writerows(rows)
    print(f"Saved {len(rows):,} rows from {args.url} to {args.output}")


if __name__ == "__main__":
    main()
`;
  },
};
