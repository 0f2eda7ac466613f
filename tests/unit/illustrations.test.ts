import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { image } from "../../content/schema.ts";
import { illustrations, unlabelledCopySrc } from "../../content/illustrations.ts";

const root = join(import.meta.dirname, "..", "..");

/** Every drawn file the site uses, with the size the pages rely on (from the illustration brief). */
const CARD = [800, 600] as const;
const EXPECTED: Record<string, readonly [number, number]> = {
  "static/images/conditions/knee-arthritis.svg": CARD,
  "static/images/conditions/cartilage-tear.svg": CARD,
  "static/images/conditions/acl-injury.svg": CARD,
  "static/images/conditions/anterior-knee-pain.svg": CARD,
  "static/images/treatments/non-surgical-knees.svg": CARD,
  "static/images/treatments/knee-arthroscopy.svg": CARD,
  "static/images/treatments/acl-reconstruction.svg": CARD,
  "static/images/treatments/total-knee-replacement.svg": CARD,
  "static/images/treatments/partial-knee-replacement.svg": CARD,
  "static/images/treatments/partial-knee-before.svg": CARD,
  "static/images/treatments/partial-knee-after.svg": CARD,
  "static/images/treatments/knee-osteotomy.svg": CARD,
  "static/images/treatments/patellar-realignment.svg": CARD,
  "static/images/treatments/patellar-stabilization.svg": CARD,
  "static/images/treatments/non-surgical-hips.svg": CARD,
  "static/images/treatments/hip-replacement.svg": CARD,
  "static/images/procedures/knee.svg": CARD,
  "static/images/procedures/hip.svg": CARD,
  "static/images/documents/orthobiologics-guide.svg": [600, 800],
  "static/images/documents/hip-replacement-guide.svg": [600, 800],
  "static/images/documents/guide-cover.svg": [600, 800],
  "static/images/home/hero.svg": [1600, 900],
  "static/images/about/consulting-room.svg": CARD,
  "static/images/about/operating-theatre.svg": CARD,
  "static/images/about/robotic-arm.svg": CARD,
  "static/images/about/robotic-arm-video-poster.svg": [1280, 720],
  "static/images/care/physiotherapy.svg": CARD,
  "static/images/care/miop-app.svg": CARD,
  "static/images/care/pre-post-care.svg": CARD,
  "static/images/miop/app.svg": CARD,
  "static/images/og-default.svg": [1200, 630],
  "static/favicon.svg": [32, 32],
};

/** The only colours the illustrations may use. */
const PALETTE = new Set([
  "#1b2733",
  "#4a5a6a",
  "#d5dee5",
  "#f3f6f8",
  "#ffffff",
  "#0b6e8a",
  "#e3f1f5",
  "#08536a",
  "#efe6d6",
  "#b9a98c",
  "#bfe0ea",
  "#e9b9a5",
  "#d98c6a",
  "#c2553d",
  "#aab4bd",
  "#6d7882",
  "#f7f7f2",
]);

const parser = new new Window().DOMParser();
const read = (file: string) => readFileSync(join(root, file), "utf8");
const parse = (file: string) => parser.parseFromString(read(file), "image/svg+xml");

