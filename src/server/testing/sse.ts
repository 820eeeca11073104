import http from "node:http";

/** A minimal SSE client for tests: collects events by name from a running server. */
export function openEventStream(url: string): Promise<{
  events: { event: string; data: string }[];
  waitFor(count: number, timeoutMs?: number): Promise<{ event: string; data: string }[]>;
  close(): void;
}> {
  return new Promise((resolve, reject) => {
    const events: { event: string; data: string }[] = [];
    const waiters: (() => void)[] = [];
    const req = http.get(url, { headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`SSE status ${res.statusCode}`));
        return;
      }
      res.setEncoding("utf8");
      let buffer = "";
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let idx;
        while ((idx = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, idx);
          buffer = buffer.slice(idx + 2);
          let event = "message";
          const data: string[] = [];
          for (const line of block.split("\n")) {
            if (line.startsWith("event:")) event = line.slice(6).trim();
            else if (line.startsWith("data:")) data.push(line.slice(5).trim());
          }
          if (data.length) {
            events.push({ event, data: data.join("\n") });
            waiters.splice(0).forEach((w) => w());
          }
        }
      });
      resolve({
        events,
        waitFor(count, timeoutMs = 5000) {
          return new Promise((res2, rej2) => {
            const deadline = setTimeout(
              () => rej2(new Error(`Timed out waiting for ${count} events; got ${events.length}`)),
              timeoutMs,
            );
            const check = () => {
              if (events.length >= count) {
                clearTimeout(deadline);
                res2(events);
              } else waiters.push(check);
            };
            check();
          });
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on("error", (err) => {
      if ((err as NodeJS.ErrnoException).code !== "ECONNRESET") reject(err);
    });
  });
}
