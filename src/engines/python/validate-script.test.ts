import { describe, expect, it } from "vitest";
import { checkPythonScript, generatePythonScript } from ".";
import { pythonScriptKinds } from "../../contracts/functions/python-script-generator";

const good = 'import sys\n\n\ndef main() -> None:\n    print("a (b", [1, 2])  # ) ignored\n\n\nif __name__ == "__main__":\n    main()\n';

describe("checkPythonScript", () => {
  it("accepts every built-in template and a plain script, and strips a markdown fence", () => {
    for (const k of pythonScriptKinds) expect(checkPythonScript(generatePythonScript(k.example).script).ok).toBe(true);
    expect(checkPythonScript(good)).toEqual({ ok: true, script: good });
    expect(checkPythonScript("```python\n" + good + "```")).toEqual({ ok: true, script: good });
  });
  it("refuses scripts without main(), without the guard, with open strings or unbalanced brackets", () => {
    expect(checkPythonScript("print(1)")).toMatchObject({ ok: false, problem: /main\(\)/ });
    expect(checkPythonScript(good.replace('if __name__ == "__main__":\n    main()', ""))).toMatchObject({ ok: false, problem: /guard/ });
    expect(checkPythonScript(good.replace("print(", 'print("oops, '))).toMatchObject({ ok: false, problem: /string is not closed/ });
    expect(checkPythonScript(good.replace("[1, 2]", "[1, 2"))).toMatchObject({ ok: false, problem: /brackets/ });
    expect(checkPythonScript("")).toMatchObject({ ok: false });
  });
});
