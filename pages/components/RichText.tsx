import type { ReactNode } from "react";
import {
  type Block,
  inlineParts,
  type InlineText,
  type RichText as RichTextValue,
} from "../../content/schema.ts";
import { phoneParts } from "../../lib/phone-numbers.ts";
import { ExternalLink, isExternal } from "./ExternalLink.tsx";

/**
 * Inline text with its `[label](href)` links as real links, and every telephone number it tells the
 * reader to call as a `tel:` link (see phone-numbers.ts), so no page prints a number a patient
 * cannot tap.
 */
export function Inline({ text }: { text: InlineText }) {
  const parts = inlineParts(text).flatMap((
    part,
  ) => (typeof part === "string" ? phoneParts(part) : [part]));
  return (
    <>
      {parts.map((part, i) => {
        if (typeof part === "string") return part;
        return isExternal(part.href)
          ? <ExternalLink key={i} href={part.href}>{part.label}</ExternalLink>
          : <a key={i} href={part.href}>{part.label}</a>;
      })}
    </>
  );
}

type SubtitleLevel = 3 | 4 | 5;

function BlockView(
  { block, subtitleLevel }: { block: Block; subtitleLevel: SubtitleLevel },
): ReactNode {
  if (typeof block === "string") {
    return (
      <p>
        <Inline text={block} />
      </p>
    );
  }
  if ("list" in block && block.table) {
    return (
      <table className="list-table">
        <caption>{block.table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{block.table.columns[0]}</th>
            <th scope="col">{block.table.columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {block.list.map((item, i) => {
            const at = item.indexOf(": ");
            // a cell of one sentence reads without its full stop
            const cell = item.slice(at + 2).replace(/^([^.]*)\.$/, "$1");
            return (
              <tr key={i}>
                <th scope="row">
                  <Inline text={item.slice(0, at)} />
                </th>
                <td>
                  <Inline text={cell} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    );
  }
  if ("list" in block) {
    const items = block.list.map((item, i) => (
      <li key={i}>
        <Inline text={item} />
      </li>
    ));
    return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
  }
  const Subtitle = `h${subtitleLevel}` as "h3" | "h4" | "h5";
  return (
    <div className="subtitled">
      <Subtitle>{block.subtitle}</Subtitle>
      {Array.isArray(block.details)
        ? (
          <ul>
            {block.details.map((d, i) => (
              <li key={i}>
                <Inline text={d} />
              </li>
            ))}
          </ul>
        )
        : (
          <p>
            <Inline text={block.details} />
          </p>
        )}
    </div>
  );
}

/**
 * Renders rich text: paragraphs, lists and subtitle/details blocks. Subtitles are h4 unless the
 * surrounding heading calls for another level (`subtitleLevel`: one below the section's heading).
 */
export function RichText(
  { content, subtitleLevel = 4 }: {
    content: RichTextValue | InlineText;
    subtitleLevel?: SubtitleLevel;
  },
) {
  if (typeof content === "string") {
    return (
      <p>
        <Inline text={content} />
      </p>
    );
  }
  return (
    <>
      {content.map((block, i) => <BlockView key={i} block={block} subtitleLevel={subtitleLevel} />)}
    </>
  );
}
