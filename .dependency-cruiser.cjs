/**
 * The import directions, checked by dependency-cruiser in `npm test` (the "imports" suite):
 *
 *   scripts → edge → pages → widgets, and all of them → content → lib
 *
 * content and lib import no other layer; widgets and the edge import neither each other nor
 * pages/ (they speak over HTTP), with one exception: the edge renders the no-JS enquiry form's
 * problem page with the site's own view. No module may be part of an import cycle, production
 * code may not import a devDependency, and every import must resolve.
 */
const layers = ["content", "lib", "pages", "widgets", "edge", "scripts", "tests"];
const except = (...allowed) => `^(${layers.filter((l) => !allowed.includes(l)).join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: each module of it needs the others loaded first.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "content-imports-only-lib",
      comment: "content/ is data: it may import lib/ (and zod), nothing else of ours.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: except("content", "lib") },
    },
    {
      name: "lib-imports-no-layer",
      comment: "lib/ is the bottom layer: every layer imports it, it imports none.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: except("lib") },
    },
    {
      name: "widgets-stay-in-the-browser",
      comment: "Widgets speak to the edge over HTTP and never import pages/, the edge or scripts/.",
      severity: "error",
      from: { path: "^widgets/" },
      to: { path: except("widgets", "content", "lib") },
    },
    {
      name: "edge-imports-no-pages-or-widgets",
      comment: "The edge imports content/ and lib/ only; the one exception is the no-JS " +
        "forms' problem pages (enquiry, story, data request), views of the site's own.",
      severity: "error",
      from: { path: "^edge/" },
      to: {
        path: except("edge", "content", "lib"),
        pathNot:
          "^pages/(views/(EnquiryProblem|StoryProblem|DataRequestProblem)|components/StoryFormPlain)\\.tsx$",
      },
    },
    {
      name: "pages-import-down",
      comment: "pages/ may use widgets' placeholders, content/ and lib/, never the edge or scripts/.",
      severity: "error",
      from: { path: "^pages/" },
      to: { path: except("pages", "widgets", "content", "lib") },
    },
    {
      name: "no-dev-dependency-in-production",
      comment: "The build and the server run with dependencies only: a devDependency is for tests.",
      severity: "error",
      from: { path: "^(content|lib|pages|widgets|edge|scripts/build)", pathNot: "\\.d\\.ts$" },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "not-to-unresolvable",
      comment: "An import that resolves to nothing.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Type-only imports count: a cycle or a wrong direction through types is still one.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
      mainFields: ["module", "main", "types"],
    },
  },
};
