export type ScriptCheck = { ok: true; script: string } | { ok: false; problem: string };

export const MAX_SCRIPT_CHARS = 100_000;

/**
 * Checks a script written by someone else (the optional AI provider) against the promises the
 * built-in templates keep: plain Python (no markdown fence), a main() and a __main__ guard,
 * balanced brackets and closed strings, a sensible size. Without an interpreter on the server,
 * this is a structural check, not a full parse.
 */
export function checkPythonScript(raw: string): ScriptCheck {
  let script = raw.replace(/\r\n?/g, "\n").trim();
  const fence = /^```(?:python|py)?\n([\s\S]*?)\n```$/i.exec(script);
  if (fence) script = fence[1]!.trim();
  if (!script) return { ok: false, problem: "The script is empty." };
  if (script.length > MAX_SCRIPT_CHARS) return { ok: false, problem: "The script is too long." };
  if (!/^def main\(.*\).*:\s*$/m.test(script)) return { ok: false, problem: "The script has no main() function." };
  if (!/^if __name__ == ["']__main__["']:\s*\n\s+main\(\)/m.test(script)) return { ok: false, problem: "The script has no __main__ guard calling main()." };
  const balance = bracketsBalanced(script);
  if (balance !== true) return { ok: false, problem: balance };
  return { ok: true, script: `${script}\n` };
}

/** Walks the source skipping comments and string literals (including triple-quoted ones). */
function bracketsBalanced(src: string): true | string {
  const stack: string[] = [];
  const pairs: Record<string, string> = { ")": "(", "]": "[", "}": "{" };
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (c === "#") {
      const nl = src.indexOf("\n", i);
      i = nl < 0 ? src.length : nl;
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = src.startsWith(c.repeat(3), i);
      const quote = triple ? c.repeat(3) : c;
      let j = i + quote.length;
      for (; j < src.length; j++) {
        if (src[j] === "\\") {
          j++;
          continue;
        }
        if (!triple && src[j] === "\n") return "A string is not closed.";
        if (src.startsWith(quote, j)) break;
      }
      if (j >= src.length) return "A string is not closed.";
      i = j + quote.length - 1;
      continue;
    }
    if (c === "(" || c === "[" || c === "{") stack.push(c);
    else if (c === ")" || c === "]" || c === "}") {
      if (stack.pop() !== pairs[c]) return "The brackets do not balance.";
    }
  }
  return stack.length ? "The brackets do not balance." : true;
}
