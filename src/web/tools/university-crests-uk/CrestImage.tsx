import { useState } from "react";
import { GraduationCap } from "lucide-react";
import type { UniversityType } from "../../../engines/reference/universities";
import { cn } from "../../lib/cn";
import { useImageSettled } from "../../lib/use-image-settled";
import { monogram } from "./monogram";

/** One calm gradient per type, so the offline placeholders still group visually. */
const typeGradient: Record<UniversityType, string> = {
  Ancient: "from-amber-500 to-orange-700",
  "Russell Group": "from-indigo-500 to-indigo-800",
  Collegiate: "from-teal-500 to-teal-800",
  "Post-1992": "from-sky-500 to-blue-700",
  "Plate Glass": "from-cyan-500 to-emerald-700",
  Specialist: "from-rose-500 to-fuchsia-700",
  Federal: "from-violet-500 to-purple-800",
  Private: "from-slate-500 to-slate-700",
};

/**
 * The crest from the wiki media host or the logo service; when it fails to load (always so
 * offline) a graduation-cap placeholder in the type's colour takes its place (spec section 8).
 */
export function CrestImage({ src, name, type }: { src: string; name: string; type: UniversityType }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  // Keyed by address: a new width is a new image that has neither loaded nor failed yet.
  const failed = failedSrc === src;
  const imgRef = useImageSettled(src, () => setLoadedSrc(src), () => setFailedSrc(src));
  const loaded = loadedSrc === src;

  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${name} crest unavailable`}
        data-testid="crest-fallback"
        className={cn("flex size-full flex-col items-center justify-center gap-[6%] bg-gradient-to-br text-white", typeGradient[type])}
      >
        <GraduationCap className="size-[42%] max-h-[55%] drop-shadow-sm" strokeWidth={1.6} aria-hidden="true" />
        <span aria-hidden="true" className="text-[clamp(0.55rem,10cqw,1.5rem)] leading-none font-semibold tracking-wider opacity-90">
          {monogram(name)}
        </span>
      </div>
    );
  }
  return (
    <div className={cn("flex size-full items-center justify-center bg-white p-[10%]", !loaded && "animate-pulse bg-muted")}>
      <img
        ref={imgRef}
        src={src}
        alt={`${name} crest`}
        loading="lazy"
        decoding="async"
        referrerPolicy="no-referrer"
        draggable={false}
        onLoad={() => setLoadedSrc(src)}
        onError={() => setFailedSrc(src)}
        className="size-full object-contain"
      />
    </div>
  );
}
