import { pyStr } from "../py-literals";
import type { Slots } from "../slots";
import { pythonScriptKind } from "../../../contracts/functions/python-script-generator";
import { header, type ScriptTemplate } from "../template";

function describe(interval: Slots["interval"]): string {
  if (!interval) return "every day at 09:00";
  if ("every" in interval) return `every ${interval.every} ${interval.every === 1 ? interval.unit.replace(/s$/, "") : interval.unit}`;
  if ("daily" in interval) return `every day at ${interval.daily}`;
  return `every ${interval.weekly.day} at ${interval.weekly.at}`;
}

export const scheduleJob: ScriptTemplate = {
  ...pythonScriptKind("schedule-job"),
  score(lower, slots) {
    let s = 0;
    if (/\bschedul|\bcron\b|\brecurring\b|\bperiodically\b/.test(lower)) s += 6;
    if (slots.interval) s += 4;
    return s;
  },
  filename: () => "schedule_job.py",
  render(slots) {
    const interval = slots.interval ?? { daily: "09:00" };
    const every = "every" in interval ? interval : undefined;
    const daily = "daily" in interval ? interval.daily : undefined;
    const weekly = "weekly" in interval ? interval.weekly : undefined;
    const seconds = every ? every.every * (every.unit === "hours" ? 3600 : every.unit === "minutes" ? 60 : 1) : 0;
    const command = slots.command ?? "";
    return `${header({
      title: `Run a job ${describe(interval)}.`,
      purpose: [
        "A small scheduler using only the standard library: it computes the next run time,",
        "sleeps until then, runs the job, logs how it went and keeps going after a failure.",
        "Use --once to run the job a single time (handy for testing). For production, a cron",
        "entry or a cloud scheduler calling this script with --once is more robust.",
      ],
      usage: "python schedule_job.py [--once]",
      requires: [],
      request: slots.request,
    })}
from __future__ import annotations

import argparse
import datetime as dt
import logging
import shlex
import subprocess
import time

INTERVAL_SECONDS = ${seconds}  # > 0: run every N seconds
DAILY_AT = ${daily ? pyStr(daily) : "None"}  # "HH:MM": run once a day
WEEKLY = ${weekly ? `(${pyStr(weekly.day)}, ${pyStr(weekly.at)})` : "None"}  # (weekday, "HH:MM")
COMMAND = ${pyStr(command)}  # a shell-free command to run; empty: run job() below

WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
log = logging.getLogger("scheduler")


def job() -> None:
    """The work to do on each run. Replace the body, or set COMMAND above."""
    if COMMAND:
        result = subprocess.run(shlex.split(COMMAND), capture_output=True, text=True, timeout=3600)
        log.info("command exited with %s", result.returncode)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.strip() or f"exit code {result.returncode}")
    else:
        log.info("job ran (put your task here)")


def next_run(now: dt.datetime) -> dt.datetime:
    if INTERVAL_SECONDS > 0:
        return now + dt.timedelta(seconds=INTERVAL_SECONDS)
    at = DAILY_AT or (WEEKLY[1] if WEEKLY else "09:00")
    hour, minute = (int(part) for part in at.split(":"))
    candidate = now.replace(hour=hour, minute=minute, second=0, microsecond=0)
    if WEEKLY:
        days_ahead = (WEEKDAYS.index(WEEKLY[0]) - now.weekday()) % 7
        candidate += dt.timedelta(days=days_ahead)
        if candidate <= now:
            candidate += dt.timedelta(days=7)
    elif candidate <= now:
        candidate += dt.timedelta(days=1)
    return candidate


def run_safely() -> None:
    started = time.monotonic()
    try:
        job()
        log.info("finished in %.1f s", time.monotonic() - started)
    except Exception:  # keep the scheduler alive; the next run may succeed
        log.exception("job failed")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Run a job on a schedule.")
    parser.add_argument("--once", action="store_true", help="run the job once now and exit")
    return parser.parse_args()


def main() -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    args = parse_args()
    if args.once:
        run_safely()
        return
    try:
        while True:
            when = next_run(dt.datetime.now())
            log.info("next run at %s", when.isoformat(timespec="seconds"))
            time.sleep(max(0.0, (when - dt.datetime.now()).total_seconds()))
            run_safely()
    except KeyboardInterrupt:
        log.info("stopped")


if __name__ == "__main__":
    main()
`;
  },
};
