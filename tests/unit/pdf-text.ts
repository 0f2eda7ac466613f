/**
 * Reading generated PDFs back in tests: the text drawn on each page, decoded from the content
 * streams (inflated by pdf-lib) through the WinAnsi encoding the standard fonts use.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from "pdf-lib";
import { winAnsiByteToChar } from "../../scripts/build/pdf/winansi.ts";

export interface DrawnText {
  /** the text of each page, one entry per page */
  pages: string[];
  /** every byte drawn that is not a WinAnsi character (should be none) */
  invalid: string[];
}

function pageStreams(pdf: PDFDocument): string[] {
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref))
      : [contents];
    return streams
      .map((
        stream,
      ) => (stream instanceof PDFRawStream
        ? Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1")
        : "")
      )
      .join("\n");
  });
}

/** The text of every text-showing operator (TJ arrays and Tj strings), as drawn. */
export async function drawnText(bytes: Uint8Array): Promise<DrawnText> {
  const pdf = await PDFDocument.load(bytes);
  const invalid: string[] = [];
  const decodeHex = (hex: string) => {
    if (hex.length % 2 !== 0) invalid.push(`odd-length string <${hex}>`);
    let text = "";
    for (let i = 0; i + 1 < hex.length; i += 2) {
      const byte = parseInt(hex.slice(i, i + 2), 16);
      const char = winAnsiByteToChar(byte);
      if (char === undefined) invalid.push(`byte 0x${hex.slice(i, i + 2)}`);
      text += char ?? "\uFFFD";
    }
    return text;
  };
  const pages = pageStreams(pdf).map((stream) => {
    const runs: string[] = [];
    for (
      const match of stream.matchAll(
        /\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
      )
    ) {
      const hexes = match[1] !== undefined
        ? [...match[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1])
        : [match[2]];
      runs.push(hexes.map(decodeHex).join(""));
    }
    return runs.join(" ");
  });
  return { pages, invalid };
}

/** Text with all white space removed, for searching across line breaks. */
export function squash(text: string): string {
  return text.replace(/\s+/g, "");
}
