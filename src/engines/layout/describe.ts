import { chartKinds } from "./chart-kinds";
import type { ChartBlock, LayoutPlan } from "./plan";
import { GRID } from "./plan";

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function width(span: number): string {
  if (span === GRID.columns) return "full width";
  if (span === 6) return "half width, 6 columns";
  if (span === 4) return "a third, 4 columns";
  if (span === 3) return "a quarter, 3 columns";
  if (span === 8) return "two thirds, 8 columns";
  return `${span} columns`;
}

function chartLine(c: ChartBlock): string {
  return `${c.title}: ${chartKinds[c.kind].label.toLowerCase()}, ${width(c.span)}`;
}

/** A plain-text walk through the layout, top to bottom, in the order a reader scans it. */
export function describeLayout(plan: LayoutPlan): string {
  const lines: string[] = [];
  lines.push(`${plan.title} — ${plan.width} × ${plan.height} px wireframe on a ${GRID.columns}-column grid (${GRID.margin} px margins, ${GRID.gutter} px gutters).`);
  lines.push("");
  let step = 1;
  lines.push(`${step++}. Header: the title on the left; filters on the right: ${list(plan.filters)}.`);

  if (plan.kpis.length > 0) {
    const rows = new Set(plan.kpis.map((k) => k.row)).size;
    const perRow = Math.ceil(plan.kpis.length / rows);
    const size = plan.kpis[0].span ? `${plan.kpis[0].span} columns each` : `1/${perRow} of the width each`;
    lines.push(
      `${step++}. KPI row${rows > 1 ? `s (${rows} rows of ${perRow})` : ""}: ${plan.kpis.length} card${plan.kpis.length === 1 ? "" : "s"} of equal width (${size}): ${list(plan.kpis.map((k) => k.label))}.` +
        (plan.suggested.kpis ? " Suggested from the description, since no KPIs were specified." : "") +
        " Each card shows the value, the change against the last period and a sparkline.",
    );
  }

  if (plan.charts.length > 0) {
    const rows = [...new Set(plan.charts.map((c) => c.row))];
    lines.push(
      `${step++}. Charts, most important first${plan.suggested.charts ? " (suggested from the description, since no chart types were specified)" : ""}:`,
    );
    for (const r of rows) {
      const inRow = plan.charts.filter((c) => c.row === r);
      lines.push(`   Row ${r + 1}: ${inRow.map(chartLine).join("; ")}.`);
    }
    const lead = plan.charts[0];
    lines.push(`   ${lead.title} leads the page, top left, where the eye lands first.`);
  }

  if (plan.tables.length > 0) {
    lines.push(`${step}. Tables below the charts${plan.suggested.tables ? " (suggested from the description)" : ""}:`);
    for (const t of plan.tables) {
      const cols = t.columns.length > 0 ? ` with columns ${list(t.columns)}` : "";
      lines.push(`   ${t.title}: ${width(t.span)}${cols}.`);
    }
  }

  const dropped = [
    plan.dropped.kpis && `${plan.dropped.kpis} KPI${plan.dropped.kpis === 1 ? "" : "s"}`,
    plan.dropped.charts && `${plan.dropped.charts} chart${plan.dropped.charts === 1 ? "" : "s"}`,
    plan.dropped.tables && `${plan.dropped.tables} table${plan.dropped.tables === 1 ? "" : "s"}`,
  ].filter(Boolean) as string[];
  if (dropped.length > 0) {
    lines.push("");
    lines.push(`Left off to keep the page readable: ${list(dropped)} (a dashboard holds at most 8 KPIs, 8 charts and 4 tables; consider a second page).`);
  }
  return lines.join("\n");
}
