import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { writeCaptions } from "../../scripts/build/captions.ts";
import { aboutPage, captionsVtt } from "../../content/about.ts";

const track = aboutPage.robotic.video.captions.src;

function tempSite() {
  const root = mkdtempSync(join(tmpdir(), "captions-"));
  const dist = join(root, "dist");
  mkdirSync(dist);
  return { root, dist };
}

describe("the About video's caption track in the build", () => {
  it("is written from the content when none is committed", async () => {
    const { root, dist } = tempSite();
    expect(await writeCaptions(root, dist)).toBe("generated");
    expect(readFileSync(join(dist, track), "utf8")).toBe(captionsVtt());
  });

  it("never overwrites a committed track (the build copies static/ first)", async () => {
    const { root, dist } = tempSite();
    const committed = "WEBVTT\n\n1\n00:00:00.000 --> 00:00:24.000\nThe practice's own captions\n";
    for (const dir of [join(root, "static"), dist]) {
      mkdirSync(join(dir, "media"), { recursive: true });
      writeFileSync(join(dir, track), committed);
    }
    expect(await writeCaptions(root, dist)).toBe("committed");
    expect(readFileSync(join(dist, track), "utf8")).toBe(committed);
  });

  it("ships with the built site", () => {
    expect(existsSync(join(import.meta.dirname, "../../dist", track)), "run the build first").toBe(
      true,
    );
  });
});
