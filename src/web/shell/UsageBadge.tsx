import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Zap } from "lucide-react";
import type { CalculationCount } from "../../contracts/data-api";
import { messages } from "../../contracts/messages";
import { apiRequest } from "../lib/api";
import { apiUrl } from "../lib/base-path";
import { groupDigits } from "../lib/group-digits";
import { badgeTooltip } from "./time-saved";

const COUNT_KEY = ["calculations", "count"] as const;

/** Total calculations by all users; +1 live on each insert anywhere (SSE from the server). */
export function UsageBadge() {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery({
    queryKey: COUNT_KEY,
    queryFn: async () => {
      try {
        const { count } = await apiRequest<CalculationCount>("/calculations/count");
        return count;
      } catch (err) {
        console.error(messages.log.calcCount, err);
        return 0;
      }
    },
    staleTime: Infinity,
    retry: false,
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource(apiUrl("/calculations/stream"));
    const onInsert = () => queryClient.setQueryData<number>(COUNT_KEY, (n) => (n ?? 0) + 1);
    // After a dropped stream reconnects, inserts made meanwhile were missed: fetch the count again.
    let dropped = false;
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (dropped) {
        dropped = false;
        void queryClient.invalidateQueries({ queryKey: COUNT_KEY });
      }
    };
    source.addEventListener("insert", onInsert);
    source.addEventListener("error", onError);
    source.addEventListener("open", onOpen);
    return () => {
      source.removeEventListener("insert", onInsert);
      source.close();
    };
  }, [queryClient]);

  const count = data ?? 0;
  const text = badgeTooltip(count);
  // A CSS-only tooltip (hover and keyboard focus): no positioning library in the first page load.
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        data-testid="usage-badge"
        aria-describedby="usage-badge-tip"
        className="inline-flex h-8 cursor-default items-center gap-1.5 rounded-full border border-primary/20 bg-primary/10 px-3 text-sm font-semibold text-primary tabular-nums focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <Zap className="size-3.5" aria-hidden="true" />
        {/* Room for "…" and counts up to 999 alike: the nav does not shift when the count arrives. */}
        <span data-testid="usage-count" aria-busy={isPending} className="inline-block min-w-[3ch] text-right">
          {isPending ? "…" : groupDigits(count)}
        </span>
        <span className="hidden font-normal sm:inline">calcs</span>
      </button>
      <span
        id="usage-badge-tip"
        role="tooltip"
        className="pointer-events-none invisible absolute top-full right-0 z-50 mt-2 w-64 rounded-md bg-foreground px-3 py-2 text-xs leading-snug text-background opacity-0 shadow-md transition-opacity delay-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        {isPending ? "Loading…" : text}
      </span>
    </span>
  );
}
