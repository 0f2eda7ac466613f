/**
 * Lays out one patient guide as a printable A4 PDF with pdfkit: a cover (title, subtitle, who it
 * is for, the surgeon and both practices, review dates), a contents list when the guide runs to
 * several pages, then each chapter's rich text — paragraphs, bullet and numbered lists,
 * subtitle/details blocks — with a running header, and a footer on every page carrying the
 * general-information note, the review dates and "Page n of N".
 *
 * The output is a tagged PDF (headings, paragraphs, lists and links in a structure tree; page
 * furniture marked as artifacts), has bookmarks for every chapter, and is byte-for-byte
 * reproducible: its dates come from the content's review date, never from the clock.
 */
import PDFDocument from "pdfkit";
import { inlineParts, type InlineText, type RichText } from "../../../content/schema.ts";
import { hospitalAddress, phoneLabel, site, surgeonName } from "../../../content/site.ts";
import { reviewDate, type ReviewRecord, reviewSentences } from "../../../content/review-record.ts";
import { colours } from "../../../lib/design-tokens.ts";
import { printable } from "./winansi.ts";

export interface PrintableChapter {
  title: string;
  content: RichText;
}

/** Everything a guide PDF prints, whichever content module it came from. */
export interface PrintableDocument {
  href: string;
  title: string;
  subtitle: string;
  /** who the guide is for, printed on the cover */
  audience?: string;
  chapters: PrintableChapter[];
  /** the same record the guide's pages show */
  reviewed: ReviewRecord;
}

export interface GuidePdfOptions {
  /** origin printed in front of the site's own links, e.g. https://www.example.com */
  siteUrl: string;
  /** false writes uncompressed content streams (for inspecting the output) */
  compress?: boolean;
}

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc["struct"]>;

const page = { width: 595.28, height: 841.89 }; // A4 in points
const margin = { top: 82, bottom: 88, left: 68, right: 68 };
const contentWidth = page.width - margin.left - margin.right;

/** The site's colours (lib/design-tokens.ts), plus a rule and panel tint for print. */
const colour = {
  ink: colours.ink,
  muted: colours.muted,
  rule: "#c9d4dc",
  accent: colours.accent,
  link: colours.accentDark,
  panel: "#eef5f8",
};

const font = { regular: "Helvetica", bold: "Helvetica-Bold" };

const size = {
  body: 12,
  lineGap: 5,
  paragraphGap: 9,
  subheading: 13.5,
  chapter: 20,
  title: 30,
  subtitle: 16,
  furniture: 9.5,
};

/** Guides whose chapters fill more pages than this get a contents list. */
const contentsFromPages = 5;
const contentsEntryHeight = 26;

/**
 * The fixed creation date of a guide: the day its content was reviewed. A guide nobody has
 * reviewed claims no date: the metadata carries the Unix epoch (pdfkit needs some date, and the
 * clock would make builds differ).
 */
export function creationDate(reviewed: ReviewRecord): Date {
  return reviewed.status === "reviewed"
    ? new Date(`${reviewed.reviewedOn}T00:00:00Z`)
    : new Date(0);
}

/** The review record in the page footer: one short line. */
export function footerReviewLine(reviewed: ReviewRecord): string {
  return reviewed.status === "reviewed"
    ? `Reviewed by ${reviewed.reviewedBy.name} on ${
      reviewDate(reviewed.reviewedOn)
    } \u00b7 Next review due ${reviewDate(reviewed.nextReview)}`
    : "Written by the practice team \u00b7 Awaiting clinical review";
}

/** How a link in the content is printed: its label, and the address to type when that differs. */
export function printedLink(
  label: string,
  href: string,
  siteUrl: string,
): { label: string; address?: string; url: string } {
  if (href.startsWith("tel:")) return { label, url: href };
  if (href.startsWith("mailto:")) {
    const address = href.slice("mailto:".length);
    return address === label ? { label, url: href } : { label, address, url: href };
  }
  const url = href.startsWith("/") ? siteUrl.replace(/\/$/, "") + href : href;
  return url === label ? { label: "", address: url, url } : { label, address: url, url };
}

/** Renders a guide to PDF bytes. */
export async function renderGuidePdf(
  guide: PrintableDocument,
  options: GuidePdfOptions,
): Promise<Buffer> {
  const draft = await new GuideLayout(guide, options, 0).render();
  if (draft.bodyPages <= contentsFromPages) return draft.bytes;
  const contentsPages = Math.ceil(guide.chapters.length / GuideLayout.contentsEntriesPerPage());
  return (await new GuideLayout(guide, options, contentsPages).render()).bytes;
}

