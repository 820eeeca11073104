/** Message strings of the spec (sections 5 and 8), copied exactly. One place, used by server and screens. */
export const messages = {
  email: {
    invalid: "Please enter a valid email address",
    tooLong: "Email must be less than 255 characters",
    invalidToast: "Invalid email",
    alreadyTitle: "Already subscribed",
    alreadyBody: "This email is already subscribed to notifications.",
    failedTitle: "Subscription failed",
    failedBody: "Please try again later.",
    successTitle: "Successfully subscribed!",
    successBody: "You'll receive notifications about new applets.",
  },
  feedback: {
    required: "Please provide feedback",
    failed: "Failed to submit feedback. Please try again.",
    success: "Your feedback has been submitted successfully.",
  },
  suggestion: {
    required: "Please provide both title and description",
    failed: "Failed to submit suggestion. Please try again.",
    success: "Your applet suggestion has been submitted successfully.",
  },
  log: {
    viewCounts: "Error fetching view counts",
    trackView: "Error tracking applet view",
    calcCount: "Error fetching calculations count",
  },
  copy: {
    success: "Copied!",
    failed: "Failed to copy to clipboard",
    failedTitle: "Copy Failed",
  },
} as const;
