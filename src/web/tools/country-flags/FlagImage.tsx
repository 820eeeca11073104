import { useState } from "react";
import { Flag } from "lucide-react";
import { localFlagPath } from "../../../engines/reference/countries";
import { basePath } from "../../lib/base-path";
import { useImageSettled } from "../../lib/use-image-settled";
import type { BorderStyle } from "../../../engines/reference/widths";

/**
 * The flag picture, served by our own server from the flag-icons package (so it works offline):
 * the square artwork for circular frames, the 4:3 one cropped to 3:2 otherwise.
 */
export function FlagImage({ code, name, border }: { code: string; name: string; border: BorderStyle }) {
  const [failed, setFailed] = useState(false);
  const src = `${basePath}${localFlagPath(code, border === "circular" ? "1x1" : "4x3")}`;
  const imgRef = useImageSettled(
    src,
    () => {},
    () => setFailed(true),
  );
  if (failed) {
    return (
      <div className="flex size-full items-center justify-center bg-muted" role="img" aria-label={`Flag of ${name}`}>
        <Flag className="size-1/3 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      ref={imgRef}
      src={src}
      alt={`Flag of ${name}`}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailed(true)}
      className="size-full object-cover"
    />
  );
}
