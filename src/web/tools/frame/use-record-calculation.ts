import { useCallback } from "react";
import { appletBySlug } from "../../../catalogue";
import { recordCalculation } from "../../lib/usage";

/** Returns a function a screen calls after each successful use; it adds one calculation for this tool. */
export function useRecordCalculation(slug: string): () => void {
  const title = appletBySlug(slug)?.title;
  return useCallback(() => {
    if (title) void recordCalculation(title);
  }, [title]);
}
