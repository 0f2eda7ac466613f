#!/usr/bin/env node
/**
 * `npm run audit`: builds the site, serves it in production mode, and runs Lighthouse (mobile,
 * default simulated throttling) in Debian's Chromium on every route of the route table — three
 * runs each, the median kept. Writes audit/report.json and audit/report.md: per route the four
 * category scores, FCP, LCP (and the LCP element), CLS, TBT and the bytes transferred by kind.
 *
 * Comparison mode: AUDIT_COMPARE_URL=<origin of another site> audits the same routes of that
 * site in the same run, route by route (this site, then the other), and reports both sites' FCP
 * and LCP side by side with their ratio — e.g. an earlier build of this site, served elsewhere.
 * AUDIT_COMPARE_LABEL names it in the report (default: its URL).
 *
 * Options (environment): AUDIT_RUNS (default 3), AUDIT_ONLY (comma-separated paths),
 * CHROMIUM_PATH (default /usr/bin/chromium), AUDIT_SKIP_BUILD=1 to audit the existing dist/,
 * AUDIT_COMPARE_URL, AUDIT_COMPARE_LABEL.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.AUDIT_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const categories = ["performance", "accessibility", "best-practices", "seo"];
const compareUrl = process.env.AUDIT_COMPARE_URL?.replace(/\/$/, "");
const compareLabel = process.env.AUDIT_COMPARE_LABEL ?? compareUrl;

const port = await new Promise((resolve) => {
  const server = createServer().listen(0, "127.0.0.1", () => {
    const { port } = server.address();
    server.close(() => resolve(port));
  });
});
const origin = `http://127.0.0.1:${port}`;

if (!process.env.AUDIT_SKIP_BUILD) {
  const build = spawnSync(process.execPath, [
    join(root, "node_modules/.bin/tsx"),
    "scripts/build.ts",
  ], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SITE_URL: origin },
  });
  if (build.status !== 0) process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(root, "dist/_site.json"), "utf8"));
const only = process.env.AUDIT_ONLY?.split(",").map((p) => p.trim());
const paths = manifest.routes.map((r) => r.path).filter((p) => !only || only.includes(p));
// Pages that ask search engines not to index them (the no-JavaScript enquiry confirmation, the
// surgeon's /embed tool): Lighthouse's SEO score counts that against them, by design.
const noindexPaths = new Set(
  manifest.routes
    .filter((r) =>
      /<meta name="robots" content="noindex/.test(readFileSync(join(root, "dist", r.file), "utf8"))
    )
    .map((r) => r.path),
);
const explain = (path, audit) =>
  audit.startsWith("is-crawlable:") && noindexPaths.has(path)
    ? `${audit} — deliberate: the page carries \`noindex\` and is left out of the sitemap, because it is not a page a patient should land on from a search`
    : audit;

const server = spawn(join(root, "node_modules/.bin/deno"), ["run", "-A", "edge/main.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    APP_ENV: "production",
    PORT: String(port),
    SITE_URL: origin,
    DATA_DIR: mkdtempSync(join(tmpdir(), "audit-data-")),
    STORY_SIGNING_SECRET: "audit-secret-audit-secret-audit-secret",
    RESEND_API_KEY: "audit-not-used",
    RESEND_BASE_URL: "http://127.0.0.1:9",
    MAIL_FROM: "Audit <audit@example.com>",
  },
});
process.on("exit", () => server.kill("SIGKILL"));
for (let i = 0;; i++) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch { /* starting */ }
  if (i > 200) throw new Error("the server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

/** Bytes transferred by kind, from Lighthouse's resource summary. */
function bytesByKind(lhr) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const pick = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  return {
    html: pick("document"),
    css: pick("stylesheet"),
    js: pick("script"),
    images: pick("image"),
    fonts: pick("font"),
    total: pick("total"),
  };
}

function failingAudits(lhr) {
  const out = {};
  for (const category of categories) {
    out[category] = lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) =>
        `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`
      );
  }
  return out;
}

/** What Lighthouse says the LCP element is, in a few words. */
function lcpElement(lhr) {
  const node = lhr.audits["lcp-breakdown-insight"]?.details?.items?.find((item) =>
    item.type === "node"
  );
  return node
    ? `${node.snippet?.match(/^<[a-z0-9]+/i)?.[0]?.slice(1) ?? "?"}: ${node.nodeLabel ?? ""}`.slice(
      0,
      80,
    )
    : "";
}

/** Lighthouse `runs` times on one URL (a fresh Chrome per URL), the median run summarised. */
async function auditUrl(url, path) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const lhrs = [];
  try {
    // Lighthouse now and then loses the trace of a load (NO_NAVSTART, NO_FCP): such a run
    // measured nothing, so it is repeated rather than counted.
    for (let attempt = 0; lhrs.length < runs; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
      });
      const error = result.lhr.runtimeError;
      if (!error && result.lhr.audits["first-contentful-paint"]?.numericValue !== undefined) {
        lhrs.push(result.lhr);
      } else if (attempt >= runs + 3) {
        throw new Error(`${url}: Lighthouse failed repeatedly (${error?.code ?? "no FCP"})`);
      } else {
        console.warn(`${url}: run repeated (${error?.code ?? "no FCP"})`);
      }
    }
  } finally {
    await chrome.kill();
  }
  const lhr = computeMedianRun(lhrs);
  return {
    path,
    scores: Object.fromEntries(
      categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)]),
    ),
    fcpMs: Math.round(lhr.audits["first-contentful-paint"].numericValue),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    lcpElement: lcpElement(lhr),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    bytes: bytesByKind(lhr),
    belowFull: failingAudits(lhr),
  };
}

