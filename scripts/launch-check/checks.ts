/**
 * Everything still to do before the site goes live, as findings. A finding that `blocks` keeps
 * `npm run launch-check` from passing; the others are worth knowing but optional.
 */
import { isIP } from "node:net";
import { configFromEnv } from "../../edge/config.ts";
import { type BuildOrigin, buildOriginProblem } from "../../edge/build-origin.ts";
import { REQUIRED_IN_PRODUCTION } from "../../edge/production-settings.ts";
import type { SiteConfig } from "../../content/site.ts";
import { ukDate as longDate } from "../../lib/dates.ts";
import type { PageReview } from "./review-dates.ts";
import { findPlaceholders, hostOf, isReservedHost } from "./placeholders.ts";

export interface Finding {
  area:
    | "Site configuration"
    | "Build"
    | "Environment"
    | "Email addresses"
    | "Clinical review dates"
    | "Embedding";
  message: string;
  blocks: boolean;
}

export interface LaunchInputs {
  site: SiteConfig;
  /** the environment the deployment will run with */
  env: Record<string, string | undefined>;
  /** the build to deploy and where it is */
  build: { dir: string; origin: BuildOrigin };
  reviews: PageReview[];
  today: Date;
}

/** The secret that signs moderation links must be long enough not to be guessed. */
const MIN_SECRET_LENGTH = 32;
/** Reviews falling due this soon after launch must be done first. */
const REVIEW_NOTICE_DAYS = 30;

/** Why an origin cannot be a live site's (or an embedding site's), or undefined when it can. */
export function originProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `"${origin}" is not a URL`;
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (host === "localhost" || host.endsWith(".localhost")) {
    return `${origin} is this computer (localhost)`;
  }
  if (isIP(host)) return `${origin} is a bare IP address, not the practice's domain`;
  if (isReservedHost(host)) return `${origin} is a reserved example domain`;
  if (url.protocol !== "https:") return `${origin} is not https`;
  return undefined;
}

function siteConfigFindings(site: SiteConfig): Finding[] {
  return findPlaceholders(site).map((p) => ({
    area: "Site configuration",
    message: `${p.at} is "${p.value}": ${p.why} (content/site.ts)`,
    blocks: true,
  }));
}

function buildFindings(
  { dir, origin }: LaunchInputs["build"],
  siteUrl: string | undefined,
): Finding[] {
  if (origin.kind !== "recorded") {
    const problem = buildOriginProblem(siteUrl ?? "https://<your domain>", origin, dir);
    return [{ area: "Build", message: problem!, blocks: true }];
  }
  const findings: Finding[] = [];
  const unfit = originProblem(origin.origin);
  if (unfit) {
    findings.push({
      area: "Build",
      message:
        `the build in ${dir} was made for ${origin.origin}: ${unfit}. Build with SITE_URL set to the live origin.`,
      blocks: true,
    });
  }
  const mismatch = siteUrl ? buildOriginProblem(siteUrl, origin, dir) : undefined;
  if (mismatch) findings.push({ area: "Build", message: mismatch, blocks: true });
  if (!findings.length) {
    findings.push({
      area: "Build",
      message: `${dir} was built for ${origin.origin}`,
      blocks: false,
    });
  }
  return findings;
}

function secretFindings(env: LaunchInputs["env"]): Finding[] {
  const findings: Finding[] = Object.entries(REQUIRED_IN_PRODUCTION)
    .filter(([name]) => !env[name]?.trim())
    .map(([name, why]) => ({
      area: "Environment",
      message: `${name} is not set: ${why}`,
      blocks: true,
    }));
  const secret = env.STORY_SIGNING_SECRET?.trim();
  if (secret && secret.length < MIN_SECRET_LENGTH) {
    findings.push({
      area: "Environment",
      message:
        `STORY_SIGNING_SECRET has ${secret.length} characters; use at least ${MIN_SECRET_LENGTH} random ones`,
      blocks: true,
    });
  }
  if (env.SITE_URL?.trim()) {
    const unfit = originProblem(env.SITE_URL.trim().replace(/\/$/, ""));
    if (unfit) findings.push({ area: "Environment", message: `SITE_URL: ${unfit}`, blocks: true });
  }
  if (!env.GEMINI_API_KEY?.trim()) {
    findings.push({
      area: "Environment",
      message:
        "GEMINI_API_KEY is not set: the chat answers offline from the site's own pages (optional)",
      blocks: false,
    });
  }
  return findings;
}

