import { QuickCalcScreen } from "../quick-calc-shared/QuickCalcScreen";

/** Looker Studio Quick Calcs: a calculated field formula from a plain-language description. */
export default function LookerStudioCalculatorScreen() {
  return (
    <QuickCalcScreen
      slug="looker-studio-calculator"
      name="looker-studio-calculator"
      inputLabel="Calculated field description"
      placeholder="e.g. conversion rate from conversions and sessions, sessions where channel is 'Organic Search'"
      buttonLabel="Generate Calculated Field"
      howItWorks={[
        "Describe the metric or dimension in plain words; use your field names as they appear in the data source.",
        "Generate: the tool writes a Looker Studio formula using CASE WHEN, SUM, COUNT_DISTINCT and the date and text functions.",
        "Paste it into Add a field › Calculated field. Running totals, percent of total and period comparisons are chart settings in Looker Studio; the tool tells you which one to use.",
      ]}
    />
  );
}
