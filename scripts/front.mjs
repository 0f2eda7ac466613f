/**
 * The HTTP front end of `npm run serve`: Node's HTTP server, which enforces the time limits
 * Deno.serve lacks, in front of the Deno edge (edge/main.ts) listening on a private Unix socket.
 *
 *   - headers must arrive within `headersTimeoutMs`, the whole request within `bodyTimeoutMs`
 *     (answered 408 and closed), an idle keep-alive connection is closed after `keepAliveTimeoutMs`;
 *   - a request body is received in full (up to BUFFERED_BODY_BYTES) before the edge sees the
 *     request, so a client that stalls mid-body holds only its own socket, never the edge's;
 *   - the client's address travels to the edge in x-edge-peer (a client's own is discarded);
 *   - `close(graceMs)` stops accepting, lets requests in flight finish for up to `graceMs`, then
 *     closes every connection that is left.
 */
import { Agent, createServer, request as upstreamRequest } from "node:http";

export const PEER_HEADER = "x-edge-peer";
/** Bodies up to this size are buffered (the API takes at most 32 KB); a larger one is streamed on. */
export const BUFFERED_BODY_BYTES = 64 * 1024;

/** Headers that belong to one connection, not to the request or response (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "proxy-authorization",
  "proxy-authenticate",
]);

function forwardable(headers) {
  const named = new Set(
    String(headers.connection ?? "").toLowerCase().split(",").map((s) => s.trim()),
  );
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

/**
 * Starts the front end on `host`:`port`, forwarding to the edge at `socketPath`.
 * Answers { server, port, close(graceMs) }.
 */
export async function startFront(
  { host, port, socketPath, headersTimeoutMs, bodyTimeoutMs, keepAliveTimeoutMs },
) {
  const agent = new Agent({ keepAlive: true, maxFreeSockets: 64 });
  // Node checks the header and request deadlines every `sweepMs`: start each limit one sweep
  // early, so a connection is closed within the configured limit, never a sweep after it.
  const sweepMs = Math.max(50, Math.min(1000, Math.floor(headersTimeoutMs / 10)));
  const headersTimeout = Math.max(sweepMs, headersTimeoutMs - sweepMs);
  const server = createServer({
    headersTimeout,
    requestTimeout: Math.max(headersTimeout, bodyTimeoutMs - sweepMs),
    // Node closes an idle socket up to 1 s after its keep-alive timeout; take that second off.
    keepAliveTimeout: keepAliveTimeoutMs > 2000 ? keepAliveTimeoutMs - 1000 : keepAliveTimeoutMs,
    connectionsCheckingInterval: sweepMs,
    maxHeaderSize: 16 * 1024,
  }, (req, res) => {
    const headers = forwardable(req.headers);
    delete headers[PEER_HEADER];
    headers[PEER_HEADER] = req.socket.remoteAddress ?? "unknown";
    const forward = (body, rest) => {
      if (!rest) {
        delete headers["transfer-encoding"];
        headers["content-length"] = String(body.length);
      }
      const upstream = upstreamRequest({
        socketPath,
        agent,
        method: req.method,
        path: req.url,
        headers,
      }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
        answer.on("error", () => res.destroy());
      });
      upstream.on("error", () => {
        if (!res.headersSent) {
          res.writeHead(502, {
            "content-type": "application/json; charset=utf-8",
            "cache-control": "no-store",
          });
          res.end(
            JSON.stringify({
              success: false,
              error: "The website is restarting. Please try again in a moment.",
            }),
          );
        } else {
          res.destroy();
        }
      });
      // A client that goes away (or is timed out) takes its upstream request with it.
      res.on("close", () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (rest) {
        upstream.write(body);
        rest.pipe(upstream);
      } else {
        upstream.end(body);
      }
    };
    const hasBody =
      req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0" ||
      req.headers["transfer-encoding"] !== undefined;
    if (!hasBody) {
      req.resume();
      return forward(Buffer.alloc(0));
    }
    const chunks = [];
    let size = 0;
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size > BUFFERED_BODY_BYTES) {
        req.off("data", onData).off("end", onEnd);
        req.pause();
        forward(Buffer.concat(chunks), req);
      }
    };
    const onEnd = () => forward(Buffer.concat(chunks));
    req.on("data", onData).on("end", onEnd);
  });
  server.on("clientError", (error, socket) => {
    if (!socket.writable || error.code === "ECONNRESET") return socket.destroy();
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "408 Request Timeout"
      : error.code === "HPE_HEADER_OVERFLOW"
      ? "431 Request Header Fields Too Large"
      : "400 Bad Request";
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });

  let closing = null;
  return {
    server,
    port: server.address().port,
    /** Stops accepting, waits up to `graceMs` for requests in flight, then closes the rest. */
    close(graceMs) {
      closing ??= new Promise((resolve) => {
        const timer = setTimeout(() => server.closeAllConnections(), graceMs);
        server.close(() => {
          clearTimeout(timer);
          agent.destroy();
          resolve();
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