function addressFindings(env: LaunchInputs["env"]): Finding[] {
  const config = configFromEnv({ ...env, APP_ENV: "production" });
  const addresses: Array<[string, string, string]> = [
    ["REVIEWER_EMAIL", config.reviewerEmail, "moderates patient stories"],
    ["ENQUIRY_EMAIL", config.enquiryEmail, "receives the enquiries"],
    ["MAIL_FROM", config.mailFrom, "sends every email"],
  ];
  return addresses.flatMap(([name, address, role]): Finding[] => {
    const host = hostOf(address);
    if (host && !isReservedHost(host)) return [];
    const source = env[name]?.trim() ? "" : " (the default)";
    return [{
      area: "Email addresses",
      message: `${name} is ${address}${source}: set the address that ${role}`,
      blocks: true,
    }];
  });
}

const DAY_MS = 86_400_000;

function reviewFindings(reviews: PageReview[], today: Date): Finding[] {
  const todayIso = today.toISOString().slice(0, 10);
  const noticeIso = new Date(today.getTime() + REVIEW_NOTICE_DAYS * DAY_MS).toISOString().slice(
    0,
    10,
  );
  const due = new Map<string, string[]>();
  const awaiting: string[] = [];
  for (const { page, nextReview } of reviews) {
    if (nextReview === undefined) awaiting.push(page);
    else if (nextReview <= noticeIso) due.set(nextReview, [...(due.get(nextReview) ?? []), page]);
  }
  const pagesLabel = (pages: string[]) => (pages.length === 1 ? "1 page" : `${pages.length} pages`);
  const findings: Finding[] = [...due].sort(([a], [b]) => a.localeCompare(b)).map((
    [date, pages],
  ) => ({
    area: "Clinical review dates",
    message: `${pagesLabel(pages)} ${date < todayIso ? "overdue" : "due"} for clinical review on ${
      longDate(date)
    }: ${pages.join(", ")}`,
    blocks: true,
  }));
  if (awaiting.length > 0) {
    findings.push({
      area: "Clinical review dates",
      message: `${
        pagesLabel(awaiting)
      } awaiting clinical review by the reviewer in site.ts (record each review in its content module): ${
        awaiting.join(", ")
      }`,
      blocks: true,
    });
  }
  return findings;
}

function embedFindings(env: LaunchInputs["env"]): Finding[] {
  const origins =
    env.EMBED_ORIGINS?.split(",").map((o) => o.trim().replace(/\/$/, "")).filter(Boolean) ?? [];
  if (!origins.length) {
    return [{
      area: "Embedding",
      message:
        "EMBED_ORIGINS is not set: the widgets work on this site only; list the other sites that embed them, if any",
      blocks: false,
    }];
  }
  return origins.flatMap((origin): Finding[] => {
    if (origin === "*") {
      return [{
        area: "Embedding",
        message: 'EMBED_ORIGINS is "*": name each site that embeds the widgets instead',
        blocks: true,
      }];
    }
    const unfit = originProblem(origin);
    return unfit ? [{ area: "Embedding", message: `EMBED_ORIGINS: ${unfit}`, blocks: true }] : [];
  });
}

export function launchCheck(inputs: LaunchInputs): Finding[] {
  const siteUrl = inputs.env.SITE_URL?.trim() || undefined;
  return [
    ...siteConfigFindings(inputs.site),
    ...buildFindings(inputs.build, siteUrl),
    ...secretFindings(inputs.env),
    ...addressFindings(inputs.env),
    ...reviewFindings(inputs.reviews, inputs.today),
    ...embedFindings(inputs.env),
  ];
}

/** The findings as the command prints them, and its exit code (1 while anything blocks launch). */
export function launchReport(findings: Finding[]): { text: string; exitCode: 0 | 1 } {
  const blocking = findings.filter((f) => f.blocks);
  const notes = findings.filter((f) => !f.blocks);
  const lines: string[] = [];
  if (blocking.length) {
    lines.push(`To do before going live (${blocking.length}):`);
    let area = "";
    for (const f of blocking) {
      if (f.area !== area) lines.push(`  ${(area = f.area)}`);
      lines.push(`    ✗ ${f.message}`);
    }
  }
  if (notes.length) {
    lines.push("Worth knowing:");
    for (const f of notes) lines.push(`    • ${f.area}: ${f.message}`);
  }
  lines.push(
    blocking.length
      ? `Not ready to launch: ${blocking.length} item${blocking.length === 1 ? "" : "s"} above.`
      : "Ready to launch.",
  );
  return { text: lines.join("\n"), exitCode: blocking.length ? 1 : 0 };
}
