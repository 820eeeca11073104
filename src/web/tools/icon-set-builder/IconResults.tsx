import { Download, ImageIcon, Loader2 } from "lucide-react";
import { iconSetMessages } from "../../../contracts/functions/icon-set-generator-texts";
import type { GeneratedIcon } from "../../../contracts/functions/icon-set-generator";
import { Button } from "../../ui/button";
import type { IconFormat } from "./downloads";

/** The results area: generating, empty, or the grid of icons (2, 3 or 4 columns by screen width). */
export function IconResults({
  icons,
  generating,
  onDownload,
}: {
  icons: GeneratedIcon[];
  generating: boolean;
  onDownload: (icon: GeneratedIcon, format: IconFormat) => void;
}) {
  if (generating) {
    return (
      <div role="status" className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p className="font-medium">{iconSetMessages.generating}</p>
        <p className="text-sm text-muted-foreground">{iconSetMessages.generatingHint}</p>
      </div>
    );
  }
  if (icons.length === 0) {
    return (
      <div className="flex min-h-72 flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center">
        <ImageIcon className="size-10 text-muted-foreground/60" aria-hidden="true" />
        <p className="font-medium">{iconSetMessages.emptyTitle}</p>
        <p className="max-w-xs text-sm text-muted-foreground">{iconSetMessages.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4" aria-label="Generated icons">
      {icons.map((icon) => (
        <li key={icon.id} className="flex flex-col items-center gap-2 rounded-lg border bg-background p-3">
          <div className="flex aspect-square w-full items-center justify-center rounded-md bg-muted/50 p-2">
            <img src={icon.imageData} alt={icon.name} className="size-full object-contain" loading="lazy" />
          </div>
          <p className="w-full truncate text-center text-sm font-medium" title={icon.name}>
            {icon.name}
          </p>
          <div className="grid w-full grid-cols-2 gap-1.5">
            <Button variant="outline" size="sm" aria-label={`Download ${icon.name} as PNG`} onClick={() => onDownload(icon, "PNG")}>
              <Download aria-hidden="true" />
              PNG
            </Button>
            <Button variant="outline" size="sm" aria-label={`Download ${icon.name} as SVG`} onClick={() => onDownload(icon, "SVG")}>
              <Download aria-hidden="true" />
              SVG
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
