/**
 * The /Treatments index reads at Flesch-Kincaid grade 8 or below, measured the way
 * `npx tsx scripts/clinical-readability.ts` measures it (the rendered main content, each block a sentence).
 */
import { describe, expect, it } from "vitest";
import readability from "text-readability";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { mainText } from "../../scripts/clinical-readability.ts";
import { testRenderContext } from "./render-context.ts";

describe("/Treatments", () => {
  it("reads at Flesch-Kincaid grade 8 or below", () => {
    const route = allRoutes().find((r) => r.path === "/Treatments")!;
    const text = mainText(renderRoute(route, testRenderContext()));
    expect(readability.lexiconCount(text)).toBeGreaterThan(100);
    expect(readability.fleschKincaidGrade(text)).toBeLessThanOrEqual(8);
  });
});
