/**
 * Prints the engine's answer to every request of a hold-out batch so each can be judged by hand:
 * `npx tsx src/engines/formulas/holdout/print.ts 1` (or 2-13, v3 for the round-3 variants).
 */
import { generateFormula } from "../index";
import { batch1 } from "./batch-1";
import { batch2 } from "./batch-2";
import { batch3 } from "./batch-3";
import { batch4 } from "./batch-4";
import { batch5 } from "./batch-5";
import { batch6 } from "./batch-6";
import { batch7 } from "./batch-7";
import { batch8 } from "./batch-8";
import { batch9 } from "./batch-9";
import { batch10 } from "./batch-10";
import { batch11 } from "./batch-11";
import { batch12 } from "./batch-12";
import { batch13 } from "./batch-13";
import { batch14 } from "./batch-14";
import { batch15 } from "./batch-15";
import { batch16 } from "./batch-16";
import { batch17 } from "./batch-17";
import { batch18 } from "./batch-18";
import { batch19 } from "./batch-19";
import { batch20 } from "./batch-20";
import { batch21 } from "./batch-21";
import { batch22 } from "./batch-22";
import { batch23 } from "./batch-23";
import { batch24 } from "./batch-24";
import { batch25 } from "./batch-25";
import { batch26 } from "./batch-26";
import { batch27 } from "./batch-27";
import { batch28 } from "./batch-28";
import { batch29 } from "./batch-29";
import { batch30 } from "./batch-30";
import { batch31 } from "./batch-31";
import { batch32 } from "./batch-32";
import { batch33 } from "./batch-33";
import { batch34 } from "./batch-34";
import { batch35 } from "./batch-35";
import { batch36 } from "./batch-36";
import { batch37 } from "./batch-37";
import { batch38 } from "./batch-38";
import { batch39 } from "./batch-39";
import { batch40 } from "./batch-40";
import { batch41 } from "./batch-41";
import { batch42 } from "./batch-42";
import { batch43 } from "./batch-43";
import { batch44 } from "./batch-44";
import { batch45 } from "./batch-45";
import { batch46 } from "./batch-46";
import { batch47 } from "./batch-47";
import { batch48 } from "./batch-48";
import { batch49 } from "./batch-49";
import { batch50 } from "./batch-50";
import { batch51 } from "./batch-51";
import { batch52 } from "./batch-52";
import { batch53 } from "./batch-53";
import { batch54 } from "./batch-54";
import { batch55 } from "./batch-55";
import { batch56 } from "./batch-56";
import { batch57 } from "./batch-57";
import { batch58 } from "./batch-58";
import { batch59 } from "./batch-59";
import { batch60 } from "./batch-60";
import { batch61 } from "./batch-61";
import { batch62 } from "./batch-62";
import { batch63 } from "./batch-63";
import { batch64 } from "./batch-64";
import { batch65 } from "./batch-65";
import { batch66 } from "./batch-66";
import { batch67 } from "./batch-67";
import { batch68 } from "./batch-68";
import { batch69 } from "./batch-69";
import { batch70 } from "./batch-70";
import { batch71 } from "./batch-71";
import { variantsRound3 } from "./variants-round3";

const batches: Record<string, Array<[import("../ir").Dialect, string]>> = { "1": batch1, "2": batch2, "3": batch3, "4": batch4, "5": batch5, "6": batch6, "7": batch7, "8": batch8, "9": batch9, "10": batch10, "11": batch11, "12": batch12, "13": batch13, "14": batch14, "15": batch15, "16": batch16, "17": batch17, "18": batch18, "19": batch19, "20": batch20, "21": batch21, "22": batch22, "23": batch23, "24": batch24, "25": batch25, "26": batch26, "27": batch27, "28": batch28, "29": batch29, "30": batch30, "31": batch31, "32": batch32, "33": batch33, "34": batch34, "35": batch35, "36": batch36, "37": batch37, "38": batch38, "39": batch39, "40": batch40, "41": batch41, "42": batch42, "43": batch43, "44": batch44, "45": batch45, "46": batch46, "47": batch47, "48": batch48, "49": batch49, "50": batch50, "51": batch51, "52": batch52, "53": batch53, "54": batch54, "55": batch55, "56": batch56, "57": batch57, "58": batch58, "59": batch59, "60": batch60, "61": batch61, "62": batch62, "63": batch63, "64": batch64, "65": batch65, "66": batch66, "67": batch67, "68": batch68, "69": batch69, "70": batch70, "71": batch71,
  v3: variantsRound3.map(([, d, q]): [import("../ir").Dialect, string] => [d, q]),
};
const pick = batches[process.argv[2] ?? "1"];
if (!pick) throw new Error(`no batch ${process.argv[2]}`);
pick.forEach(([dialect, query], i) => {
  const r = generateFormula(dialect, query);
  const out = r.ok ? `${r.formula.replace(/\s+/g, " ")}   {${r.family}}` : `DECLINE: ${r.error}`;
  console.log(`${String(i + 1).padStart(2)} [${dialect}] ${query}\n     → ${out}`);
});