class GuideLayout {
  private readonly doc: Doc;
  private readonly root: Struct;
  private readonly chapterStarts: number[] = [];
  private readonly where: string;

  constructor(
    private readonly guide: PrintableDocument,
    private readonly options: GuidePdfOptions,
    private readonly contentsPages: number,
  ) {
    this.where = guide.href;
    this.doc = new PDFDocument({
      size: "A4",
      margins: margin,
      bufferPages: true,
      autoFirstPage: false,
      compress: options.compress ?? true,
      pdfVersion: "1.7",
      tagged: true,
      lang: "en-GB",
      displayTitle: true,
      info: {
        Title: guide.title,
        Subject: guide.subtitle,
        Author: surgeonName,
        Creator: site.siteName,
        Keywords: [guide.title, "patient information", ...site.surgeon.specialties].join(", "),
        CreationDate: creationDate(guide.reviewed),
      },
    });
    escapeXmpInfo(this.doc);
    this.root = this.doc.struct("Document");
    this.doc.addStructure(this.root);
  }

  static contentsEntriesPerPage(): number {
    const usable = page.height - margin.top - margin.bottom - 60; // less the "Contents" heading
    return Math.floor(usable / contentsEntryHeight);
  }

  async render(): Promise<{ bytes: Buffer; bodyPages: number }> {
    const { doc } = this;
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<void>((resolve, reject) => {
      doc.on("end", resolve);
      doc.on("error", reject);
    });

    this.cover();
    const contents = this.contentsPages > 0 ? this.reserveContents() : undefined;
    doc.addPage();
    const firstBodyPage = this.currentPage();
    this.guide.chapters.forEach((chapter, index) => this.chapter(chapter, index));
    const bodyPages = this.currentPage() - firstBodyPage + 1;
    if (contents) this.fillContents(contents);
    this.pageFurniture();
    this.root.end();
    doc.end();
    await done;
    return { bytes: Buffer.concat(chunks), bodyPages };
  }

  // -------------------------------------------------------------------------------------------
  // Cover, contents and page furniture
  // -------------------------------------------------------------------------------------------

  private cover(): void {
    const { doc, guide } = this;
    doc.addPage();
    const section = this.child(this.root, "Sect");

    this.artifact(() => {
      doc.rect(0, 0, page.width, 12).fill(colour.accent);
    });

    doc.y = 104;
    this.textBlock(section, "P", "PATIENT INFORMATION", {
      font: font.bold,
      size: 10.5,
      colour: colour.accent,
      characterSpacing: 1.4,
    });
    doc.y += 10;
    this.textBlock(section, "H1", guide.title, {
      font: font.bold,
      size: size.title,
      colour: colour.ink,
      lineGap: 3,
    });
    doc.y += 8;
    this.textBlock(section, "P", guide.subtitle, {
      size: size.subtitle,
      colour: colour.muted,
      lineGap: 4,
    });
    doc.y += 18;
    this.artifact(() => {
      doc.rect(margin.left, doc.y, 56, 3).fill(colour.accent);
    });
    doc.y += 26;
    if (guide.audience) {
      this.textBlock(section, "H2", "Who this guide is for", { font: font.bold, size: size.body });
      doc.y += 4;
      this.textBlock(section, "P", guide.audience, { width: contentWidth * 0.86 });
      doc.y += 16;
    }

    // A guide without a contents page lists its chapters on the cover, when they fit.
    const panelTop = 520;
    const entryHeight = 18;
    const listHeight = 24 + guide.chapters.length * entryHeight;
    if (this.contentsPages === 0 && doc.y + listHeight < panelTop - 20) {
      this.textBlock(section, "H2", "In this guide", { font: font.bold, size: size.body });
      doc.y += 4;
      const list = this.child(section, "L");
      for (const chapter of guide.chapters) {
        const top = doc.y;
        const entry = this.child(list, "LI");
        this.textBlock(entry, "Lbl", "\u2022", {
          x: margin.left + 4,
          size: 11.5,
          colour: colour.accent,
        });
        doc.y = top;
        this.textBlock(entry, "LBody", chapter.title, {
          x: margin.left + 18,
          width: contentWidth - 18,
          size: 11.5,
        });
        entry.end();
        doc.y = top + entryHeight;
      }
      list.end();
    }

    // The practice panel sits at the foot of the cover.
    const panelBottom = page.height - margin.bottom + 8;
    const pad = 22;
    this.artifact(() => {
      doc.rect(margin.left, panelTop, contentWidth, panelBottom - panelTop).fill(colour.panel);
      doc.rect(margin.left, panelTop, 4, panelBottom - panelTop).fill(colour.accent);
    });
    const inner = margin.left + pad;
    const innerWidth = contentWidth - pad * 2;
    doc.y = panelTop + pad;
    this.textBlock(section, "P", surgeonName, {
      x: inner,
      font: font.bold,
      size: 15,
      width: innerWidth,
    });
    this.textBlock(section, "P", `${site.surgeon.jobTitle}, ${site.surgeon.postNominals}`, {
      x: inner,
      size: 11,
      colour: colour.muted,
      width: innerWidth,
    });
    doc.y += 14;

    const columnTop = doc.y;
    const columnWidth = (innerWidth - 20) / 2;
    let columnBottom = columnTop;
    [site.hospitals.private, site.hospitals.nhs].forEach((hospital, i) => {
      const x = inner + i * (columnWidth + 20);
      doc.y = columnTop;
      this.textBlock(section, "P", `${hospital.kind} practice`.toUpperCase(), {
        x,
        width: columnWidth,
        font: font.bold,
        size: 9.5,
        colour: colour.accent,
        characterSpacing: 1,
      });
      doc.y += 3;
      for (
        const line of [
          hospital.name,
          hospitalAddress(hospital),
          `Telephone ${phoneLabel(hospital.phone)}`,
        ]
      ) {
        this.textBlock(section, "P", line, { x, width: columnWidth, size: 11, lineGap: 3 });
      }
      columnBottom = Math.max(columnBottom, doc.y);
    });

    doc.y = columnBottom + 14;
    this.artifact(() => {
      doc.moveTo(inner, doc.y).lineTo(inner + innerWidth, doc.y).lineWidth(0.75).stroke(
        colour.rule,
      );
    });
    doc.y += 10;
    this.textBlock(section, "P", reviewSentences(guide.reviewed, "guide").join(" "), {
      x: inner,
      width: innerWidth,
      size: 11,
    });
    doc.y += 2;
    this.textBlock(section, "P", `More guides and information: ${this.options.siteUrl}`, {
      x: inner,
      width: innerWidth,
      size: 11,
      colour: colour.muted,
    });
    section.end();
  }

