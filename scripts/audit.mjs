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
 * The HTML-only floor (issue 29): AUDIT_FLOOR=1 also audits, route by route in the same run, a
 * copy of each page without its script (the inline loader of the site script, and any module
 * script), served by a second edge from a copy of the build, so its headers and compression are
 * the site's own. It is what the page would measure if it needed no JavaScript at all; the report
 * gives each route's LCP against it (issue 29's target: within 1.2×).
 *
 * Each route's row also gives the JavaScript bytes transferred before the page's largest paint
 * (requests that started before it in the observed trace; the target is 0) and after it.
 *
 * Options (environment): AUDIT_RUNS (default 3), AUDIT_ONLY (comma-separated paths),
 * CHROMIUM_PATH (default /usr/bin/chromium), AUDIT_SKIP_BUILD=1 to audit the existing build,
 * DIST_DIR (the build to make and audit, as for `npm run build`), AUDIT_COMPARE_URL,
 * AUDIT_COMPARE_LABEL, AUDIT_FLOOR=1, AUDIT_OUT (the report's path without its extension,
 * default audit/report: a partial run can be written beside the full report).
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { get } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
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
const withFloor = Boolean(process.env.AUDIT_FLOOR);
const reportPath = resolve(root, process.env.AUDIT_OUT ?? "audit/report");
const distDir = process.env.DIST_DIR ? resolve(root, process.env.DIST_DIR) : join(root, "dist");

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const port = await freePort();
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
const manifest = JSON.parse(readFileSync(join(distDir, "_site.json"), "utf8"));
const only = process.env.AUDIT_ONLY?.split(",").map((p) => p.trim());
const paths = manifest.routes.map((r) => r.path).filter((p) => !only || only.includes(p));
// Pages that ask search engines not to index them (the no-JavaScript enquiry confirmation, the
// surgeon's /embed tool): Lighthouse's SEO score counts that against them, by design.
const noindexPaths = new Set(
  manifest.routes
    .filter((r) =>
      /<meta name="robots" content="noindex/.test(readFileSync(join(distDir, r.file), "utf8"))
    )
    .map((r) => r.path),
);
const explain = (path, audit) =>
  audit.startsWith("is-crawlable:") && noindexPaths.has(path)
    ? `${audit} — deliberate: the page carries \`noindex\` and is left out of the sitemap, because it is not a page a patient should land on from a search`
    : audit;

/** The edge in production mode on `dist` at `serverPort`, for the build made for `origin`. */
async function startEdge(dist, serverPort) {
  const server = spawn(join(root, "node_modules/.bin/deno"), ["run", "-A", "edge/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      APP_ENV: "production",
      PORT: String(serverPort),
      SITE_URL: origin,
      DIST_DIR: dist,
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
      if ((await fetch(`http://127.0.0.1:${serverPort}/api/health`)).ok) break;
    } catch { /* starting */ }
    if (i > 200) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return server;
}

/**
 * A copy of the build whose pages carry no script: each route's HTML (and the 404 page) without
 * its inline loader of the site script and without any `<script type="module" src>`, recompressed
 * as the build compresses (scripts/build/compress.ts). JSON-LD blocks stay: they are data.
 */
function htmlOnlyCopy(dist) {
  const copy = mkdtempSync(join(tmpdir(), "audit-floor-"));
  process.on("exit", () => rmSync(copy, { recursive: true, force: true }));
  cpSync(dist, copy, { recursive: true });
  for (const file of [...manifest.routes.map((r) => r.file), manifest.notFound]) {
    const path = join(copy, file);
    const html = readFileSync(path, "utf8");
    const stripped = html
      .replace(/<script data-site-script="[^"]*">[\s\S]*?<\/script>/g, "")
      .replace(/<script type="module"[^>]*><\/script>/g, "");
    writeFileSync(path, stripped);
    rmSync(`${path}.br`, { force: true });
    rmSync(`${path}.gz`, { force: true });
    const body = Buffer.from(stripped);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  }
  return copy;
}

await startEdge(distDir, port);
let floorOrigin;
if (withFloor) {
  const floorPort = await freePort();
  await startEdge(htmlOnlyCopy(distDir), floorPort);
  floorOrigin = `http://127.0.0.1:${floorPort}`;
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

/**
 * JavaScript bytes transferred before and after the page's largest contentful paint, as observed
 * in the trace (not simulated): a request counts as before when it started before that paint.
 */
function scriptBytesAroundPaint(lhr) {
  const requests = lhr.audits["network-requests"]?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const start = requests?.debugData?.networkStartTimeTs;
  const lcp = metrics?.observedLargestContentfulPaintTs;
  if (!requests || start === undefined || lcp === undefined) return { before: NaN, after: NaN };
  const paintMs = (lcp - start) / 1000;
  let before = 0;
  let after = 0;
  const afterUrls = [];
  for (const item of requests.items) {
    if (item.resourceType !== "Script") continue;
    if (item.networkRequestTime < paintMs) before += item.transferSize ?? 0;
    else {
      after += item.transferSize ?? 0;
      afterUrls.push(item.url);
    }
  }
  return { before, after, afterUrls };
}

/**
 * The gzipped size of a script's body, as the server sends it to a browser that asks for gzip
 * only: issue 29's budget is "≤ 3 KB gzipped", and a transfer also counts the response headers.
 */
const gzipBodies = new Map();
function gzipBodyBytes(url) {
  if (!gzipBodies.has(url)) {
    gzipBodies.set(
      url,
      new Promise((resolve, reject) => {
        get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
          let bytes = 0;
          response.on("data", (chunk) => bytes += chunk.length);
          response.on("end", () => resolve(bytes));
        }).on("error", reject);
      }),
    );
  }
  return gzipBodies.get(url);
}