const results = [];
const compared = [];
for (const path of paths) {
  const row = await auditUrl(origin + encodeURI(path), path);
  results.push(row);
  console.log(
    `${path}: ${
      categories.map((c) => `${c} ${row.scores[c]}`).join(", ")
    }; FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, CLS ${row.cls}, TBT ${row.tbtMs} ms`,
  );
  if (compareUrl) {
    const other = await auditUrl(compareUrl + encodeURI(path), path);
    compared.push(other);
    console.log(
      `${path} on ${compareLabel}: FCP ${other.fcpMs} ms, LCP ${other.lcpMs} ms, CLS ${other.cls}`,
    );
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)}`;

/** This site's FCP and LCP next to the other site's, route by route, measured in the same run. */
function comparisonTable(ours, { label, routes }) {
  const ratio = (a, b) => (b ? (a / b).toFixed(2) : "–");
  return [
    `## Compared with ${label}`,
    "",
    `Same routes, same run, same settings (median of ${runs}); ratio = this site ÷ ${label}.`,
    "",
    `| route | FCP ms | FCP ms, ${label} | ratio | LCP ms | LCP ms, ${label} | ratio | CLS | CLS, ${label} |`,
    "|---|---|---|---|---|---|---|---|---|",
    ...ours.map((r) => {
      const o = routes.find((c) => c.path === r.path);
      return `| \`${r.path}\` | ${r.fcpMs} | ${o.fcpMs} | ${
        ratio(r.fcpMs, o.fcpMs)
      } | ${r.lcpMs} | ${o.lcpMs} | ${ratio(r.lcpMs, o.lcpMs)} | ${r.cls} | ${o.cls} |`;
    }),
    "",
  ];
}
const worst = Object.fromEntries(categories.map((c) => {
  const w = results.reduce((a, b) => (b.scores[c] < a.scores[c] ? b : a));
  return [c, { path: w.path, score: w.scores[c] }];
}));
const generatedAt = new Date().toISOString();
mkdirSync(join(root, "audit"), { recursive: true });
const comparison = compareUrl
  ? { label: compareLabel, url: compareUrl, routes: compared }
  : undefined;
writeFileSync(
  join(root, "audit/report.json"),
  JSON.stringify(
    {
      generatedAt,
      runs,
      lighthouse: "13",
      formFactor: "mobile",
      throttling: "simulated (default)",
      worst,
      routes: results,
      comparison,
    },
    null,
    2,
  ) + "\n",
);

const lines = [
  "# Lighthouse audit",
  "",
  `Generated ${generatedAt} by \`npm run audit\`: Lighthouse 13, mobile, default simulated throttling, Debian Chromium, production mode; median of ${runs} runs per route. Bytes are transferred (compressed) KB.`,
  "",
  "| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | CLS | TBT ms | HTML | CSS | JS | images | fonts | LCP element |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...results.map((r) =>
    `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${
      r.scores["best-practices"]
    } | ${r.scores.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${kb(r.bytes.html)} | ${
      kb(r.bytes.css)
    } | ${kb(r.bytes.js)} | ${kb(r.bytes.images)} | ${kb(r.bytes.fonts)} | ${
      r.lcpElement.replace(/\|/g, "\\|")
    } |`
  ),
  "",
  ...(comparison ? comparisonTable(results, comparison) : []),
  "## Worst route per category",
  "",
  ...categories.map((c) => `- ${c}: \`${worst[c].path}\` (${worst[c].score})`),
  "",
  "## Targets (issue 21)",
  "",
  `- LCP ≤ 800 ms: ${
    results.filter((r) => r.lcpMs > 800).map((r) => `\`${r.path}\` ${r.lcpMs} ms`).join(", ") ||
    "every route"
  }${results.some((r) => r.lcpMs > 800) ? " over" : ""}.`,
  `- CLS 0.00: ${
    results.filter((r) => r.cls >= 0.005).map((r) => `\`${r.path}\` ${r.cls}`).join(", ") ||
    "every route"
  }${results.some((r) => r.cls >= 0.005) ? " over" : ""}.`,
  "",
  "## What keeps a route below 100",
  "",
];
const below = results.filter((r) => categories.some((c) => r.scores[c] < 100));
if (below.length === 0) lines.push("Nothing: every route scores 100 in all four categories.");
for (const r of below) {
  lines.push(`### \`${r.path}\``);
  for (const c of categories) {
    if (r.scores[c] < 100) {
      lines.push(
        `- ${c} ${r.scores[c]}: ${
          r.belowFull[c].map((a) => explain(r.path, a)).join("; ") || "(score rounding)"
        }`,
      );
    }
  }
  lines.push("");
}
writeFileSync(join(root, "audit/report.md"), lines.join("\n") + "\n");
console.log(
  `\nWrote audit/report.md and audit/report.json (${results.length} routes). Worst: ${
    categories.map((c) => `${c} ${worst[c].score} on ${worst[c].path}`).join("; ")
  }`,
);
server.kill("SIGTERM");
