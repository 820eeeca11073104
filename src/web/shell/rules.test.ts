import { describe, expect, it } from "vitest";
import { addViewedApplet, shouldShowAfterGenerations, shouldShowPopup } from "./popup-rules";
import { badgeTooltip, timeSaved } from "./time-saved";

describe("time saved", () => {
  it("counts 7 minutes per calculation as whole hours plus leftover minutes", () => {
    expect(timeSaved(0)).toEqual({ hours: 0, minutes: 0 });
    expect(timeSaved(1)).toEqual({ hours: 0, minutes: 7 });
    expect(timeSaved(9)).toEqual({ hours: 1, minutes: 3 });
    expect(timeSaved(60)).toEqual({ hours: 7, minutes: 0 });
    expect(timeSaved(1_000_001)).toEqual({ hours: 116_666, minutes: 47 });
  });
  it("words the tooltip exactly as the spec", () => {
    expect(badgeTooltip(9)).toBe("A total of 9 calcs have been made, saving a total of 1 hours and 3 minutes for users");
  });
});

describe("email popup rules", () => {
  it("remembers distinct applets only", () => {
    let v: string[] = [];
    v = addViewedApplet(v, "A");
    v = addViewedApplet(v, "A");
    v = addViewedApplet(v, "B");
    expect(v).toEqual(["A", "B"]);
    expect(addViewedApplet("garbage" as unknown as string[], "C")).toEqual(["C"]);
  });
  it("shows after 3 distinct applets unless submitted or dismissed", () => {
    const s = { emailSubmitted: false, popupDismissed: false };
    expect(shouldShowPopup({ ...s, viewed: ["A", "B"] })).toBe(false);
    expect(shouldShowPopup({ ...s, viewed: ["A", "B", "C"] })).toBe(true);
    expect(shouldShowPopup({ ...s, viewed: ["A", "B", "C", "D"] })).toBe(true);
    expect(shouldShowPopup({ ...s, viewed: ["A", "A", "A"] })).toBe(false);
    expect(shouldShowPopup({ emailSubmitted: true, popupDismissed: false, viewed: ["A", "B", "C"] })).toBe(false);
    expect(shouldShowPopup({ emailSubmitted: false, popupDismissed: true, viewed: ["A", "B", "C"] })).toBe(false);
  });
  it("opens on the table-calc tool at exactly two successful generations", () => {
    expect([1, 2, 3, 4].map(shouldShowAfterGenerations)).toEqual([false, true, false, false]);
  });
});
