/**
 * The sub-path the product is served under (BASE_PATH on the server, e.g. "/tools"), or "" at the root.
 * The server writes it into index.html as <base href>, so one build works under any sub-path.
 * The server's first-paint renderer, which has no document, sets it with setBasePathForServer.
 */
export let basePath: string =
  typeof document === "undefined"
    ? ""
    : (document.querySelector("base")?.getAttribute("href") ?? "/").replace(/\/+$/, "");

export function setBasePathForServer(base: string): void {
  basePath = base.replace(/\/+$/, "");
}

/** Absolute URL path of an API call, e.g. apiUrl("/calculations/count"). */
export function apiUrl(path: string): string {
  return `${basePath}/api${path}`;
}
