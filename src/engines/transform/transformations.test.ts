import { describe, expect, it } from "vitest";
import { detectLineEnding, joinLines, splitLines } from "./line-endings";
import { toProperCase } from "./proper-case";
import { isTransformation, transformText, transformations, type Transformation } from "./transformations";

const t = (text: string, kind: Transformation, locale = "en") => transformText(text, kind, { locale }).output;

describe("the seven transformations of the spec", () => {
  it("has exactly the spec's options in order", () => {
    expect(transformations).toEqual(["uppercase", "lowercase", "proper-case", "trim", "remove-spaces", "remove-duplicates", "sort"]);
    expect(isTransformation("sort")).toBe(true);
    expect(isTransformation("reverse")).toBe(false);
  });

  it("uppercase and lowercase follow Unicode case rules", () => {
    expect(t("straße élodie ǆ", "uppercase")).toBe("STRASSE ÉLODIE Ǆ");
    expect(t("ÉLODIE ÇA ΟΔΟΣ", "lowercase")).toBe("élodie ça οδος");
    expect(t("istanbul", "uppercase", "tr")).toBe("İSTANBUL");
  });

  it("proper-case handles names, accents, hyphens and contractions", () => {
    expect(t("o'neil mcdonald", "proper-case")).toBe("O'Neil Mcdonald");
    expect(t("ÉLODIE d’artagnan", "proper-case")).toBe("Élodie D’Artagnan");
    expect(t("mary-jane smith-jones", "proper-case")).toBe("Mary-Jane Smith-Jones");
    expect(t("don't stop, it's 3RD time i'm here", "proper-case")).toBe("Don't Stop, It's 3rd Time I'm Here");
    expect(t("the QUICK brown fox", "proper-case")).toBe("The Quick Brown Fox");
  });

  it("proper-case uses title-case letters where they differ from upper case", () => {
    expect(toProperCase("ǆemal ßtraße")).toBe("ǅemal Sstraße");
    expect(toProperCase("e\u0301lodie")).toBe("E\u0301lodie");
  });

  it("trim works per line and keeps inner spacing", () => {
    expect(t("  a  b  \n\t c\u00A0\n", "trim")).toBe("a  b\nc\n");
  });

  it("remove-spaces removes spaces and tabs of any kind but keeps line breaks", () => {
    expect(t("a b\tc\u00A0d\u202Fe\nf g\r\nh", "remove-spaces")).toBe("abcde\nfg\r\nh");
  });

  it("remove-duplicates keeps the first of each line, in order, treating NFC-equal lines as equal", () => {
    expect(t("b\na\nb\nc\na\n", "remove-duplicates")).toBe("b\na\nc\n");
    expect(t("caf\u00E9\ncafe\u0301\ncafe", "remove-duplicates")).toBe("caf\u00E9\ncafe");
    expect(t("A\na", "remove-duplicates")).toBe("A\na");
  });

  it("sort orders lines alphabetically for the language, numbers by value", () => {
    expect(t("banana\nÉclair\napple\nzebra\nécole", "sort", "fr")).toBe("apple\nbanana\nÉclair\nécole\nzebra");
    expect(t("item 10\nitem 2\nitem 1", "sort")).toBe("item 1\nitem 2\nitem 10");
    expect(t("b\na\n", "sort")).toBe("a\nb\n");
    // Swedish puts å, ä, ö after z.
    expect(t("ö\nz\na", "sort", "sv")).toBe("a\nz\nö");
  });

  it("keeps the input's CRLF line endings", () => {
    const crlf = "b  \r\nA\r\nb  \r\n";
    expect(t(crlf, "trim")).toBe("b\r\nA\r\nb\r\n");
    expect(t(crlf, "remove-duplicates")).toBe("b  \r\nA\r\n");
    expect(t(crlf, "sort")).toBe("A\r\nb  \r\nb  \r\n");
    expect(t(crlf, "uppercase")).toBe("B  \r\nA\r\nB  \r\n");
    expect(t("x\ry\rx", "remove-duplicates")).toBe("x\ry");
  });

  it("counts lines in and out", () => {
    expect(transformText("a\na\nb\n", "remove-duplicates")).toEqual({ output: "a\nb\n", linesIn: 3, linesOut: 2 });
    expect(transformText("", "sort")).toEqual({ output: "", linesIn: 0, linesOut: 0 });
  });
});

describe("line endings", () => {
  it("detects the first line break's style", () => {
    expect(detectLineEnding("a\r\nb\nc")).toBe("\r\n");
    expect(detectLineEnding("a\rb")).toBe("\r");
    expect(detectLineEnding("abc")).toBe("\n");
  });

  it("round-trips text that uses one style", () => {
    for (const text of ["a\r\nb\r\n", "a\nb", "", "one", "\n", "a\r\n\r\nb"]) {
      expect(joinLines(splitLines(text))).toBe(text);
    }
  });
});