  /** Blank pages for the contents list, filled in once the chapters' pages are known. */
  private reserveContents(): { wrapper: Struct; toc: Struct; firstPage: number } {
    const toc = this.doc.struct("TOC");
    const wrapper = this.child(this.root, "Sect");
    this.doc.addPage();
    const firstPage = this.currentPage();
    this.heading(wrapper, "H2", "Contents");
    wrapper.add(toc);
    for (let i = 1; i < this.contentsPages; i++) this.doc.addPage();
    return { wrapper, toc, firstPage };
  }

  private fillContents(
    { wrapper, toc, firstPage }: { wrapper: Struct; toc: Struct; firstPage: number },
  ): void {
    const { doc } = this;
    const perPage = GuideLayout.contentsEntriesPerPage();
    this.guide.chapters.forEach((chapter, index) => {
      const onPage = firstPage + Math.floor(index / perPage);
      doc.switchToPage(onPage);
      const row = index % perPage;
      const top = margin.top + (onPage === firstPage ? 60 : 0) + row * contentsEntryHeight;
      const number = String(this.chapterStarts[index] + 1);
      const title = printable(chapter.title, this.where);

      doc.font(font.regular).fontSize(size.body);
      const numberWidth = doc.widthOfString(number);
      const titleWidth = doc.widthOfString(title);

      const entry = doc.struct("TOCI");
      toc.add(entry);
      const link = doc.struct("Link");
      entry.add(link);
      link.add(() => {
        doc.fillColor(colour.ink).text(title, margin.left, top, {
          lineBreak: false,
          goTo: chapterDestination(index),
        });
      });
      link.end();
      entry.add(() => {
        doc.fillColor(colour.muted).text(number, page.width - margin.right - numberWidth, top, {
          lineBreak: false,
        });
      });
      entry.end();
      this.artifact(() => {
        const leaderY = top + size.body * 0.8;
        doc.moveTo(margin.left + titleWidth + 8, leaderY)
          .lineTo(page.width - margin.right - numberWidth - 8, leaderY)
          .dash(1, { space: 3 })
          .lineWidth(0.8)
          .stroke(colour.rule)
          .undash();
      });
    });
    toc.end();
    wrapper.end();
  }

