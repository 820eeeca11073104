import { useQuery } from "@tanstack/react-query";
import { startOfWeek } from "../../catalogue";
import type { WeeklyCounts } from "../../contracts/data-api";
import { messages } from "../../contracts/messages";
import { apiRequest } from "../lib/api";

/** This week's views per applet (since Sunday 00:00 local time); undefined when they fail to load. */
export function useWeeklyViews(): Record<string, number> | undefined {
  const since = startOfWeek().toISOString();
  const { data } = useQuery({
    queryKey: ["applet-views", "weekly", since],
    queryFn: async () => {
      try {
        return (await apiRequest<WeeklyCounts>(`/applet-views/weekly?since=${encodeURIComponent(since)}`)).counts;
      } catch (err) {
        console.error(messages.log.viewCounts, err);
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
  return data ?? undefined;
}
