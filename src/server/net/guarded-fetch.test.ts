import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guardedFetch, OutboundError, type Resolver } from ".";
import { addressRefusal } from "./address-policy";
import { html, redirect, startLocalServer, type LocalServer } from "./local-test-server";

/** A fake DNS: no test ever asks the real resolver or touches an outside host. */
const fakeDns: Record<string, string[]> = {
  "localtest.me": ["127.0.0.1"],
  "localhost": ["127.0.0.1", "::1"],
  "localhost.": ["127.0.0.1"],
  "rebind.example": ["93.184.216.34", "127.0.0.1"],
  "meta.example": ["169.254.169.254"],
  "v6loop.example": ["::1"],
  "mapped.example": ["::ffff:10.0.0.1"],
  "ula.example": ["fd12:3456:789a::1"],
  "public.example": ["93.184.216.34"],
  "example.com": ["93.184.216.34"],
  "pinned.invalid": ["127.0.0.1"],
};
const resolver: Resolver = async (host) => {
  const found = fakeDns[host];
  if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return found;
};

async function refusedWith(url: string, allowHosts: string[] = []): Promise<OutboundError> {
  try {
    await guardedFetch(url, { allowHosts, resolver, timeoutMs: 2000 });
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundError);
    return err as OutboundError;
  }
  throw new Error(`expected ${url} to be refused`);
}

describe("guardedFetch refuses hostile URLs", () => {
  const hostile: [string, RegExp][] = [
    ["http://127.0.0.1/", /127\.0\.0\.1.*loopback/],
    ["http://2130706433/", /127\.0\.0\.1.*loopback/], // decimal
    ["http://0177.0.0.1/", /127\.0\.0\.1.*loopback/], // octal
    ["http://0x7f.0.0.1/", /127\.0\.0\.1.*loopback/], // hex
    ["http://0x7f000001/", /127\.0\.0\.1.*loopback/], // hex, one number
    ["http://127.1/", /127\.0\.0\.1.*loopback/], // short form
    ["http://１２７.０.０.１/", /127\.0\.0\.1.*loopback/], // full-width digits
    ["http://[::1]/", /::1.*loopback/],
    ["http://[::ffff:127.0.0.1]/", /127\.0\.0\.1.*loopback/], // IPv4-mapped
    ["http://[::ffff:a9fe:a9fe]/", /169\.254\.169\.254.*metadata/], // mapped metadata
    ["http://[::127.0.0.1]/", /127\.0\.0\.1.*loopback/], // IPv4-compatible
    ["http://[64:ff9b::7f00:1]/", /reserved/], // NAT64
    ["http://[2002:7f00:1::]/", /reserved/], // 6to4 of 127.0.0.1
    ["http://localhost/", /localhost/],
    ["http://localhost./", /localhost/],
    ["http://admin.localhost/", /localhost/],
    ["http://169.254.169.254/latest/meta-data/", /metadata/],
    ["http://[fd00:ec2::254]/", /metadata/],
    ["http://metadata.google.internal/computeMetadata/v1/", /internal network/],
    ["http://10.0.0.1/", /private network/],
    ["http://172.16.5.4/", /private network/],
    ["http://192.168.1.1/", /private network/],
    ["http://100.64.0.1/", /carrier-grade NAT/],
    ["http://0.0.0.0/", /unspecified/],
    ["http://0/", /unspecified/],
    ["http://[::]/", /unspecified/],
    ["http://224.0.0.1/", /multicast/],
    ["http://255.255.255.255/", /broadcast/],
    ["http://192.0.2.10/", /reserved/],
    ["http://[fe80::1]/", /link-local/],
    ["http://[fc00::1]/", /unique-local/],
    ["http://localtest.me/", /localtest\.me \(127\.0\.0\.1\).*loopback/], // name resolving to loopback
    ["http://rebind.example/", /rebind\.example \(127\.0\.0\.1\)/], // one public + one private address
    ["http://meta.example/", /metadata/],
    ["http://v6loop.example/", /loopback/],
    ["http://mapped.example/", /10\.0\.0\.1.*private/],
    ["http://ula.example/", /unique-local/],
    ["http://example.com@127.0.0.1/", /user name or password/], // userinfo trick
    ["http://127.0.0.1#@example.com/", /loopback/],
    ["http://127.0.0.1\\@example.com/", /user name or password|loopback/],
    ["http://user:pass@example.com/", /user name or password/],
    ["http://public.example:22/", /Port 22 is not allowed/],
    ["http://public.example:25/", /Port 25 is not allowed/],
    ["http://127.0.0.1:6379/", /loopback/],
    ["file:///etc/passwd", /Only http and https.*file/],
    ["data:text/html,<h1>hi</h1>", /Only http and https.*data/],
    ["gopher://127.0.0.1:6379/_INFO", /Only http and https.*gopher/],
    ["ftp://example.com/", /Only http and https.*ftp/],
    ["javascript:alert(1)", /Only http and https.*javascript/],
    ["not a url", /not a valid URL/],
  ];

  it("has a matrix of at least 25 hostile URLs", () => {
    expect(hostile.length).toBeGreaterThanOrEqual(25);
  });

  for (const [url, message] of hostile) {
    it(`refuses ${url}`, async () => {
      const err = await refusedWith(url);
      expect(err.kind).toBe("refused");
      expect(err.message).toMatch(message);
      expect(err.httpStatus).toBe(422);
    });
  }

  it("allowHosts is an exact host match: allowing 127.0.0.1 does not open localhost or other loopbacks", async () => {
    expect((await refusedWith("http://localhost/", ["127.0.0.1"])).message).toMatch(/localhost/);
    expect((await refusedWith("http://127.0.0.2/", ["127.0.0.1"])).message).toMatch(/loopback/);
    expect((await refusedWith("http://[::1]/", ["127.0.0.1"])).message).toMatch(/loopback/);
  });
});

