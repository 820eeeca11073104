import {
  parseBorderStyle,
  parseImageWidth,
  type BorderStyle,
  type ImageWidth,
} from "../../../engines/reference/widths";
import { useSearchParams } from "react-router";
import { useUrlState } from "../../lib/use-url-state";

/** Search text, width and border style of a reference screen, mirrored in the URL query (?q=&w=&border=). */
export function useReferenceSettings() {
  const [query, setQuery] = useUrlState("q");
  const [rawWidth, setRawWidth] = useUrlState("w", "160");
  const [rawBorder, setRawBorder] = useUrlState("border", "none");
  const width: ImageWidth = parseImageWidth(rawWidth);
  const border: BorderStyle = parseBorderStyle(rawBorder);
  const [, setParams] = useSearchParams();
  /** Sets several settings in one URL update (separate setters would overwrite each other). */
  const apply = (next: { query?: string; width?: ImageWidth; border?: BorderStyle }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        const put = (key: string, value: string, fallback: string) =>
          value === fallback || value === "" ? p.delete(key) : p.set(key, value);
        if (next.query !== undefined) put("q", next.query, "");
        if (next.width !== undefined) put("w", String(next.width), "160");
        if (next.border !== undefined) put("border", next.border, "none");
        return p;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    apply,
    query,
    setQuery,
    width,
    setWidth: (w: ImageWidth) => setRawWidth(String(w)),
    border,
    setBorder: (b: BorderStyle) => setRawBorder(b),
  };
}
