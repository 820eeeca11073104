import { QuickCalcScreen } from "../quick-calc-shared/QuickCalcScreen";

/** Power BI Quick Calcs: a DAX measure or calculated column from a plain-language description. */
export default function PowerBiCalculatorScreen() {
  return (
    <QuickCalcScreen
      slug="power-bi-calculator"
      name="power-bi-calculator"
      inputLabel="Measure description"
      placeholder="e.g. YTD sales, sales same period last year, rank products by revenue, total sales for the East region"
      buttonLabel="Generate DAX"
      howItWorks={[
        "Describe the measure in plain words; name a table and column as Table[Column] if you like, or an existing measure as [Measure].",
        "Generate: the tool writes DAX with CALCULATE, DIVIDE, ALL and time intelligence (TOTALYTD, SAMEPERIODLASTYEAR, DATEADD).",
        "Paste it as a New measure (or New column when the explanation says so) and rename the tables and columns it lists; time intelligence expects a marked date table.",
      ]}
    />
  );
}