describe.each(Object.entries(EXPECTED))("%s", (file, [width, height]) => {
  it("exists and is at most 20 KB", () => {
    expect(existsSync(join(root, file))).toBe(true);
    expect(statSync(join(root, file)).size).toBeLessThanOrEqual(20 * 1024);
  });

  it("is well-formed SVG with the listed width, height, a viewBox and a title", () => {
    const doc = parse(file);
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.nodeName.toLowerCase()).toBe("svg");
    expect(svg.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
    expect(svg.getAttribute("width")).toBe(String(width));
    expect(svg.getAttribute("height")).toBe(String(height));
    expect(svg.getAttribute("viewBox")).toBe(`0 0 ${width} ${height}`);
    const title = svg.getElementsByTagName("title")[0];
    expect(title?.textContent?.trim().length ?? 0).toBeGreaterThan(0);
  });

  it("renders (librsvg via sharp) at its intrinsic size", async () => {
    const meta = await sharp(join(root, file)).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it("has no script, no external references and no embedded rasters", () => {
    const text = read(file);
    expect(text).not.toMatch(/<script/i);
    expect(text).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(text).not.toMatch(/href\s*=\s*["']\s*(https?:)?\/\//i);
    expect(text).not.toMatch(/<image\b/i);
    expect(text).not.toMatch(/<foreignObject/i);
    expect(text).not.toMatch(/@import|url\(\s*["']?(https?:|\/\/|data:)/i);
  });

  it("uses only the palette's colours", () => {
    const colours = read(file).toLowerCase().match(/#[0-9a-f]{3,8}\b/g) ?? [];
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((c) => !PALETTE.has(c))).toEqual([]);
  });

  it("keeps any text at 14 px or larger", () => {
    const sizes = [...read(file).matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(14);
  });
});

describe("image manifest (content/illustrations.ts)", () => {
  it.each(Object.entries(illustrations))(
    "%s matches its file: size, and title = alt text",
    (_, img) => {
      expect(image.parse(img)).toEqual(img);
      const file = `static${img.src}`;
      expect(EXPECTED[file]).toEqual([img.width, img.height]);
      const title = parse(file).getElementsByTagName("title")[0]?.textContent;
      expect(title).toBe(img.alt);
    },
  );

  it("covers every listed image", () => {
    const listed = Object.keys(EXPECTED).filter((f) => f.startsWith("static/images/"));
    const inManifest = Object.values(illustrations).map((i) => `static${i.src}`);
    expect(inManifest.sort()).toEqual(listed.sort());
  });
});

describe("unlabelled copies of the labelled diagrams, for index cards", () => {
  // The social card's words are its design, not labels on a drawing: it has no copy.
  const labelled = Object.values(illustrations).filter((img) =>
    img !== illustrations.ogDefault && read(`static${img.src}`).includes("<text")
  );

  it("exist for every diagram with labels", () => {
    expect(labelled.length).toBeGreaterThanOrEqual(12);
  });

  it.each(labelled.map((img) => [img.src, img] as const))(
    "%s: same size and title, no words, the palette only",
    (_, img) => {
      const copy = `static${unlabelledCopySrc(img.src)}`;
      expect(existsSync(join(root, copy))).toBe(true);
      expect(statSync(join(root, copy)).size).toBeLessThan(
        statSync(join(root, `static${img.src}`)).size,
      );
      const svg = parse(copy).documentElement;
      expect([svg.getAttribute("width"), svg.getAttribute("height"), svg.getAttribute("viewBox")])
        .toEqual([String(img.width), String(img.height), `0 0 ${img.width} ${img.height}`]);
      expect(svg.getElementsByTagName("title")[0]?.textContent).toBe(img.alt);
      expect(read(copy)).not.toMatch(/<text\b/);
      const colours = read(copy).toLowerCase().match(/#[0-9a-f]{3,8}\b/g) ?? [];
      expect(colours.filter((c) => !PALETTE.has(c))).toEqual([]);
    },
  );
});

describe("social card PNG (for sites that do not take SVG)", () => {
  it("is a 1200×630 PNG", async () => {
    const meta = await sharp(join(root, "static/images/og-default.png")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  });
});

describe("robotic-arm explainer video", () => {
  const mp4 = join(root, "static/media/robotic-arm-knee-replacement.mp4");
  const vtt = join(root, "static/media/robotic-arm-knee-replacement.vtt");

  it("is an MP4 file of at most 600 KB", () => {
    expect(existsSync(mp4)).toBe(true);
    const bytes = readFileSync(mp4);
    expect(bytes.length).toBeLessThanOrEqual(600 * 1024);
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
  });

  it("has WebVTT captions for each of its title cards", () => {
    const text = readFileSync(vtt, "utf8");
    expect(text.startsWith("WEBVTT")).toBe(true);
    const cues = text.match(/\d\d:\d\d:\d\d\.\d\d\d --> \d\d:\d\d:\d\d\.\d\d\d/g) ?? [];
    expect(cues.length).toBeGreaterThanOrEqual(3);
    for (const n of [1, 2, 3]) expect(text).toMatch(new RegExp(`^${n}\\. `, "m"));
  });
});
