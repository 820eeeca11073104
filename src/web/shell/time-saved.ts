/** Each calculation saves 7 minutes (spec section 9). */
export const MINUTES_PER_CALCULATION = 7;

export function timeSaved(count: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(count)) * MINUTES_PER_CALCULATION;
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** The badge tooltip, worded exactly as the spec. */
export function badgeTooltip(count: number): string {
  const { hours, minutes } = timeSaved(count);
  return `A total of ${count} calcs have been made, saving a total of ${hours} hours and ${minutes} minutes for users`;
}
