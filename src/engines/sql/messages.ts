/**
 * Validation texts of the SQL builders. The join builder's two come from spec section 5 (exact);
 * the query builder has none in the spec, so these follow the same "Title: description" form.
 */
export interface BuilderProblem {
  title: string;
  description: string;
}

export const sqlMessages = {
  missingTables: { title: "Missing tables", description: "Please enter both table names" },
  missingJoinKeys: { title: "Missing join keys", description: "Please enter join keys for both tables" },
  joinKeyCount: {
    title: "Join keys do not match",
    description: "Enter the same number of keys for both tables (separate several keys with commas)",
  },
  missingTable: { title: "Missing table", description: "Please enter a table name" },
  missingInsertColumns: { title: "Missing columns", description: "Please enter the columns to insert" },
  missingSetClause: {
    title: "Missing SET clause",
    description: "Please enter the columns to update, for example status = 'active'",
  },
} satisfies Record<string, BuilderProblem>;

export function invalidName(what: string, reason: string): BuilderProblem {
  return { title: `Invalid ${what}`, description: `Check the ${what}: ${reason}` };
}

export function unbalanced(what: string): BuilderProblem {
  return { title: `Check the ${what}`, description: "A quote or parenthesis is not closed" };
}
