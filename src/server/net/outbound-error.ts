/**
 * Why an outbound fetch did not happen or did not finish. `refused` means our own rules said no
 * (the URL or address is not allowed); the other kinds are failures of the remote side.
 */
export type OutboundErrorKind = "refused" | "unreachable" | "timeout" | "too-large" | "content-type" | "protocol";

/** An outbound fetch failure whose message can be shown to the user as it is. */
export class OutboundError extends Error {
  override readonly name = "OutboundError";
  constructor(
    readonly kind: OutboundErrorKind,
    message: string,
  ) {
    super(message);
  }

  /** The HTTP status a function should answer with: 422 for our refusals, 504 for timeouts, 502 otherwise. */
  get httpStatus(): number {
    if (this.kind === "refused" || this.kind === "content-type") return 422;
    if (this.kind === "timeout") return 504;
    return 502;
  }
}
