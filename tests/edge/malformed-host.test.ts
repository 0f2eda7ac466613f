/**
 * Malformed Host headers (issue 26): each gets a 400 with a JSON error, never a 500 with a stack
 * trace, and never a page served for another path. Sent as raw bytes to the real server, because
 * only the server builds the request's URL from the header.
 */
import assert from "node:assert/strict";
import { isWellFormedHost } from "../../edge/request-framing.ts";
import { closed, rawSocket, startServer } from "./server-process.ts";

async function send(port: number, hostLines: string[], path = "/api/stories"): Promise<string> {
  const socket = await rawSocket(port);
  const answer = closed(socket);
  socket.write(
    `GET ${path} HTTP/1.1\r\n${
      hostLines.map((host) => `Host: ${host}\r\n`).join("")
    }Connection: close\r\n\r\n`,
  );
  return await answer;
}

const MALFORMED = [
  "a:b:c",
  "[::1",
  "localhost:99999",
  "a b",
  "x?y",
  "x#y",
  "x/y",
  "a@b",
  "é.example",
];

Deno.test("malformed Host headers get 400 with a JSON error; well-formed ones are served", async () => {
  const edge = await startServer({});
  try {
    for (const host of MALFORMED) {
      const answer = await send(edge.port, [host]);
      assert.match(answer, /^HTTP\/1\.1 400 /, `Host: ${host}`);
      assert.match(answer, /"error":"The request's Host header is not a host name\."/, host);
    }
    // Two Host headers: Deno's own parser refuses them.
    assert.match(await send(edge.port, ["a", "b"]), /^HTTP\/1\.1 400 /);
    for (const host of ["localhost", "127.0.0.1:8000", "[::1]:8000", "www.example.co.uk"]) {
      assert.match(await send(edge.port, [host]), /^HTTP\/1\.1 200 /, `Host: ${host}`);
    }
    // a path stays its own path: no page is served for another address
    assert.match(await send(edge.port, ["x?y"], "/no-such-page"), /^HTTP\/1\.1 400 /);
    assert.doesNotMatch(edge.output(), /Unhandled error|TypeError/);
  } finally {
    edge.kill();
    await edge.status;
  }
});

Deno.test("isWellFormedHost reads names, addresses and ports as the URL standard does", () => {
  for (const host of ["a", "a.b-c.example", "10.0.0.1:80", "[2001:db8::1]", "[::1]:65535"]) {
    assert.ok(isWellFormedHost(host), host);
  }
  for (const host of [...MALFORMED, "", "a:", "a:-1", "[::1]:65536", "a:b"]) {
    assert.ok(!isWellFormedHost(host), host);
  }
});
