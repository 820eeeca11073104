import { useRef, useState, type FormEvent } from "react";
import { Globe, ImageUp, Loader2, Type, Wand2 } from "lucide-react";
import { colourMessages, type ColourRequest, type ColourResponse } from "../../../contracts/functions/colour-generator";
import { toastError } from "../../lib/toasts";
import { useRunShortcut } from "../../lib/use-run-shortcut";
import { useUrlState } from "../../lib/use-url-state";
import { Button } from "../../ui/button";
import { CopyButton } from "../../ui/copy-button";
import { Input } from "../../ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs";
import { Textarea } from "../../ui/textarea";
import { Field, Pane, ToolGrid, ToolPage, useGenerator, type ToolExample } from "../frame";
import { imageFileToPngDataUrl } from "./image-to-png";
import { PaletteView } from "./PaletteView";

const SLUG = "colour-generator";
type Mode = "text" | "image" | "url";
const MODES: Mode[] = ["text", "image", "url"];

interface Upload {
  name: string;
  dataUrl: string;
  width: number;
  height: number;
}

export default function ColourGeneratorScreen() {
  const [modeRaw, setMode] = useUrlState("mode", "text");
  const mode: Mode = MODES.includes(modeRaw as Mode) ? (modeRaw as Mode) : "text";
  const [prompt, setPrompt] = useUrlState("prompt");
  const [url, setUrl] = useUrlState("url");
  const [upload, setUpload] = useState<Upload | null>(null);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const gen = useGenerator<ColourRequest, ColourResponse>({
    slug: SLUG,
    functionName: "colour-generator",
    failure: { title: colourMessages.failed, description: (serverMessage) => serverMessage },
    // Spec section 8: an answer without colours is a failure too.
    accept: (res) => Array.isArray(res?.colours) && res.colours.length > 0,
  });
  const busy = gen.loading || reading;

  const run = (m: Mode = mode, values = { prompt, url }) => {
    if (busy) return;
    if (m === "text") {
      if (!values.prompt.trim()) return toastError(colourMessages.promptRequired);
      void gen.run({ prompt: values.prompt.trim() });
    } else if (m === "image") {
      if (!upload) return toastError(colourMessages.imageRequired);
      void gen.run({ imageData: upload.dataUrl });
    } else {
      if (!values.url.trim()) return toastError(colourMessages.urlRequired);
      void gen.run({ url: values.url.trim() });
    }
  };
  useRunShortcut(() => run());

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    try {
      const { dataUrl, width, height } = await imageFileToPngDataUrl(file);
      setUpload({ name: file.name, dataUrl, width, height });
    } catch {
      setUpload(null);
      toastError(colourMessages.failed, "This file could not be read as an image.");
      if (fileInput.current) fileInput.current.value = "";
    } finally {
      setReading(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    run();
  };

  const example = (label: string, text: string): ToolExample => ({
    label,
    detail: `Text prompt: “${text}”`,
    apply: () => {
      setMode("text");
      setPrompt(text);
      run("text", { prompt: text, url });
    },
  });

  const button = (idle: string) => (
    <Button type="submit" disabled={busy} className="w-full sm:w-auto">
      {gen.loading ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Wand2 aria-hidden="true" />}
      {gen.loading ? "Generating..." : idle}
    </Button>
  );

  const colours = gen.result?.colours ?? [];

  return (
    <ToolPage
      slug={SLUG}
      howItWorks={[
        "Text Prompt: describe a mood, a place or a brand (ocean, sunset, corporate, pastel, neon…). The words are matched against a colour vocabulary and turned into a harmonious palette in the OKLCH colour space, with a light and a dark neutral for backgrounds and text.",
        "Upload Image: the picture's dominant colours are found by k-means clustering in the perceptual OKLab space, most common first.",
        "Extract from URL: the page's CSS (theme colour, style blocks, inline styles and same-site stylesheets) is read and its colours ranked by how they are used.",
        "Every colour shows its contrast ratio against white and black (WCAG): AA needs 4.5:1 for body text, AAA 7:1.",
      ]}
      examples={[
        example("Calm ocean", "calm ocean breeze"),
        example("Corporate fintech", "trustworthy corporate fintech"),
        example("Autumn forest", "autumn forest walk"),
        example("Neon cyberpunk", "neon cyberpunk night"),
        example("Pastel spring", "pastel spring garden"),
      ]}
    >
      <ToolGrid>
        <Pane title="Source">
          <Tabs value={mode} onValueChange={(v) => setMode(v)}>
            <TabsList className="grid h-auto w-full grid-cols-3">
              {/* Three labels must fit a phone: icons only from sm up, and labels may wrap. */}
              <TabsTrigger value="text" className="h-full px-1.5 py-1.5 text-xs leading-tight whitespace-normal sm:text-sm [&_svg]:hidden sm:[&_svg]:inline">
                <Type aria-hidden="true" />
                Text Prompt
              </TabsTrigger>
              <TabsTrigger value="image" className="h-full px-1.5 py-1.5 text-xs leading-tight whitespace-normal sm:text-sm [&_svg]:hidden sm:[&_svg]:inline">
                <ImageUp aria-hidden="true" />
                Upload Image
              </TabsTrigger>
              <TabsTrigger value="url" className="h-full px-1.5 py-1.5 text-xs leading-tight whitespace-normal sm:text-sm [&_svg]:hidden sm:[&_svg]:inline">
                <Globe aria-hidden="true" />
                Extract from URL
              </TabsTrigger>
            </TabsList>

            <TabsContent value="text">
              <form onSubmit={submit} className="grid gap-4 pt-2">
                <Field label="Theme or description" htmlFor="cg-prompt" hint="Moods, places, objects or brand words: “calm ocean”, “luxury gold and black”, “friendly fintech startup”.">
                  <Textarea
                    id="cg-prompt"
                    value={prompt}
                    maxLength={500}
                    placeholder="e.g. sunset over the ocean, warm and relaxed"
                    onChange={(e) => setPrompt(e.target.value)}
                    onKeyDown={(e) => {
                      if (e.key === "Enter" && !e.shiftKey && !e.ctrlKey && !e.metaKey) {
                        e.preventDefault();
                        run();
                      }
                    }}
                  />
                </Field>
                {button("Generate Palette")}
              </form>
            </TabsContent>

            <TabsContent value="image">
              <form onSubmit={submit} className="grid gap-4 pt-2">
                <Field label="Image" htmlFor="cg-image" hint="Any picture your browser can open; it is scaled down before it is sent.">
                  <Input
                    ref={fileInput}
                    id="cg-image"
                    type="file"
                    accept="image/*"
                    disabled={busy}
                    className="h-auto py-1.5"
                    onChange={(e) => void onFile(e.target.files?.[0])}
                  />
                </Field>
                {upload && (
                  <figure className="flex items-center gap-3 rounded-lg border bg-background p-2">
                    <img src={upload.dataUrl} alt={`Preview of ${upload.name}`} className="size-16 rounded-md object-cover" />
                    <figcaption className="min-w-0 text-sm">
                      <span className="block truncate font-medium">{upload.name}</span>
                      <span className="text-muted-foreground">
                        {upload.width} × {upload.height} px
                      </span>
                    </figcaption>
                  </figure>
                )}
                {button("Extract Colours")}
              </form>
            </TabsContent>

            <TabsContent value="url">
              <form onSubmit={submit} className="grid gap-4 pt-2">
                <Field label="Website URL" htmlFor="cg-url" hint="The page's own CSS is read; nothing on the page is run.">
                  <Input
                    id="cg-url"
                    type="url"
                    inputMode="url"
                    value={url}
                    placeholder="https://example.com"
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(e) => setUrl(e.target.value)}
                  />
                </Field>
                {button("Extract Colours")}
              </form>
            </TabsContent>
          </Tabs>
        </Pane>

        {colours.length > 0 && (
          <Pane
            title="Palette"
            description={`${colours.length} colours`}
            actions={<CopyButton text={colours.join(", ")} label="Copy All" aria-label="Copy All" />}
          >
            <PaletteView colours={colours} />
          </Pane>
        )}
      </ToolGrid>
    </ToolPage>
  );
}
