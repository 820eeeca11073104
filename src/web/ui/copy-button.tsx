import { useEffect, useRef, useState } from "react";
import { Check, Copy } from "lucide-react";
import { useCopy } from "../lib/use-copy";
import { Button, type ButtonProps } from "./button";

/** Copy with the spec's toasts; the icon turns into a check for 2 seconds after a copy. */
export function CopyButton({
  text,
  label = "Copy",
  onCopied,
  ...props
}: { text: string | (() => string); label?: string; onCopied?: () => void } & Omit<ButtonProps, "onClick">) {
  const copy = useCopy();
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Button
      variant="outline"
      size="sm"
      {...props}
      onClick={async () => {
        const ok = await copy(typeof text === "function" ? text() : text);
        if (!ok) return;
        onCopied?.();
        setCopied(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? <Check className="text-success" /> : <Copy />}
      {label}
    </Button>
  );
}
