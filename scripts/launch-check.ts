/**
 * `npm run launch-check`: lists everything still to do before the site goes live — placeholders in
 * the site configuration, a build made for the wrong origin, missing secrets, example email
 * addresses, clinical reviews falling due and EMBED_ORIGINS — and exits 1 while anything blocks
 * launch. Run it with the environment the deployment will have (see the README's Deploying).
 *
 * Environment: the deployment's variables (SITE_URL, STORY_SIGNING_SECRET, …) and DIST_DIR (the
 * build to deploy, default dist).
 */
import { resolve } from "node:path";
import { readBuildDataHosting, readBuildOrigin } from "../edge/build-origin.ts";
import { resolveDistDir } from "../lib/config.ts";
import { site } from "../content/site.ts";
import { launchCheck, launchReport } from "./launch-check/checks.ts";
import { pageReviewDates } from "./launch-check/review-dates.ts";

const distDir = resolveDistDir(process.env, resolve(import.meta.dirname, ".."));
const findings = launchCheck({
  site,
  env: process.env,
  build: {
    dir: distDir,
    origin: readBuildOrigin(distDir),
    dataHosting: readBuildDataHosting(distDir),
  },
  reviews: await pageReviewDates(),
  today: new Date(),
});
const { text, exitCode } = launchReport(findings);
console.log(text);
process.exitCode = exitCode;
