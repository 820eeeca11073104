// Worker entry: TypeScript loading (tsx) does not carry into worker threads, so register it here,
// then run the extraction worker written in TypeScript.
import { register } from "tsx/esm/api";

register();
await import("./web-data-extractor.worker.ts");
