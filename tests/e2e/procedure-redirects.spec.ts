/** Every procedure of the knee and hip link groups answers at its hub address, over real HTTP. */
import { expect, test } from "./fixtures.ts";
import { procedureHubs } from "../../content/procedure-hubs.ts";
import { linkGroupProcedures } from "../../scripts/build/redirects.ts";

const procedures = linkGroupProcedures(procedureHubs);

test("every link-group slug is a page or a 301 to a page, in any letter case", async ({ request }) => {
  expect(procedures.length).toBeGreaterThan(20);
  for (const { path, href } of procedures) {
    for (const asked of [path, path.toUpperCase()]) {
      const first = await request.get(asked, { maxRedirects: 0 });
      if (first.status() === 200) {
        expect(asked, "only the exact page address answers 200").toBe(href);
        continue;
      }
      expect(first.status(), asked).toBe(301);
      const location = new URL(first.headers()["location"], "http://x").pathname;
      expect(location, asked).toBe(href);
      const landed = await request.get(location, { maxRedirects: 0 });
      expect(landed.status(), `${asked} → ${location}`).toBe(200);
      expect(await landed.text()).toContain("<h1");
    }
  }
});
