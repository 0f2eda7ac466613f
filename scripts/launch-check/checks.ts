/**
 * Everything still to do before the site goes live, as findings. A finding that `blocks` keeps
 * `npm run launch-check` from passing; the others are worth knowing but optional.
 */
import { isIP } from "node:net";
import {
  type AppConfig,
  configFromEnv,
  type DataHosting,
  parseDataHosting,
  parseOrigin,
  productionProblems,
} from "../../lib/config.ts";
import {
  type BuildOrigin,
  buildOriginProblem,
  dataHostingProblem,
} from "../../edge/build-origin.ts";
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
    | "Data hosting"
    | "Data protection"
    | "Clinical review dates"
    | "Embedding";
  message: string;
  blocks: boolean;
}

export interface LaunchInputs {
  site: SiteConfig;
  /** the environment the deployment will run with */
  env: Record<string, string | undefined>;
  /** the build to deploy, where it is, and where its privacy notice says the data is stored */
  build: { dir: string; origin: BuildOrigin; dataHosting?: DataHosting };
  reviews: PageReview[];
  today: Date;
}

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
  // The data-protection details have findings of their own (dataProtectionFindings).
  return findPlaceholders({ ...site, dataProtection: undefined }).map((p) => ({
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
  const findings: Finding[] = productionProblems(env).map(({ problem }) => ({
    area: "Environment",
    message: problem,
    blocks: true,
  }));
  if (env.SITE_URL?.trim()) {
    let unfit: string | undefined;
    try {
      unfit = originProblem(parseOrigin("SITE_URL", env.SITE_URL));
    } catch (error) {
      unfit = (error as Error).message;
    }
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

/** The deployment's settings as the server will read them, or the error that stops it. */
function productionConfig(env: LaunchInputs["env"]): AppConfig | Finding {
  try {
    return configFromEnv({ ...env, APP_ENV: "production" });
  } catch (error) {
    return { area: "Environment", message: (error as Error).message, blocks: true };
  }
}

function addressFindings(config: AppConfig, env: LaunchInputs["env"]): Finding[] {
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

/** The privacy notice must say truthfully where patients' data is stored (DATA_HOSTING). */
function hostingFindings(env: LaunchInputs["env"], build: LaunchInputs["build"]): Finding[] {
  let hosting: DataHosting;
  try {
    hosting = parseDataHosting(env);
  } catch (error) {
    return [{ area: "Data hosting", message: (error as Error).message, blocks: true }];
  }
  if (!hosting.stated) {
    return [{
      area: "Data hosting",
      message:
        'DATA_HOSTING is not set: say where patients\' data is stored ("deno-deploy", or "self-hosted:<town, country>"), for the build and the server, so the privacy notice names it',
      blocks: true,
    }];
  }
  const problem = dataHostingProblem(hosting, build.dataHosting, build.dir);
  if (problem) return [{ area: "Data hosting", message: problem, blocks: true }];
  return [{
    area: "Data hosting",
    message: `patients' data is stored in ${hosting.location}${
      hosting.outsideUk ? " (outside the UK: the privacy notice states the transfer)" : ""
    }`,
    blocks: false,
  }];
}

/**
 * What the privacy notice says of the practice itself: the controller, its registration with the
 * ICO and the data-protection contact (content/site.ts `dataProtection`). A stand-in blocks; the
 * rest is listed for the practice to confirm, with the transfer safeguards the notice relies on.
 */
function dataProtectionFindings(site: SiteConfig): Finding[] {
  const { controller, icoRegistrationNumber, contact } = site.dataProtection;
  const placeholders = findPlaceholders(site.dataProtection, "dataProtection");
  const findings: Finding[] = placeholders.map((p) => ({
    area: "Data protection",
    message: p.at === "dataProtection.icoRegistrationNumber"
      ? `the ICO registration number is "${p.value}", a placeholder: give the controller's number from the ICO's register of data protection fee payers (ico.org.uk); the privacy notice shows it (content/site.ts dataProtection.icoRegistrationNumber)`
      : `the data-protection contact's ${
        p.at.endsWith("phone.display") ? "phone number" : p.at.split(".").at(-1)
      } is "${p.value}": ${p.why}; give the contact patients write to about their data, who also receives the requests made on /privacy (content/site.ts dataProtection.contact)`,
    blocks: true,
  }));
  findings.push({
    area: "Data protection",
    message:
      `the privacy notice names ${controller} as the controller (ICO registration ${icoRegistrationNumber}) and ${contact.name} (${contact.email}, ${contact.phone.display}) as the data-protection contact: confirm each; and confirm with Deno, Resend and (if the chat uses it) Google which safeguard covers the transfer of patients' details to the United States`,
    blocks: false,
  });
  return findings;
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

function embedFindings(config: AppConfig): Finding[] {
  const origins = config.embedOrigins === "*" ? ["*"] : config.embedOrigins;
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
  const config = productionConfig(inputs.env);
  const settings = "area" in config ? [config] : [
    ...addressFindings(config, inputs.env),
    ...embedFindings(config),
  ];
  const siteUrl = "area" in config || !inputs.env.SITE_URL?.trim() ? undefined : config.siteUrl;
  return [
    ...siteConfigFindings(inputs.site),
    ...dataProtectionFindings(inputs.site),
    ...buildFindings(inputs.build, siteUrl),
    ...secretFindings(inputs.env),
    ...hostingFindings(inputs.env, inputs.build),
    ...settings,
    ...reviewFindings(inputs.reviews, inputs.today),
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
