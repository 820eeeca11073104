import type { GeneratorFunction } from "./types";
import webDataExtractor from "./web-data-extractor";
import pythonScriptGenerator from "./python-script-generator";
import bigQuerySqlGenerator from "./bigquery-sql-generator";
import dummyDataGenerator from "./dummy-data-generator";
import bqmlModelBuilder from "./bqml-model-builder";
import colourGenerator from "./colour-generator";
import dashboardLayoutGenerator from "./dashboard-layout-generator";
import iconSetGenerator from "./icon-set-generator";
import { quickCalcFunctions } from "./quick-calc";

/**
 * Every backend function the server exposes. Add one import and one entry per function file;
 * the route, validation, rate limit and error handling come from routes/functions.ts.
 */
export const generatorFunctions: GeneratorFunction[] = [
  webDataExtractor,
  pythonScriptGenerator,
  bigQuerySqlGenerator,
  dummyDataGenerator,
  bqmlModelBuilder,
  colourGenerator,
  dashboardLayoutGenerator,
  iconSetGenerator,
  ...quickCalcFunctions,
];
