import { useCallback, useEffect, useRef, useState } from "react";
import { Download } from "lucide-react";
import { iconSet, iconSetMessages } from "../../../contracts/functions/icon-set-generator-texts";
import type { GeneratedIcon, IconSetRequest, IconSetResponse, IconShape, IconStyle } from "../../../contracts/functions/icon-set-generator";
import { ApiRequestError, callFunction } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { Pane, ToolPage, useRecordCalculation, type ToolExample } from "../frame";
import { downloadAll, downloadIcon, type IconFormat } from "./downloads";
import { IconControls, type IconSettings } from "./IconControls";
import { IconResults } from "./IconResults";

const SLUG = "icon-set-builder";

/** A number from the URL query, kept only when it is one of the slider's steps. */
function stepped(raw: string, range: { min: number; max: number; step: number; default: number }): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= range.min && n <= range.max && (n - range.min) % range.step === 0 ? n : range.default;
}

function oneOf<T extends string>(raw: string, options: readonly T[], fallback: T): T {
  return (options as readonly string[]).includes(raw) ? (raw as T) : fallback;
}

export default function IconSetBuilderScreen() {
  const [topic, setTopic] = useUrlState("topic");
  const [countRaw, setCount] = useUrlState("count", String(iconSet.count.default));
  const [shapeRaw, setShape] = useUrlState("shape", iconSet.defaultShape);
  const [styleRaw, setStyle] = useUrlState("style", iconSet.defaultStyle);
  const [sizeRaw, setSize] = useUrlState("size", String(iconSet.size.default));
  const settings: IconSettings = {
    topic,
    count: stepped(countRaw, iconSet.count),
    shape: oneOf<IconShape>(shapeRaw, iconSet.shapes, iconSet.defaultShape),
    style: oneOf<IconStyle>(styleRaw, iconSet.styles, iconSet.defaultStyle),
    size: stepped(sizeRaw, iconSet.size),
  };

  const [icons, setIcons] = useState<GeneratedIcon[]>([]);
  /** The size the current icons were drawn at (the SVG wrapper uses it). */
  const [iconSize, setIconSize] = useState<number>(iconSet.size.default);
  const [generating, setGenerating] = useState(false);
  const record = useRecordCalculation(SLUG);
  const cancelDownloads = useRef<(() => void) | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      cancelDownloads.current?.();
      abort.current?.abort();
    },
    [],
  );

  const change = (patch: Partial<IconSettings>) => {
    if (patch.topic !== undefined) setTopic(patch.topic);
    if (patch.count !== undefined) setCount(String(patch.count));
    if (patch.shape !== undefined) setShape(patch.shape);
    if (patch.style !== undefined) setStyle(patch.style);
    if (patch.size !== undefined) setSize(String(patch.size));
  };

  const generate = useCallback(
    async (s: IconSettings) => {
      const trimmed = s.topic.trim();
      if (!trimmed) {
        toastError(iconSetMessages.topicRequiredTitle, iconSetMessages.topicRequired);
        return;
      }
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setGenerating(true);
      setIcons([]);
      try {
        const body: IconSetRequest = { topic: trimmed, shape: s.shape, size: s.size, count: s.count, style: s.style };
        const res = await callFunction<IconSetResponse>("icon-set-generator", body, controller.signal);
        // Spec section 8: an answer without icons changes nothing.
        if (!Array.isArray(res?.icons) || res.icons.length === 0) return;
        setIcons(res.icons);
        setIconSize(s.size);
        record();
        toastSuccess(iconSetMessages.successTitle, iconSetMessages.success(res.icons.length));
      } catch (err) {
        if ((err as Error).name === "AbortError") return;
        const message = err instanceof ApiRequestError && err.status !== 0 ? err.message : undefined;
        toastError(iconSetMessages.failedTitle, message || iconSetMessages.failed);
      } finally {
        if (abort.current === controller) {
          abort.current = null;
          setGenerating(false);
        }
      }
    },
    [record],
  );

  const run = () => {
    if (!generating) void generate(settings);
  };
  useRunShortcut(run);

  const all = (format: IconFormat) => {
    cancelDownloads.current?.();
    cancelDownloads.current = downloadAll(icons, format, iconSize);
    toastSuccess(iconSetMessages.downloadingTitle, iconSetMessages.downloading(format));
  };

  const example = (label: string, detail: string, s: Partial<IconSettings>): ToolExample => ({
    label,
    detail,
    apply: () => {
      const next = { ...settings, ...s };
      change(next);
      void generate(next);
    },
  });

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Type a topic (security, finance, travel…). The builder reads it against more than 60 topics and their synonyms and picks matching icons from the open-source Lucide set, topping up with closely related ones.",
        "Choose how many icons, the shape (square, rounded or circular), outline or filled, and the size in pixels: every icon of the set shares one colour scheme.",
        "Download each icon as PNG or SVG, or all of them at once.",
      ]}
      examples={[
        example("Security", "12 rounded outline icons", { topic: "security", count: 12, shape: "rounded", style: "outline" }),
        example("Finance dashboard", "16 circular filled icons", { topic: "finance", count: 16, shape: "circular", style: "filled" }),
        example("Weather app", "8 square filled icons at 512 px", { topic: "weather app", count: 8, shape: "square", style: "filled", size: 512 }),
        example("Hospital and health", "20 rounded filled icons", { topic: "hospital health", count: 20, shape: "rounded", style: "filled" }),
      ]}
    >
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,340px)_minmax(0,1fr)]">
        <Pane title="Customize">
          <IconControls settings={settings} onChange={change} onGenerate={run} generating={generating} />
        </Pane>
        <Pane
          title="Your Icon Set"
          description={icons.length > 0 ? `${icons.length} icons · ${iconSize} × ${iconSize} px` : undefined}
          actions={
            icons.length > 0 && !generating ? (
              <>
                <Button variant="outline" size="sm" onClick={() => all("PNG")}>
                  <Download aria-hidden="true" />
                  All PNG
                </Button>
                <Button variant="outline" size="sm" onClick={() => all("SVG")}>
                  <Download aria-hidden="true" />
                  All SVG
                </Button>
              </>
            ) : undefined
          }
        >
          <IconResults icons={icons} generating={generating} onDownload={(icon, format) => downloadIcon(icon, format, iconSize)} />
        </Pane>
      </div>
    </ToolPage>
  );
}
