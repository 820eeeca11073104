import http from "node:http";
import type { AddressInfo } from "node:net";

/** Test-only: a loopback HTTP server whose routes are plain handlers; records the Host header of each request. */
export interface LocalServer {
  url: string;
  port: number;
  hosts: string[];
  close(): Promise<void>;
}

export type Route = (req: http.IncomingMessage, res: http.ServerResponse) => void;

export async function startLocalServer(routes: Record<string, Route>): Promise<LocalServer> {
  const hosts: string[] = [];
  const server = http.createServer((req, res) => {
    hosts.push(req.headers.host ?? "");
    const path = (req.url ?? "/").split("?")[0]!;
    const route = routes[path];
    if (!route) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    route(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    hosts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const html = (body: string, status = 200, type = "text/html; charset=utf-8"): Route => (_req, res) => {
  res.writeHead(status, { "content-type": type }).end(body);
};

export const redirect = (location: string, status = 302): Route => (_req, res) => {
  res.writeHead(status, { location }).end();
};
