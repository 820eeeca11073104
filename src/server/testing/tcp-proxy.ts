import net from "node:net";

/**
 * A TCP proxy in front of PostgreSQL that a test can cut and restore, to play "the database went away"
 * without stopping the real server other tests use.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on("error", drop);
        upstream.on("error", drop);
        client.on("close", drop);
        upstream.on("close", drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Cuts every connection and refuses new ones. */
    async stop() {
      for (const s of sockets) s.destroy();
      sockets.clear();
      await new Promise<void>((r) => (server ? server.close(() => r()) : r()));
      server = null;
    },
    /** Accepts connections again on the same port. */
    async start() {
      await listen();
    },
    async close() {
      await this.stop();
    },
  };
}
