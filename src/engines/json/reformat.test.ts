import { describe, expect, it } from "vitest";
import { formatJson, minifyJson, reformatJson, validateJson } from "./reformat";
import { decodeJsonBytes, firstInvalidUtf8 } from "./decode";
import { lineAt, positionOf } from "./position";

function out(r: ReturnType<typeof formatJson>): string {
  if (!r.ok) throw new Error(r.error?.message ?? r.tooLarge?.message);
  return r.output;
}

describe("formatJson", () => {
  it("indents with two spaces like JSON.stringify(v, null, 2) for ordinary data", () => {
    const value = { a: [1, 2, { b: null }], c: {}, d: [], e: "x", f: true, g: [[]] };
    expect(out(formatJson(JSON.stringify(value)))).toBe(JSON.stringify(value, null, 2));
  });

  it("keeps numbers exactly as written", () => {
    const input = '[12345678901234567890, 1.0, 1e400, -0, 0.10, 1E+2, -1.5e-7]';
    expect(out(formatJson(input))).toBe("[\n  12345678901234567890,\n  1.0,\n  1e400,\n  -0,\n  0.10,\n  1E+2,\n  -1.5e-7\n]");
    expect(out(minifyJson(input))).toBe("[12345678901234567890,1.0,1e400,-0,0.10,1E+2,-1.5e-7]");
  });

  it("keeps duplicate keys, key order and string escapes byte for byte", () => {
    const input = '{"b":1,"a":2,"b":3,"s":"caf\\u00e9 \\/ \\"q\\" \\uD83D\\uDE00 é"}';
    expect(out(minifyJson(input))).toBe(input);
    expect(out(formatJson(input))).toBe('{\n  "b": 1,\n  "a": 2,\n  "b": 3,\n  "s": "caf\\u00e9 \\/ \\"q\\" \\uD83D\\uDE00 é"\n}');
  });

  it("accepts top-level scalars and surrounding whitespace", () => {
    expect(out(formatJson(' \r\n\t"x" \n'))).toBe('"x"');
    expect(out(minifyJson(" 42 "))).toBe("42");
    expect(out(formatJson("null"))).toBe("null");
  });

  it("is idempotent and minify(format(x)) === minify(x)", () => {
    const input = '{"k":[{"a":[1,{"b":[]}]},"x",{}],"z":{"y":{"x":false}}}';
    const f = out(formatJson(input));
    expect(out(formatJson(f))).toBe(f);
    expect(out(minifyJson(f))).toBe(input);
  });

  it("keeps raw non-ASCII text, including surrogate pairs, exactly", () => {
    const input = '{"emoji":"😀 → ñ 中文","esc":"\\uD83D\\uDE00"}';
    expect(out(minifyJson(input))).toBe(input);
    expect(out(formatJson(input))).toBe('{\n  "emoji": "😀 → ñ 中文",\n  "esc": "\\uD83D\\uDE00"\n}');
  });

  it("supports another indent unit", () => {
    expect(out(reformatJson("[1]", "format", { indent: "\t" }))).toBe("[\n\t1\n]");
  });

  it("strips a leading byte order mark", () => {
    expect(out(minifyJson("\ufeff { } "))).toBe("{}");
    expect(validateJson("\ufeff").ok).toBe(false);
  });

  it("handles 100,000 nested arrays without recursion", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const minified = minifyJson(deep);
    expect(minified.ok && minified.stats.maxDepth).toBe(100_000);
    const unclosed = validateJson("[".repeat(100_000));
    expect(unclosed.ok).toBe(false);
    if (!unclosed.ok) expect(unclosed.error?.message).toContain("100000 unclosed brackets");
  });

  it("reports a pretty-print that would be too large instead of crashing", () => {
    const deep = "[".repeat(100_000) + "]".repeat(100_000);
    const r = formatJson(deep);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.tooLarge?.message).toMatch(/Minify it instead/);
    // A syntax error after the point where the output grew too large still wins.
    const broken = reformatJson("[".repeat(5000) + "x", "format", { maxOutputLength: 1000 });
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error?.message).toMatch(/Unexpected 'x'/);
  });

  it("counts values and depth", () => {
    const r = validateJson('{"a":[1,2,{"b":null}]}');
    expect(r.ok && r.stats).toEqual({ values: 6, maxDepth: 3, outputBytes: 0 });
    const m = minifyJson('{ "é": [ 1 ] }');
    expect(m.ok && m.stats.outputBytes).toBe(new TextEncoder().encode('{"é":[1]}').length);
  });
});

