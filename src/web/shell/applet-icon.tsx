import {
  ArrowRightLeft,
  Braces,
  BrainCircuit,
  Calculator,
  ChartColumn,
  ChartNoAxesCombined,
  Database,
  DatabaseZap,
  FileCode,
  FileSpreadsheet,
  Flag,
  Globe,
  GraduationCap,
  Grid3x3,
  Image,
  LayoutDashboard,
  Link,
  Merge,
  Palette,
  Rows3,
  Shapes,
  Shuffle,
  Sigma,
  Table2,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import type { Category } from "../../catalogue";
import { cn } from "../lib/cn";

// Explicit imports (not the whole icon set) keep the home page bundle small.
const icons: Record<string, LucideIcon> = {
  ArrowRightLeft,
  Braces,
  BrainCircuit,
  Calculator,
  ChartColumn,
  ChartNoAxesCombined,
  Database,
  DatabaseZap,
  FileCode,
  FileSpreadsheet,
  Flag,
  Globe,
  GraduationCap,
  Grid3x3,
  Image,
  LayoutDashboard,
  Link,
  Merge,
  Palette,
  Rows3,
  Shapes,
  Shuffle,
  Sigma,
  Table2,
};

/** One gradient per category keeps the grid calm (docs/ui.md). */
export const categoryGradient: Record<Category, string> = {
  general: "from-sky-500 to-indigo-600",
  sql: "from-emerald-500 to-teal-700",
  looker: "from-violet-500 to-purple-700",
  tableau: "from-orange-500 to-rose-600",
  "power bi": "from-amber-400 to-orange-600",
  "design resources": "from-pink-500 to-fuchsia-700",
  bigquery: "from-blue-500 to-cyan-700",
};

export const categoryLabel: Record<Category, string> = {
  general: "General",
  sql: "SQL",
  looker: "Looker",
  tableau: "Tableau",
  "power bi": "Power BI",
  "design resources": "Design Resources",
  bigquery: "BigQuery",
};

export function AppletIcon({
  name,
  category,
  className,
}: {
  name: string;
  category: Category;
  className?: string;
}) {
  const Icon = icons[name] ?? Wrench;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br text-white shadow-sm",
        categoryGradient[category],
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
