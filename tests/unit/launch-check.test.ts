import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { site, type SiteConfig, siteConfigSchema } from "../../content/site.ts";
import {
  launchCheck,
  type LaunchInputs,
  launchReport,
  originProblem,
} from "../../scripts/launch-check/checks.ts";
import { findPlaceholders, isDramaNumber } from "../../scripts/launch-check/placeholders.ts";
import { pageReviewDates } from "../../scripts/launch-check/review-dates.ts";
import { parseDataHosting } from "../../lib/config.ts";

const root = resolve(import.meta.dirname, "../..");
const temp = mkdtempSync(join(tmpdir(), "launch-check-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A build folder whose _site.json records `origin`. */
function buildFor(origin: string): string {
  const dir = mkdtempSync(join(temp, "dist-"));
  writeFileSync(
    join(dir, "_site.json"),
    JSON.stringify({
      origin,
      routes: [],
      redirects: [],
      notFound: "404.html",
      assets: { css: "", siteScript: "" },
    }),
  );
  return dir;
}

const live = "https://www.ashcombe-knee-hip.co.uk";

/** The site configuration as a real practice would complete it. */
function completeSite(): SiteConfig {
  const c = structuredClone(site);
  c.surgeon.gmcNumber = "4812345";
  c.clinicalReviewer.gmcNumber = "4812345";
  c.contacts.practiceManager = {
    ...c.contacts.practiceManager,
    phone: { display: "024 7601 2120" },
    email: "practice@ashcombe-knee-hip.co.uk",
  };
  c.contacts.nhsSecretary = {
    ...c.contacts.nhsSecretary,
    phone: { display: "01926 495 321", extension: "4417" },
    email: "t.and.o.secretary@swft.nhs.uk",
  };
  c.contacts.theatreBooking = {
    ...c.contacts.theatreBooking,
    phone: { display: "024 7601 2500", extension: "212" },
    email: "theatres@sowevalleyhospital.co.uk",
  };
  c.hospitals.private = {
    ...c.hospitals.private,
    phone: { display: "024 7601 2500" },
    wardPhone: { display: "024 7601 2555" },
    geo: { ...c.hospitals.private.geo, verified: true },
  };
  c.hospitals.nhs = {
    ...c.hospitals.nhs,
    phone: { display: "01926 495 321" },
    wardPhone: { display: "01926 495 345" },
    geo: { ...c.hospitals.nhs.geo, verified: true },
  };
  c.dataProtection = {
    controller: "Ashcombe Orthopaedics Ltd",
    icoRegistrationNumber: "ZB123456",
    contact: {
      role: "Data protection contact",
      name: "Helen Marsh",
      phone: { display: "024 7601 2120" },
      email: "privacy@ashcombe-knee-hip.co.uk",
    },
  };
  c.miopApp = {
    appStoreUrl: "https://apps.apple.com/gb/app/miop/id1234567890",
    websiteUrl: "https://www.miop.co.uk",
  };
  return siteConfigSchema.parse(c);
}

const completeEnv = {
  APP_ENV: "production",
  SITE_URL: live,
  STORY_SIGNING_SECRET: "f3b1c9d27a8e4b6c9d0e1f2a3b4c5d6e7f8091a2",
  RESEND_API_KEY: "re_live_key",
  MAIL_FROM: "Ashcombe Knee & Hip <website@ashcombe-knee-hip.co.uk>",
  REVIEWER_EMAIL: "reviews@ashcombe-knee-hip.co.uk",
  ENQUIRY_EMAIL: "practice@ashcombe-knee-hip.co.uk",
  GEMINI_API_KEY: "gemini-key",
  EMBED_ORIGINS: "https://www.sowevalleyhospital.co.uk",
  DATA_HOSTING: "deno-deploy",
};

const today = new Date("2026-11-24T09:00:00Z");

async function complete(): Promise<LaunchInputs> {
  const dir = buildFor(live);
  return {
    site: completeSite(),
    env: { ...completeEnv },
    build: {
      dir,
      origin: { kind: "recorded", origin: live },
      dataHosting: parseDataHosting({ DATA_HOSTING: "deno-deploy" }),
    },
    // as if every page had been reviewed, due a year from now
    reviews: (await pageReviewDates()).map(({ page, nextReview }) => ({
      page,
      nextReview: nextReview ?? "2027-11-24",
    })),
    today,
  };
}

const blocking = (inputs: LaunchInputs) =>
  launchCheck(inputs).filter((f) => f.blocks).map((f) => f.message);

describe("npm run launch-check", () => {
  it("exits non-zero on the repository as it stands, listing its placeholders, the localhost build, secrets and addresses", () => {
    const dist = buildFor("http://localhost:8000");
    const run = spawnSync(process.execPath, [
      join(root, "node_modules/.bin/tsx"),
      "scripts/launch-check.ts",
    ], {
      cwd: root,
      env: { PATH: process.env.PATH, DIST_DIR: dist },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(1);
    for (
      const expected of [
        /surgeon\.gmcNumber is "0000000"/,
        /clinicalReviewer\.gmcNumber is "0000000"/,
        /id0000000000/,
        /hospitals\.private\.geo .*not yet checked/,
        /made for http:\/\/localhost:8000: .*localhost/,
        /STORY_SIGNING_SECRET is not set/,
        /RESEND_API_KEY is not set/,
        /REVIEWER_EMAIL is reviewer@\S+\.example\.com \(the default\)/,
        /ENQUIRY_EMAIL is \S+\.example\.com \(the default\)/,
        /EMBED_ORIGINS is not set/,
        /DATA_HOSTING is not set/,
        /the ICO registration number is "ZA000000", a placeholder/,
        /the data-protection contact's email is "privacy@ashcombe-orthopaedics\.example\.com"/,
        /the data-protection contact's phone number is "01632 960 120"/,
        /Not ready to launch/,
      ]
    ) expect(run.stdout).toMatch(expected);
  });

  it("passes (exit code 0) on a complete configuration and environment", async () => {
    const inputs = await complete();
    expect(blocking(inputs)).toEqual([]);
    const report = launchReport(launchCheck(inputs));
    expect(report.exitCode).toBe(0);
    expect(report.text).toMatch(/Ready to launch/);
  });

  it("blocks on each thing a complete configuration could still get wrong", async () => {
    const cases: Array<[string, (i: LaunchInputs) => void, RegExp]> = [
      [
        "a build for a bare IP",
        (i) => (i.build.origin = { kind: "recorded", origin: "http://192.0.2.10:8000" }),
        /bare IP address/,
      ],
      [
        "a build for another origin",
        (
          i,
        ) => (i.build.origin = {
          kind: "recorded",
          origin: "https://staging.ashcombe-knee-hip.co.uk",
        }),
        /SITE_URL is https:\/\/www\.ashcombe-knee-hip\.co\.uk but the build/,
      ],
      [
        "a build recording no origin",
        (i) => (i.build.origin = { kind: "unrecorded" }),
        /does not record the origin/,
      ],
      [
        "no build",
        (i) => (i.build.origin = { kind: "missing", manifest: "dist/_site.json" }),
        /there is no build/,
      ],
      [
        "a plain-http SITE_URL",
        (i) => (i.env.SITE_URL = "http://www.ashcombe-knee-hip.co.uk"),
        /not https/,
      ],
      [
        "a short signing secret",
        (i) => (i.env.STORY_SIGNING_SECRET = "short"),
        /STORY_SIGNING_SECRET is 5 bytes long/,
      ],
      [
        "a secret of 15 two-byte characters: 30 bytes",
        (i) => (i.env.STORY_SIGNING_SECRET = "é".repeat(15)),
        /STORY_SIGNING_SECRET is 30 bytes long/,
      ],
      [
        "no DATA_HOSTING",
        (i) => delete i.env.DATA_HOSTING,
        /DATA_HOSTING is not set/,
      ],
      [
        "a build whose privacy notice names another host",
        (i) => (i.env.DATA_HOSTING = "self-hosted:London, United Kingdom"),
        /says in its privacy notice that patients' data is stored by deno-deploy/,
      ],
      [
        "a SITE_URL with a path",
        (i) => (i.env.SITE_URL = `${live}/practice`),
        /SITE_URL must be an origin alone/,
      ],
      ["a missing mail key", (i) => delete i.env.RESEND_API_KEY, /RESEND_API_KEY is not set/],
      [
        "the ICO registration number left as the placeholder",
        (i) => (i.site.dataProtection.icoRegistrationNumber = "ZA000000"),
        /the ICO registration number is "ZA000000", a placeholder/,
      ],
      [
        "an example data-protection contact address",
        (i) => (i.site.dataProtection.contact.email = "privacy@practice.example.com"),
        /the data-protection contact's email is "privacy@practice\.example\.com"/,
      ],
      [
        "an example reviewer address",
        (i) => (i.env.REVIEWER_EMAIL = "someone@example.org"),
        /REVIEWER_EMAIL is someone@example\.org/,
      ],
      ["a wildcard EMBED_ORIGINS", (i) => (i.env.EMBED_ORIGINS = "*"), /EMBED_ORIGINS is "\*"/],
      [
        "a localhost embed origin",
        (i) => (i.env.EMBED_ORIGINS = `${live},http://localhost:3000`),
        /EMBED_ORIGINS: http:\/\/localhost:3000 is this computer/,
      ],
      [
        "a placeholder GMC number",
        (i) => (i.site.clinicalReviewer.gmcNumber = "0000000"),
        /clinicalReviewer\.gmcNumber is "0000000"/,
      ],
      [
        "an unchecked map position",
        (i) => (i.site.hospitals.nhs.geo.verified = false),
        /hospitals\.nhs\.geo/,
      ],
      [
        "a review due within 30 days",
        (i) => (i.reviews = [{ page: "/Treatments/knee-osteotomy", nextReview: "2026-12-20" }]),
        /1 page due for clinical review on 20 December 2026: \/Treatments\/knee-osteotomy/,
      ],
      [
        "an overdue review",
        (i) => (i.reviews = [{ page: "/AboutMe", nextReview: "2026-10-01" }]),
        /overdue for clinical review on 1 October 2026/,
      ],
    ];
    for (const [name, spoil, expected] of cases) {
      const inputs = await complete();
      spoil(inputs);
      const messages = blocking(inputs);
      expect(messages.join("\n"), name).toMatch(expected);
      expect(launchReport(launchCheck(inputs)).exitCode, name).toBe(1);
    }
    // The secret is counted in bytes, as the server counts it: 16 two-byte characters are enough.
    const multibyte = await complete();
    multibyte.env.STORY_SIGNING_SECRET = "é".repeat(16);
    expect(blocking(multibyte)).toEqual([]);
    const later = await complete();
    later.reviews = [{ page: "/AboutMe", nextReview: "2027-01-10" }];
    expect(blocking(later)).toEqual([]);
  });

  it("reads the review record of every page: its next review date, or none while it awaits review", async () => {
    const reviews = await pageReviewDates();
    const pages = reviews.map((r) => r.page);
    for (
      const page of [
        "/",
        "/AboutMe",
        "/Treatments/knee-osteotomy",
        "/knee-procedures/meniscus-repair",
        "/Conditions/anterior-knee-pain",
        "/documents/knee-replacement-guide.pdf",
      ]
    ) {
      expect(pages).toContain(page);
    }
    for (const r of reviews) {
      if (r.nextReview !== undefined) expect(r.nextReview, r.page).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("blocks launch while pages await clinical review, naming them", async () => {
    const inputs = await complete();
    inputs.reviews = [{ page: "/Treatments/knee-osteotomy" }, {
      page: "/AboutMe",
      nextReview: "2027-06-01",
    }];
    expect(blocking(inputs)).toEqual([
      expect.stringMatching(/^1 page awaiting clinical review .*: \/Treatments\/knee-osteotomy$/),
    ]);
  });
});

describe("placeholder rules", () => {
  it("recognise example domains, drama numbers and all-zero ids anywhere, and pass real-looking values", () => {
    const found = findPlaceholders({
      a: {
        email: "x@clinic.example.com",
        site: "https://example.org/page",
        sender: "Name <n@mail.example.net>",
      },
      phones: ["01632 960 001", "+44 7700 900123", "020 7946 0999", "0121 496 0000"],
      ids: ["id0000000000", "0000000"],
      fine: [
        "https://www.nhs.uk",
        "024 7601 2345",
        "1234567",
        "id1234567890",
        "someone@examples.co.uk",
      ],
    });
    expect(found.map((p) => p.at).sort()).toEqual(
      [
        "a.email",
        "a.sender",
        "a.site",
        "ids[0]",
        "ids[1]",
        "phones[0]",
        "phones[1]",
        "phones[2]",
        "phones[3]",
      ].sort(),
    );
    expect(isDramaNumber("024 7601 2345")).toBe(false);
  });

  it("judge origins: localhost, bare IPs, example domains and plain http cannot go live", () => {
    expect(originProblem(live)).toBeUndefined();
    expect(originProblem("http://localhost:8000")).toMatch(/localhost/);
    expect(originProblem("http://127.0.0.1:8000")).toMatch(/bare IP/);
    expect(originProblem("http://[::1]:8000")).toMatch(/bare IP/);
    expect(originProblem("https://www.example.com")).toMatch(/example domain/);
    expect(originProblem("http://www.ashcombe-knee-hip.co.uk")).toMatch(/not https/);
  });
});
