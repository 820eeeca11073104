import { QuickCalcScreen } from "../quick-calc-shared/QuickCalcScreen";

/** Tableau Quick Calcs: a calculated field from a plain-language description. */
export default function TableauCalculatorScreen() {
  return (
    <QuickCalcScreen
      slug="tableau-calculator"
      name="tableau-calculator"
      inputLabel="Calculation description"
      placeholder="e.g. profit margin from Sales and Cost, 7 day moving average of revenue, first order date for each customer"
      buttonLabel="Generate Calculation"
      howItWorks={[
        "Describe the calculation in plain words; name fields as you call them (Sales, [Order Date], \"Customer Name\").",
        "Generate: the tool writes a Tableau calculated field — table calculations (RUNNING_SUM, WINDOW_AVG, LOOKUP, RANK) and LOD expressions included.",
        "Copy it into Analysis › Create Calculated Field and rename the fields the explanation lists; for table calculations set Compute Using as it says.",
      ]}
    />
  );
}
