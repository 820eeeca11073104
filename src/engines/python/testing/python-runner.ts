import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Debian's interpreter, which has pandas and matplotlib (the pyenv python3 on PATH does not). */
export const PYTHON = process.env.PYTHON_FOR_TESTS || "/usr/bin/python3";

/** Fails loudly (never skips) when the interpreter or its data libraries are missing. */
export function requirePython(modules: string[]): void {
  if (!fs.existsSync(PYTHON)) throw new Error(`${PYTHON} not found: install Debian's python3 (apt-get install python3).`);
  const probe = spawnSync(PYTHON, ["-c", modules.length ? `import ${modules.join(", ")}` : "pass"], { encoding: "utf8" });
  if (probe.status !== 0) {
    throw new Error(
      `${PYTHON} cannot import ${modules.join(", ")}: install them (apt-get install ${modules.map((m) => `python3-${m === "bs4" ? "bs4" : m}`).join(" ")}). ` +
        `Python said: ${probe.stderr.trim().split("\n").pop()}`,
    );
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Writes the script and byte-compiles it; throws with Python's message on a syntax error. */
export function pyCompile(dir: string, name: string, source: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  execFileSync(PYTHON, ["-m", "py_compile", file], { stdio: "pipe" });
  return file;
}

/** Runs a script; returns stdout, or throws with its stderr. */
export function runPython(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): string {
  const res = spawnSync(PYTHON, [file, ...args], {
    cwd,
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, MPLBACKEND: "Agg", PYTHONDONTWRITEBYTECODE: "1", ...env },
  });
  if (res.status !== 0) throw new Error(`${path.basename(file)} exited ${res.status}:\n${res.stderr}\n${res.stdout}`);
  return res.stdout;
}

/**
 * A checker run by Python itself: the module's top level may hold only imports, constants,
 * function definitions, the docstring and the main guard — so no request text became code.
 */
export const TOP_LEVEL_CHECK = `
import ast, sys
tree = ast.parse(open(sys.argv[1], encoding="utf-8").read())
allowed = (ast.Import, ast.ImportFrom, ast.Assign, ast.AnnAssign, ast.FunctionDef)
for node in tree.body:
    if isinstance(node, allowed):
        continue
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
        continue
    if isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) and ast.unparse(node.value) == 'matplotlib.use("Agg")'.replace('"', "'"):
        continue
    if isinstance(node, ast.If) and ast.unparse(node.test) == "__name__ == '__main__'":
        continue
    print("unexpected top-level statement:", ast.unparse(node)[:200])
    sys.exit(1)
allowed_calls = {"logging.getLogger"}
for node in tree.body:
    if isinstance(node, (ast.Assign, ast.AnnAssign)) and node.value is not None:
        for value in ast.walk(node.value):
            if isinstance(value, ast.Call) and ast.unparse(value.func) not in allowed_calls:
                print("call in a top-level constant:", ast.unparse(node)[:200])
                sys.exit(1)
print("ok")
`;

/** Like runPython, without blocking the event loop (needed when the test serves HTTP to the script). */
export function runPythonAsync(file: string, args: string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(PYTHON, [file, ...args], { cwd, env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" } });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(file)} exited ${code}:\n${err}\n${out}`));
    });
  });
}