describe("syntax errors", () => {
  const cases: [string, RegExp, number, number][] = [
    ["", /empty/, 1, 1],
    ["[1,2,]", /Trailing comma before '\]'/, 1, 6],
    ['{"a":1,}', /Trailing comma before '\}'/, 1, 8],
    ['{"a" 1}', /Expected ':'/, 1, 6],
    ["{a:1}", /Property names must be strings in double quotes/, 1, 2],
    ["{'a':1}", /single quotes/, 1, 2],
    ["['a']", /Strings must use double quotes/, 1, 2],
    ["[1 2]", /Expected ',' or '\]'/, 1, 4],
    ['{"a":1 "b":2}', /Expected ',' or '\}'/, 1, 8],
    ["01", /leading zeros/, 1, 1],
    ["[NaN]", /Unexpected 'NaN'/, 1, 2],
    ["[Infinity]", /Unexpected 'Infinity'/, 1, 2],
    ["[-]", /digit must follow '-'/, 1, 2],
    ["[1.]", /decimal point/, 1, 2],
    ["[1e]", /exponent/, 1, 2],
    ["[0x1F]", /Invalid number '0x1F'/, 1, 2],
    ["[+1]", /cannot start with '\+'/, 1, 2],
    ["[.5]", /digit before the decimal point/, 1, 2],
    ['"abc', /Unterminated string/, 1, 1],
    ['"a\nb"', /line break/, 1, 3],
    ['"a\tb"', /Control character U\+0009/, 1, 3],
    ['"\\x"', /Invalid escape sequence '\\x' in string/, 1, 2],
    ['"\\u12G4"', /four hex digits/, 1, 2],
    ["[1] [2]", /after the end of the JSON value/, 1, 5],
    ["[1]\n// c", /after the end/, 2, 1],
    ["/* c */ 1", /Comments are not allowed/, 1, 1],
    ["{\n  \"a\": [\n    1,\n  }\n}", /Expected a value, found '\}'/, 4, 3],
    ["[\u00a01]", /non-breaking space/, 1, 2],
    ['{"a":1', /1 unclosed bracket, expected '\}'/, 1, 7],
    ['{"a"', /expected ':'/, 1, 5],
    ["[tru]", /Unexpected 'tru'/, 1, 2],
    ['["\uD800"]', /Unpaired surrogate U\+D800/, 1, 3],
    ['["\uDC00x"]', /Unpaired surrogate U\+DC00/, 1, 3],
    ["😀 1", /Expected a value, found '😀'/, 1, 1],
    ['["😀", x]', /Unexpected 'x'/, 1, 7],
  ];
  for (const [input, message, line, column] of cases) {
    it(`${JSON.stringify(input)} → ${message.source} at ${line}:${column}`, () => {
      for (const layout of ["format", "minify", "validate"] as const) {
        const r = reformatJson(input, layout);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        expect(r.error?.message).toMatch(message);
        expect([r.error?.line, r.error?.column]).toEqual([line, column]);
      }
    });
  }
});

describe("positionOf / lineAt", () => {
  it("counts LF, CRLF and lone CR as line breaks", () => {
    const text = "a\r\nb\rc\nd";
    expect(positionOf(text, text.indexOf("d"))).toEqual({ line: 4, column: 1 });
    expect(positionOf(text, text.indexOf("c"))).toEqual({ line: 3, column: 1 });
    expect(lineAt(text, 2)).toBe("b");
    expect(lineAt(text, 4)).toBe("d");
    expect(lineAt(text, 9)).toBe("");
  });
});

describe("decodeJsonBytes", () => {
  const enc = (s: string) => new TextEncoder().encode(s);
  it("decodes UTF-8 and strips a BOM", () => {
    expect(decodeJsonBytes(new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0x7d]))).toEqual({ ok: true, text: "{}", hadBom: true });
    expect(decodeJsonBytes(enc('"é"'))).toEqual({ ok: true, text: '"é"', hadBom: false });
  });
  it("rejects invalid UTF-8 instead of inserting replacement characters", () => {
    const bytes = new Uint8Array([0x22, 0x61, 0xe9, 0x22]);
    const r = decodeJsonBytes(bytes);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/not valid UTF-8 \(invalid byte near offset 2\)/);
    expect(firstInvalidUtf8(new Uint8Array([0xed, 0xa0, 0x80]))).toBe(0);
    expect(firstInvalidUtf8(new Uint8Array([0xc0, 0xaf]))).toBe(0);
    expect(firstInvalidUtf8(enc("ok 😀"))).toBe(-1);
  });
  it("refuses UTF-16", () => {
    const r = decodeJsonBytes(new Uint8Array([0xff, 0xfe, 0x5b, 0x00, 0x5d, 0x00]));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/UTF-16/);
  });
});
