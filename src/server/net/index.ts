export { guardedFetch, setResolverForTests, DEFAULT_MAX_BYTES, DEFAULT_TIMEOUT_MS, MAX_REDIRECTS, type GuardedFetchOptions, type GuardedResponse } from "./guarded-fetch";
export { OutboundError, type OutboundErrorKind } from "./outbound-error";
export { addressRefusal } from "./address-policy";
export type { Resolver } from "./target-policy";
export type { AcceptKind } from "./content-type";