async function withGzipAfter({ before, after, afterUrls }) {
  const sizes = await Promise.all((afterUrls ?? []).map(gzipBodyBytes));
  return { before, after, afterGzip: sizes.reduce((sum, n) => sum + n, 0) };
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
    scriptBytes: await withGzipAfter(scriptBytesAroundPaint(lhr)),
    belowFull: failingAudits(lhr),
  };
}

const results = [];
const compared = [];
const floors = [];
for (const path of paths) {
  const row = await auditUrl(origin + encodeURI(path), path);
  results.push(row);
  console.log(
    `${path}: ${
      categories.map((c) => `${c} ${row.scores[c]}`).join(", ")
    }; FCP ${row.fcpMs} ms, LCP ${row.lcpMs} ms, CLS ${row.cls}, TBT ${row.tbtMs} ms`,
  );
  if (floorOrigin) {
    const floor = await auditUrl(floorOrigin + encodeURI(path), path);
    floors.push(floor);
    console.log(`${path}, HTML-only floor: FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms`);
  }
  if (compareUrl) {
    const other = await auditUrl(compareUrl + encodeURI(path), path);
    compared.push(other);
    console.log(
      `${path} on ${compareLabel}: FCP ${other.fcpMs} ms, LCP ${other.lcpMs} ms, CLS ${other.cls}`,
    );
  }
}

const kb = (n) => `${(n / 1024).toFixed(1)}`;
/** Pages that are not content pages: their widgets are their content. */
const widgetPages = new Set(["/patient-success-stories", "/embed"]);
const FLOOR_RATIO = 1.2;

/** Each route's FCP and LCP next to its HTML-only floor's, measured in the same run. */
function floorTable(ours, floorRoutes) {
  return [
    "## Against the HTML-only floor",
    "",
    `Each page and a copy of it without its script (AUDIT_FLOOR), same run, same settings (median of ${runs}); ratio = page ÷ floor (target ≤ ${FLOOR_RATIO}).`,
    "",
    "| route | FCP ms | FCP ms, floor | LCP ms | LCP ms, floor | ratio | CLS | CLS, floor |",
    "|---|---|---|---|---|---|---|---|",
    ...ours.map((r) => {
      const f = floorRoutes.find((c) => c.path === r.path);
      return `| \`${r.path}\` | ${r.fcpMs} | ${f.fcpMs} | ${r.lcpMs} | ${f.lcpMs} | ${
        (r.lcpMs / f.lcpMs).toFixed(2)
      } | ${r.cls} | ${f.cls} |`;
    }),
    "",
  ];
}

