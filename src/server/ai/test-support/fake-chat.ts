import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * TEST HARNESS ONLY: a chat-completions server on 127.0.0.1 that answers the way a test tells it
 * to — a reply, an HTTP error, silence (to force a timeout) — and records the requests it got.
 */

export type FakeReply =
  | { content: string }
  | { status: number; body?: unknown }
  | { hang: true }
  | ((request: ChatRequest) => { content: string } | { status: number; body?: unknown });

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface FakeChatServer {
  baseUrl: string;
  requests: ChatRequest[];
  reply: FakeReply;
  close(): Promise<void>;
}

export async function startFakeChat(initial: FakeReply = { content: "{}" }): Promise<FakeChatServer> {
  const state: FakeChatServer = { baseUrl: "", requests: [], reply: initial, close: async () => {} };
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const body = JSON.parse(raw) as ChatRequest;
      state.requests.push(body);
      let r = state.reply;
      if (typeof r === "function") r = r(body);
      if ("hang" in r) {
        hanging.add(res);
        return;
      }
      if ("status" in r) {
        res.writeHead(r.status, { "content-type": "application/json" }).end(JSON.stringify(r.body ?? { error: { message: "failure", type: "server_error" } }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: r.content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = async () => {
    for (const res of hanging) res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
