/** @jsxImportSource preact */
import type { Ref } from "preact";
import { URGENT_HEADINGS } from "../../lib/urgent.ts";
import type { UrgentService } from "../../lib/wire-types.ts";
import { replyParts } from "./links.ts";
import { callsOf } from "./urgent.ts";

/**
 * A reply's text: site links as links, numbers to call as `tel:` links, and lines that start with
 * "• " as a list (a screen reader then says how many steps there are).
 */
export function Reply({ text, siteOrigin }: { text: string; siteOrigin: string }) {
  const blocks: Array<string | string[]> = [];
  for (const line of text.split("\n")) {
    const last = blocks.at(-1);
    if (!line.startsWith("• ")) {
      blocks.push(typeof last === "string" ? `${blocks.pop()}\n${line}` : line);
    } else if (Array.isArray(last)) last.push(line.slice(2));
    else blocks.push([line.slice(2)]);
  }
  const inline = (part: string) =>
    replyParts(part, siteOrigin).map((p, i) =>
      typeof p === "string" ? p : <a key={i} href={p.href}>{p.label}</a>
    );
  return (
    <>
      {blocks.map((block, i) =>
        typeof block === "string"
          ? inline(block)
          : <ul key={i}>{block.map((item, j) => <li key={j}>{inline(item)}</li>)}</ul>
      )}
    </>
  );
}

/**
 * An urgent reply, or the end of the symptom path: the service as a heading ("Call 999 now"), a
 * big tap-to-call button for each number, then the words (what to do, and when). Its colours are its own, so a dark
 * theme cannot wash them out; in forced colours its borders keep its shape.
 */
export function UrgentCard({ service, heading, text, calls, siteOrigin, headingRef }: {
  service: UrgentService;
  /** the service's own ("Call 999 now") unless given */
  heading?: string;
  text: string;
  /** checked here: from the server, from storage or from the path's file */
  calls: unknown;
  siteOrigin: string;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div class={`card u${service}`}>
      <h3 tabIndex={-1} ref={headingRef}>{heading ?? URGENT_HEADINGS[service]}</h3>
      <div class="body">
        {callsOf(calls).map((call) => (
          <a key={call.tel} class="call" href={`tel:${call.tel}`}>{call.label}</a>
        ))}
        <Reply text={text} siteOrigin={siteOrigin} />
      </div>
    </div>
  );
}