/** `- label: every route.` or `- label: the routes that miss it, over.` */
function target(label, misses) {
  return `- ${label}: ${misses.length ? `${misses.join(", ")} over` : "every route"}.`;
}

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
mkdirSync(dirname(reportPath), { recursive: true });
const comparison = compareUrl
  ? { label: compareLabel, url: compareUrl, routes: compared }
  : undefined;
writeFileSync(
  `${reportPath}.json`,
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
      floor: withFloor ? floors : undefined,
    },
    null,
    2,
  ) + "\n",
);

const lines = [
  "# Lighthouse audit",
  "",
  `Generated ${generatedAt} by \`npm run audit\`: Lighthouse 13, mobile, default simulated throttling, Debian Chromium, production mode; median of ${runs} runs per route. Bytes are transferred (compressed) KB; JS before/after LCP: script bytes (transferred, headers included) whose request started before/after the largest contentful paint in the observed trace; JS after LCP, gzip: the same scripts' bodies gzipped, as the server sends them.`,
  "",
  "| route | perf | a11y | best pr. | SEO | FCP ms | LCP ms | CLS | TBT ms | HTML | CSS | JS | JS before LCP | JS after LCP | JS after LCP, gzip | images | fonts | LCP element |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...results.map((r) =>
    `| \`${r.path}\` | ${r.scores.performance} | ${r.scores.accessibility} | ${
      r.scores["best-practices"]
    } | ${r.scores.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${kb(r.bytes.html)} | ${
      kb(r.bytes.css)
    } | ${kb(r.bytes.js)} | ${kb(r.scriptBytes.before)} | ${kb(r.scriptBytes.after)} | ${
      kb(r.scriptBytes.afterGzip)
    } | ${kb(r.bytes.images)} | ${kb(r.bytes.fonts)} | ${r.lcpElement.replace(/\|/g, "\\|")} |`
  ),
  "",
  ...(withFloor ? floorTable(results, floors) : []),
  ...(comparison ? comparisonTable(results, comparison) : []),
  "## Worst route per category",
  "",
  ...categories.map((c) => `- ${c}: \`${worst[c].path}\` (${worst[c].score})`),
  "",
  "## Targets (issues 21 and 29)",
  "",
  target(
    "LCP ≤ 800 ms",
    results.filter((r) => r.lcpMs > 800).map((r) => `\`${r.path}\` ${r.lcpMs} ms`),
  ),
  ...(withFloor
    ? [target(
      `LCP ≤ ${FLOOR_RATIO} × the HTML-only floor`,
      results.flatMap((r) => {
        const floor = floors.find((f) => f.path === r.path).lcpMs;
        return r.lcpMs > FLOOR_RATIO * floor
          ? [`\`${r.path}\` ${r.lcpMs} ms (floor ${floor} ms)`]
          : [];
      }),
    )]
    : []),
  target(
    "Performance 100",
    results.filter((r) => r.scores.performance < 100).map((r) =>
      `\`${r.path}\` ${r.scores.performance}`
    ),
  ),
  target(
    "CLS 0.00",
    results.filter((r) => r.cls >= 0.005).map((r) => `\`${r.path}\` ${r.cls}`),
  ),
  target(
    "JavaScript before the largest paint 0 bytes",
    results.filter((r) => r.scriptBytes.before !== 0).map((r) =>
      `\`${r.path}\` ${r.scriptBytes.before} B`
    ),
  ),
  target(
    "JavaScript after it ≤ 3 KB gzipped on content pages",
    results.filter((r) => !widgetPages.has(r.path) && !(r.scriptBytes.afterGzip <= 3 * 1024))
      .map((r) => `\`${r.path}\` ${r.scriptBytes.afterGzip} B gzipped`),
  ),
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
writeFileSync(`${reportPath}.md`, lines.join("\n") + "\n");
console.log(
  `\nWrote ${reportPath}.md and .json (${results.length} routes). Worst: ${
    categories.map((c) => `${c} ${worst[c].score} on ${worst[c].path}`).join("; ")
  }`,
);
// Ends the servers (the floor's too, whose handle would keep Node running): the exit handlers.
process.exit(0);
