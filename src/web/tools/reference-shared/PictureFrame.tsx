import type { ReactNode } from "react";
import { aspectRatio, displayWidth, type BorderStyle, type ImageWidth } from "../../../engines/reference/widths";
import { cn } from "../../lib/cn";

const shape: Record<BorderStyle, string> = {
  none: "rounded-none",
  rounded: "rounded-xl",
  circular: "rounded-full",
};

/**
 * The picture box of a reference card: half the chosen width (spec section 9), 1:1 when circular,
 * otherwise 3:2, with the corner shape of the border style.
 */
export function PictureFrame({
  width,
  border,
  children,
  className,
}: {
  width: ImageWidth;
  border: BorderStyle;
  children: ReactNode;
  className?: string;
}) {
  const w = displayWidth(width);
  return (
    <div
      data-testid="picture-frame"
      className={cn("relative isolate shrink-0 overflow-hidden shadow-sm", shape[border], className)}
      style={{ width: w, aspectRatio: String(aspectRatio(border)) }}
    >
      {children}
    </div>
  );
}
