import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allRoutes } from "../../pages/routes.ts";
import { renderRoute } from "../../scripts/build/prerender.tsx";
import { retention } from "../../content/retention.ts";
import { reviewPolicyPage } from "../../content/reviews-page.ts";
import { richTextToPlain } from "../../content/schema.ts";
import { testRenderContext } from "./render-context.ts";
import { distDir, requireDist } from "./dist.ts";
import { lawfulBases } from "../../content/privacy.ts";
import { site } from "../../content/site.ts";
import { DENO_DEPLOY_KV_LOCATION, parseDataHosting } from "../../lib/config.ts";

const context = testRenderContext();

const text = (path: string) => {
  const route = allRoutes().find((r) => r.path === path)!;
  return renderRoute(route, context).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
};

describe("the privacy page states what the code does", () => {
  const privacy = text("/privacy");

  it("is a route, linked from every page's footer", () => {
    expect(allRoutes().map((r) => r.path)).toContain("/privacy");
    const manifest = requireDist();
    const files = [...manifest.routes.map((r) => r.file), manifest.notFound];
    expect(files.length).toBeGreaterThan(40);
    for (const file of files) {
      const html = readFileSync(join(distDir, file), "utf8");
      const footer = html.slice(html.indexOf('<footer class="site-footer"'));
      expect(footer, file).toMatch(/<a [^>]*href="\/privacy"[^>]*>[^<]*Privacy/);
    }
  });

  it.each([
    ["enquiries", `${retention.enquiryDays} days after it arrives`],
    ["undecided stories", `within ${retention.pendingStoryDays} days`],
    ["declined stories", `${retention.declinedStoryDays} days after the decision`],
    [
      "published stories' contact details",
      `${Math.round(retention.approvedContactDetailsDays / 30.4)} months after publication`,
    ],
    ["sent-mail records", `kept for ${retention.sentMailRecordDays} days`],
  ])("gives the retention period of %s", (_what, phrase) => {
    expect(privacy).toContain(phrase);
  });

  it("says there are no cookies and no third parties, and where the chat history lives", () => {
    expect(privacy).toContain("sets no cookies");
    expect(privacy).toContain("local storage");
    expect(privacy).toMatch(/not store them/);
  });

  it("the review policy gives the same story periods", () => {
    const policy = reviewPolicyPage.sections.map((s) => richTextToPlain(s.content)).join(" ");
    expect(policy).toContain(`${retention.declinedStoryDays} days`);
    expect(policy).toContain(`${retention.pendingStoryDays} days`);
    expect(policy).toContain(`${Math.round(retention.approvedContactDetailsDays / 30.4)} months`);
  });
});

describe("the privacy notice names everyone who handles patients' details (issue 30)", () => {
  const html = (path: string, overrides: Parameters<typeof testRenderContext>[0] = {}) =>
    renderRoute(allRoutes().find((r) => r.path === path)!, testRenderContext(overrides));
  const plain = (markup: string) =>
    markup.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&").replace(/\s+/g, " ");
  const deploy = html("/privacy");

  it("names the controller, its ICO registration number and the data-protection contact, from content/site.ts", () => {
    const { controller, icoRegistrationNumber, contact } = site.dataProtection;
    const text = plain(deploy);
    expect(text).toContain(controller);
    expect(text).toContain(`under number ${icoRegistrationNumber}`);
    expect(text).toContain(contact.name);
    expect(deploy).toContain(`mailto:${contact.email}`);
    expect(text).toMatch(/complain to the Information Commissioner's Office/);
  });

  it("gives a lawful basis for each purpose: consent for stories, the patient's request or legitimate interests for enquiries", () => {
    const text = plain(deploy);
    for (const row of lawfulBases) {
      expect(text).toContain(row.purpose);
      expect(text).toContain(row.basis);
    }
    expect(lawfulBases[0].basis).toMatch(/explicit consent.*6\(1\)\(a\) and 9\(2\)\(a\)/);
    expect(lawfulBases[1].basis).toMatch(/6\(1\)\(b\).*legitimate interest.*6\(1\)\(f\)/);
  });

  it("names the processors and where each stores data, from DATA_HOSTING: Deno Deploy in the US", () => {
    const text = plain(deploy);
    expect(text).toContain("Deno Land Inc. (Deno Deploy)");
    expect(text).toContain(DENO_DEPLOY_KV_LOCATION);
    expect(text).toContain("Resend, our email provider");
    expect(text).toMatch(/Details stored outside the UK/);
  });

  it("a self-hosted practice in the UK names its own server and no hosting company, and no transfer for it", () => {
    const selfHosted = html("/privacy", {
      dataHosting: parseDataHosting({ DATA_HOSTING: "self-hosted:London, United Kingdom" }),
    });
    const text = plain(selfHosted);
    expect(text).not.toContain("Deno Land");
    expect(text).toContain("London, United Kingdom");
    expect(text).toContain("the practice's own server");
    const transfers = selfHosted.slice(selfHosted.indexOf('id="transfers"'));
    expect(plain(transfers.slice(0, transfers.indexOf("</section>")))).not.toContain(
      "London",
    );
  });

  it("marks Google's lines for the server to keep only when GEMINI_API_KEY is set; each marked element holds none of its own kind", () => {
    const marked = [...deploy.matchAll(/<(tr|li|p)\b[^>]*\sdata-if="(gemini|no-gemini)"[^>]*>/g)];
    expect(marked.map((m) => `${m[1]} ${m[2]}`).sort()).toEqual([
      "li gemini",
      "p gemini",
      "p no-gemini",
      "tr gemini",
    ]);
    for (const match of marked) {
      const rest = deploy.slice(match.index! + match[0].length);
      const inner = rest.slice(0, rest.indexOf(`</${match[1]}>`));
      expect(inner).not.toMatch(new RegExp(`<${match[1]}\\b`));
      if (match[2] === "gemini") expect(inner + match[0]).toMatch(/Google|gemini/);
    }
    // Nowhere else on the page is Google named.
    const unmarked = deploy.replace(
      /<(tr|li|p)\b[^>]*\sdata-if="gemini"[^>]*>[\s\S]*?<\/\1>/g,
      "",
    );
    expect(plain(unmarked)).not.toMatch(/Google/);
  });

  it("states the new retention periods from content/retention.ts", () => {
    const text = plain(deploy);
    expect(text).toContain(`delete it and your details ${retention.removedStoryDays} days later`);
    expect(text).toContain(`${retention.dataRequestDays} days after it arrives`);
  });

  it.each(["/privacy", "/review-policy"])(
    "%s carries the removal and data request form, which works without JavaScript",
    (path) => {
      const page = html(path);
      const form = page.match(/<form[^>]*action="\/api\/data-request"[^>]*>[\s\S]*?<\/form>/)?.[0];
      expect(form).toBeDefined();
      expect(form).toMatch(/method="post"/);
      const email = form!.match(/<input[^>]*id="data-request-email"[^>]*>/)?.[0] ?? "";
      expect(email).toMatch(/type="email"/);
      expect(email).toMatch(/name="email"/);
      expect(email).toMatch(/required/);
      expect(form).toMatch(/value="remove-story"/);
      expect(form).toMatch(/value="copy"/);
      expect(page).toContain('id="data-request"');
    },
  );
});