describe("addressRefusal", () => {
  it("accepts public unicast addresses", () => {
    expect(addressRefusal("93.184.216.34")).toBeNull();
    expect(addressRefusal("8.8.8.8")).toBeNull();
    expect(addressRefusal("2606:4700:4700::1111")).toBeNull();
    expect(addressRefusal("::ffff:8.8.8.8")).toBeNull();
  });
  it("refuses special ranges", () => {
    for (const a of ["127.0.0.1", "10.1.2.3", "169.254.1.1", "100.127.0.1", "0.1.2.3", "240.0.0.1", "::", "::1", "fe80::1", "fd00::1", "ff02::1"]) {
      expect(addressRefusal(a), a).not.toBeNull();
    }
  });
});

describe("guardedFetch against a local server (allowHosts lets the test reach loopback)", () => {
  let server: LocalServer;
  const allow = ["127.0.0.1"];

  beforeAll(async () => {
    const big = "x".repeat(3000);
    server = await startLocalServer({
      "/page": html("<h1>Hello</h1>"),
      "/text": html("plain words", 200, "text/plain"),
      "/json": html('{"a":1}', 200, "application/json"),
      "/binary": html("PK..", 200, "application/octet-stream"),
      "/no-type": (_req, res) => {
        res.writeHead(200).end("??");
      },
      "/missing": html("<p>gone</p>", 404),
      "/big": html(big),
      "/bomb": (_req, res) => {
        const zipped = zlib.gzipSync(Buffer.alloc(2 * 1024 * 1024, 32));
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip", "content-length": zipped.length }).end(zipped);
      },
      "/gzip": (_req, res) => {
        const zipped = zlib.gzipSync("<p>squeezed</p>");
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" }).end(zipped);
      },
      "/latin1": (_req, res) => {
        res.writeHead(200, { "content-type": "text/html; charset=iso-8859-1" }).end(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
      },
      "/meta-charset": (_req, res) => {
        res
          .writeHead(200, { "content-type": "text/html" })
          .end(Buffer.concat([Buffer.from('<meta charset="windows-1252"><p>'), Buffer.from([0x93, 0x68, 0x69, 0x94]), Buffer.from("</p>")]));
      },
      "/slow": () => {
        /* never answers */
      },
      "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
      "/to-localhost": (req, res) => redirect(`http://localhost:${req.socket.localPort}/page`)(req, res),
      "/to-file": redirect("file:///etc/passwd"),
      "/to-mapped": redirect("http://[::ffff:127.0.0.1]/"),
      "/relative": redirect("/page", 303),
      "/chain/1": redirect("/chain/2"),
      "/chain/2": redirect("/chain/3"),
      "/chain/3": redirect("/chain/4"),
      "/chain/4": redirect("/chain/5"),
      "/chain/5": redirect("/page"),
      "/loop": redirect("/loop"),
    });
  });
  afterAll(() => server.close());

  it("fetches an HTML page", async () => {
    const res = await guardedFetch(`${server.url}/page`, { allowHosts: allow });
    expect(res).toMatchObject({ status: 200, body: "<h1>Hello</h1>", finalUrl: `${server.url}/page` });
    expect(res.contentType).toMatch(/text\/html/);
  });

  it("refuses the same server when it is not allowed", async () => {
    const err = await refusedWith(`${server.url}/page`, []);
    expect(err.message).toMatch(/loopback/);
  });

  it("accepts plain text by default and JSON only when asked", async () => {
    expect((await guardedFetch(`${server.url}/text`, { allowHosts: allow })).body).toBe("plain words");
    await expect(guardedFetch(`${server.url}/json`, { allowHosts: allow })).rejects.toThrow(/Only HTML pages and plain text.*application\/json/);
    expect((await guardedFetch(`${server.url}/json`, { allowHosts: allow, accept: ["json"] })).body).toBe('{"a":1}');
  });

  it("refuses other content types", async () => {
    await expect(guardedFetch(`${server.url}/binary`, { allowHosts: allow })).rejects.toMatchObject({ kind: "content-type" });
    await expect(guardedFetch(`${server.url}/no-type`, { allowHosts: allow })).rejects.toThrow(/no content type/);
  });

  it("returns error statuses to the caller", async () => {
    const res = await guardedFetch(`${server.url}/missing`, { allowHosts: allow });
    expect(res.status).toBe(404);
  });

  it("caps the body size, also after decompression", async () => {
    await expect(guardedFetch(`${server.url}/big`, { allowHosts: allow, maxBytes: 1000 })).rejects.toMatchObject({ kind: "too-large" });
    await expect(guardedFetch(`${server.url}/bomb`, { allowHosts: allow, maxBytes: 1024 * 1024 })).rejects.toMatchObject({ kind: "too-large" });
    expect((await guardedFetch(`${server.url}/gzip`, { allowHosts: allow })).body).toBe("<p>squeezed</p>");
  });

  it("decodes declared and meta charsets", async () => {
    expect((await guardedFetch(`${server.url}/latin1`, { allowHosts: allow })).body).toBe("café");
    expect((await guardedFetch(`${server.url}/meta-charset`, { allowHosts: allow })).body).toContain("\u201chi\u201d");
  });

  it("times out", async () => {
    await expect(guardedFetch(`${server.url}/slow`, { allowHosts: allow, timeoutMs: 300 })).rejects.toMatchObject({
      kind: "timeout",
      message: expect.stringMatching(/did not answer/),
    });
  });

  it("re-checks every redirect", async () => {
    expect((await refusedWith(`${server.url}/to-metadata`, allow)).message).toMatch(/169\.254\.169\.254.*metadata/);
    expect((await refusedWith(`${server.url}/to-localhost`, allow)).message).toMatch(/localhost/);
    expect((await refusedWith(`${server.url}/to-file`, allow)).message).toMatch(/Only http and https/);
    expect((await refusedWith(`${server.url}/to-mapped`, allow)).message).toMatch(/loopback/);
  });

  it("follows up to 5 redirects and reports the final URL", async () => {
    const rel = await guardedFetch(`${server.url}/relative`, { allowHosts: allow });
    expect(rel.finalUrl).toBe(`${server.url}/page`);
    const chain = await guardedFetch(`${server.url}/chain/1`, { allowHosts: allow });
    expect(chain.body).toBe("<h1>Hello</h1>");
    expect((await refusedWith(`${server.url}/loop`, allow)).message).toMatch(/more than 5 times/);
  });

  it("pins the connection to the checked address and keeps the Host header", async () => {
    // pinned.invalid exists only in the fake DNS: reaching the server proves undici never re-resolved it.
    const res = await guardedFetch(`http://pinned.invalid:${server.port}/page`, { allowHosts: ["pinned.invalid"], resolver });
    expect(res.body).toBe("<h1>Hello</h1>");
    expect(server.hosts.at(-1)).toBe(`pinned.invalid:${server.port}`);
  });

  it("reports a name that does not resolve", async () => {
    await expect(guardedFetch("http://nowhere.invalid/", { allowHosts: [], resolver })).rejects.toMatchObject({
      kind: "unreachable",
      message: "The host name nowhere.invalid could not be found.",
    });
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    const pending = guardedFetch(`${server.url}/slow`, { allowHosts: allow, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
