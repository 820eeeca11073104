import { QuickCalcScreen } from "../quick-calc-shared/QuickCalcScreen";

/** Excel Quick Formulas: a worksheet formula from a plain-language description. */
export default function ExcelCalculatorScreen() {
  return (
    <QuickCalcScreen
      slug="excel-calculator"
      name="excel-calculator"
      inputLabel="Formula description"
      placeholder="e.g. sum of sales where region is East, XLOOKUP price by product ID from the Products sheet, days between two dates"
      buttonLabel="Generate Formula"
      howItWorks={[
        "Describe what the formula should do; name your columns (Sales, Order Date) or cells (column B, A2).",
        "Generate: the tool writes an Excel formula — SUMIFS, COUNTIFS, XLOOKUP, IFS, DATEDIF, text functions and more — checked by a spreadsheet engine.",
        "The explanation says which column holds which field and where to enter it; change the references to match your sheet and fill down.",
      ]}
    />
  );
}
