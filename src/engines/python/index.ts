export { generatePythonScript, UnsupportedScript, TEMPLATES, type PythonScript } from "./generate";
export { readSlots, type Slots } from "./slots";
export { checkPythonScript, MAX_SCRIPT_CHARS, type ScriptCheck } from "./validate-script";
