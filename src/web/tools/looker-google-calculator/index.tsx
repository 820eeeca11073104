import { useRef } from "react";
import { useEmailPopup } from "../../shell/email-popup-context";
import { shouldShowAfterGenerations } from "../../shell/popup-rules";
import { QuickCalcScreen } from "../quick-calc-shared/QuickCalcScreen";

/** Looker Google Quick Table Calcs: a Looker table calculation from a plain-language description. */
export default function LookerGoogleCalculatorScreen() {
  const popup = useEmailPopup();
  // Spec section 4: this tool opens the email popup when its successful generations reach exactly 2.
  const successes = useRef(0);
  return (
    <QuickCalcScreen
      slug="looker-google-calculator"
      name="looker-google-calculator"
      inputLabel="Table calculation description"
      placeholder="e.g. running total of ${orders.count}, percent of total, percent change from previous row for revenue"
      buttonLabel="Generate Table Calculation"
      onSuccess={() => {
        successes.current += 1;
        if (shouldShowAfterGenerations(successes.current)) popup.open();
      }}
      howItWorks={[
        "Describe the table calculation; name fields as ${view.field} or in plain words (the tool writes ${view.field_name}).",
        "Generate: the tool writes a Looker expression with running_total, offset, pivot_offset, sum, rank and the other table-calculation functions.",
        "Add it in the Explore with Add calculation, rename the fields it lists, and sort or pivot the data table as the explanation says.",
      ]}
    />
  );
}
