import ipaddr from "ipaddr.js";

/**
 * Which IP addresses a user-requested fetch may connect to: only globally routable unicast ones.
 * Everything ipaddr.js files under a special range (private, loopback, link-local, unspecified,
 * carrier-grade NAT, multicast, broadcast, reserved, unique-local, NAT64, 6to4, Teredo, …) is refused,
 * and IPv6 forms that embed an IPv4 address (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d) are judged
 * by the embedded address.
 */

/** Cloud metadata endpoints, named separately so the refusal message says what they are. */
const METADATA_ADDRESSES = new Set(["169.254.169.254", "fd00:ec2::254", "100.100.100.200"]);

/** Returns why the address may not be contacted, or null when it is a public unicast address. */
export function addressRefusal(address: string): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address);
  } catch {
    return "it is not a valid IP address";
  }
  if (ip.kind() === "ipv6") {
    const v6 = ip as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) return embeddedRefusal(v6.toIPv4Address().toString());
    // IPv4-compatible form ::a.b.c.d (deprecated, but some stacks still route it): first 96 bits zero.
    const parts = v6.parts;
    if (parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7] > 1)) {
      const v4 = new ipaddr.IPv4([parts[6] >> 8, parts[6] & 0xff, parts[7] >> 8, parts[7] & 0xff]);
      return embeddedRefusal(v4.toString());
    }
  }
  const normalized = ip.toNormalizedString();
  const v6Short = ip.kind() === "ipv6" ? (ip as ipaddr.IPv6).toString() : normalized;
  if (METADATA_ADDRESSES.has(normalized) || METADATA_ADDRESSES.has(v6Short)) {
    return "it is a cloud metadata address";
  }
  const range = ip.range();
  if (range === "unicast") return null;
  return `it is in a ${describeRange(range)} range`;
}

function embeddedRefusal(v4: string): string | null {
  const reason = addressRefusal(v4);
  return reason && `it embeds ${v4}, and ${reason}`;
}

function describeRange(range: string): string {
  switch (range) {
    case "private":
      return "private network";
    case "loopback":
      return "loopback";
    case "linkLocal":
      return "link-local";
    case "unspecified":
      return "unspecified-address";
    case "carrierGradeNat":
      return "carrier-grade NAT";
    case "multicast":
      return "multicast";
    case "broadcast":
      return "broadcast";
    case "uniqueLocal":
      return "unique-local (private IPv6)";
    default:
      return `reserved (${range})`;
  }
}

/** True for a literal IPv4 or IPv6 address (without brackets). */
export function isIpLiteral(host: string): boolean {
  // Strict forms only: the WHATWG URL parser has already turned 0x7f.1 or 2130706433 into dotted quads.
  return ipaddr.IPv4.isValidFourPartDecimal(host) || ipaddr.IPv6.isValid(host);
}