  /** Running header (after the cover) and footer, on every page once the page count is known. */
  private pageFurniture(): void {
    const { doc, guide } = this;
    const range = doc.bufferedPageRange();
    const total = range.count;
    const footerRule = page.height - margin.bottom + 30;
    const note = "General information, not personal medical advice.";
    const dates = footerReviewLine(guide.reviewed);

    for (let index = range.start; index < range.start + total; index++) {
      doc.switchToPage(index);
      const bottomMargin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0; // text below the body area must not start a new page
      this.artifact(() => {
        doc.font(font.regular).fontSize(size.furniture).fillColor(colour.muted);
        if (index > range.start) {
          const headerY = margin.top - 38;
          doc.text(printable(guide.title, this.where), margin.left, headerY, { lineBreak: false });
          const right = printable(surgeonName, this.where);
          doc.text(right, page.width - margin.right - doc.widthOfString(right), headerY, {
            lineBreak: false,
          });
          doc.moveTo(margin.left, headerY + 16).lineTo(page.width - margin.right, headerY + 16)
            .lineWidth(0.5).stroke(colour.rule);
        }
        doc.moveTo(margin.left, footerRule).lineTo(page.width - margin.right, footerRule).lineWidth(
          0.5,
        ).stroke(colour.rule);
        doc.fillColor(colour.ink).font(font.bold).text(note, margin.left, footerRule + 9, {
          lineBreak: false,
        });
        doc.font(font.regular).fillColor(colour.muted).text(dates, margin.left, footerRule + 23, {
          lineBreak: false,
        });
        const pageLabel = `Page ${index - range.start + 1} of ${total}`;
        doc.fillColor(colour.ink).text(
          pageLabel,
          page.width - margin.right - doc.widthOfString(pageLabel),
          footerRule + 9,
          {
            lineBreak: false,
          },
        );
      }, "Pagination");
      doc.page.margins.bottom = bottomMargin;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Chapters and rich text
  // -------------------------------------------------------------------------------------------

  private chapter(chapter: PrintableChapter, index: number): void {
    const { doc } = this;
    const section = this.child(this.root, "Sect");
    const atTop = doc.y <= margin.top + 1;
    if (!atTop) {
      // Start on a new page rather than leave a heading with a line or two under it.
      if (this.spaceLeft() < 150) doc.addPage();
      else doc.y += 22;
    }
    this.chapterStarts[index] = this.currentPage();
    doc.addNamedDestination(chapterDestination(index), "XYZ", null, doc.y - 6, null);
    doc.outline.addItem(printable(chapter.title, this.where));
    this.heading(section, "H2", chapter.title);
    this.richText(section, chapter.content);
    section.end();
  }

  private heading(parent: Struct, tag: "H2", text: string): void {
    const { doc } = this;
    this.textBlock(parent, tag, text, {
      font: font.bold,
      size: size.chapter,
      colour: colour.accent,
      lineGap: 2,
    });
    doc.y += 6;
    this.artifact(() => {
      doc.moveTo(margin.left, doc.y).lineTo(page.width - margin.right, doc.y).lineWidth(0.75)
        .stroke(colour.rule);
    });
    doc.y += 14;
  }

  private richText(parent: Struct, content: RichText): void {
    for (const block of content) {
      if (typeof block === "string") this.paragraph(parent, block);
      else if ("list" in block) this.list(parent, block.list, block.ordered ?? false);
      else {
        this.subheading(parent, block.subtitle);
        if (Array.isArray(block.details)) this.list(parent, block.details, false);
        else this.paragraph(parent, block.details);
      }
    }
  }

  private subheading(parent: Struct, text: string): void {
    const { doc } = this;
    const label = printable(text, this.where);
    doc.font(font.bold).fontSize(size.subheading);
    const height = doc.heightOfString(label, { width: contentWidth, lineGap: 2 });
    this.keepSpace(height + 3 * this.lineHeight()); // never leave a subheading alone at a page foot
    doc.y += 4;
    this.textBlock(parent, "H3", text, { font: font.bold, size: size.subheading, lineGap: 2 });
    doc.y += 4;
  }

  private paragraph(parent: Struct, text: InlineText): void {
    this.keepSpace(2 * this.lineHeight());
    const p = this.child(parent, "P");
    this.inline(p, text, margin.left, contentWidth);
    p.end();
    this.doc.y += size.paragraphGap;
  }

  private list(parent: Struct, items: InlineText[], ordered: boolean): void {
    const { doc } = this;
    const indent = 22;
    const list = this.child(parent, "L");
    items.forEach((item, i) => {
      this.keepSpace(this.lineHeight() + 2);
      const top = doc.y;
      const entry = this.child(list, "LI");
      const label = this.child(entry, "Lbl");
      label.add(() => {
        doc.font(ordered ? font.bold : font.regular).fontSize(size.body).fillColor(colour.accent);
        doc.text(ordered ? `${i + 1}.` : "\u2022", margin.left + (ordered ? 0 : 5), top, {
          lineBreak: false,
        });
      });
      label.end();
      doc.y = top;
      const body = this.child(entry, "LBody");
      this.inline(body, item, margin.left + indent, contentWidth - indent);
      body.end();
      entry.end();
      doc.y += 4;
    });
    list.end();
    doc.x = margin.left;
    doc.y += size.paragraphGap - 4;
  }

  /** Inline text with its links printed as "label (address)", the address clickable. */
  private inline(parent: Struct, text: InlineText, x: number, width: number): void {
    const { doc } = this;
    const runs: Array<{ text: string; url?: string }> = [];
    for (const part of inlineParts(text)) {
      if (typeof part === "string") {
        runs.push({ text: part });
        continue;
      }
      const link = printedLink(part.label, part.href, this.options.siteUrl);
      if (!link.address) runs.push({ text: link.label, url: link.url });
      else if (!link.label) runs.push({ text: link.address, url: link.url });
      else {runs.push({ text: `${link.label} (` }, { text: link.address, url: link.url }, {
          text: ")",
        });}
    }
    const visible = runs.filter((run) => run.text.length > 0);
    const top = doc.y;
    visible.forEach((run, i) => {
      const first = i === 0;
      const options = {
        width,
        lineGap: size.lineGap,
        continued: i < visible.length - 1,
        link: (run.url ?? null) as string | undefined,
      };
      const draw = () => {
        doc.font(font.regular).fontSize(size.body).fillColor(run.url ? colour.link : colour.ink);
        const words = printable(run.text, this.where);
        if (first) doc.text(words, x, top, options);
        else doc.text(words, options);
      };
      if (run.url) {
        const link = doc.struct("Link");
        parent.add(link);
        link.add(draw);
        link.end();
      } else parent.add(draw);
    });
    doc.x = margin.left;
  }

  // -------------------------------------------------------------------------------------------
  // Helpers
  // -------------------------------------------------------------------------------------------

  /** One structure element holding one run of text. */
  private textBlock(
    parent: Struct,
    tag: string,
    text: string,
    style: {
      x?: number;
      width?: number;
      font?: string;
      size?: number;
      colour?: string;
      lineGap?: number;
      characterSpacing?: number;
    } = {},
  ): void {
    const { doc } = this;
    const element = this.child(parent, tag);
    const y = doc.y;
    element.add(() => {
      doc.font(style.font ?? font.regular).fontSize(style.size ?? size.body).fillColor(
        style.colour ?? colour.ink,
      );
      doc.text(printable(text, this.where), style.x ?? margin.left, y, {
        width: style.width ?? contentWidth,
        lineGap: style.lineGap ?? size.lineGap,
        characterSpacing: style.characterSpacing ?? 0,
      });
    });
    element.end();
    doc.x = margin.left;
  }

  private child(parent: Struct, tag: string): Struct {
    const element = this.doc.struct(tag);
    parent.add(element);
    return element;
  }

  /** Decoration that is not content (rules, panels, headers and footers). */
  private artifact(draw: () => void, type: "Layout" | "Pagination" = "Layout"): void {
    const { doc } = this;
    const { x, y } = doc;
    doc.markContent("Artifact", { type });
    doc.save();
    draw();
    doc.restore();
    doc.endMarkedContent();
    doc.x = x;
    doc.y = y;
  }

  private lineHeight(): number {
    this.doc.font(font.regular).fontSize(size.body);
    return this.doc.currentLineHeight(true) + size.lineGap;
  }

  private spaceLeft(): number {
    return page.height - margin.bottom - this.doc.y;
  }

  private keepSpace(height: number): void {
    if (this.spaceLeft() < height) this.doc.addPage();
  }

  private currentPage(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }
}

/**
 * pdfkit copies the Info values into the XMP metadata stream without escaping them, so a value
 * holding "&" (the site name does) would make that XML invalid. Escape them for the XMP copy only;
 * the Info dictionary keeps the plain text.
 */
function escapeXmpInfo(doc: Doc): void {
  const target = doc as unknown as { _addInfo: () => void; info: Record<string, unknown> };
  const addInfo = target._addInfo;
  target._addInfo = function (this: typeof target) {
    const info = this.info;
    this.info = Object.fromEntries(
      Object.entries(info).map((
        [key, value],
      ) => [key, typeof value === "string" ? escapeXml(value) : value]),
    );
    try {
      addInfo.call(this);
    } finally {
      this.info = info;
    }
  };
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function chapterDestination(index: number): string {
  return `chapter-${index + 1}`;
}
