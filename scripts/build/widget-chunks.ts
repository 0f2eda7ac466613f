/**
 * An esbuild plugin that ships each widget as two files: its own chunk, with every module of ours it
 * imports, and the Preact runtime all the widgets share (preact, its hooks and widgets/shared/shadow.ts
 * with what that imports), which a page showing two widgets fetches once.
 *
 * Left to itself, esbuild's code splitting makes a chunk of every set of widgets that share a module:
 * the stars and focus helpers, the API helpers, the email combobox, the reviews' page size each became
 * a chunk of a few hundred bytes, each a request of its own that gzip compresses alone. Issue 6 gives
 * an embedded widget 12 KB gz in all, and those chunks cost the story form about half a kilobyte.
 * So a module that a widget imports (other than the runtime) is loaded in a namespace of that widget's
 * own, `widget:<name>`: esbuild sees one copy per widget and bundles it into the widget's chunk. The
 * price is paid only where two widgets share a page: those few hundred bytes arrive twice.
 */
import { dirname, resolve } from "node:path";
import type { Plugin } from "esbuild";
import { widgetRegistry } from "../../lib/widget-registry.ts";
import { loadWidgetSource } from "./widget-css.ts";

/** What stays in the shared runtime chunk with Preact: the shadow root set-up every widget mounts with. */
const SHARED_RUNTIME = /[\\/]widgets[\\/]shared[\\/]shadow\.ts$/;
const OUR_SOURCE = /\.tsx?$/;
const NAMESPACE = "widget:";

export function widgetChunksPlugin(root: string, target: string[]): Plugin {
  const entries = new Map(
    Object.entries(widgetRegistry).map(([name, widget]) => [resolve(root, widget.module), name]),
  );
  return {
    name: "widget-chunks",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData?.widgetChunksResolving) return undefined;
        const owner = args.namespace.startsWith(NAMESPACE)
          ? args.namespace
          : args.namespace === "file" && entries.has(args.importer)
          ? NAMESPACE + entries.get(args.importer)
          : undefined;
        if (!owner) return undefined;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: { widgetChunksResolving: true },
        });
        if (found.errors.length) return { errors: found.errors };
        const keepShared = SHARED_RUNTIME.test(found.path) || !OUR_SOURCE.test(found.path) ||
          found.path.includes("node_modules");
        return keepShared
          ? { path: found.path, namespace: found.namespace }
          : { path: found.path, namespace: owner };
      });
      for (const name of entries.values()) {
        build.onLoad({ filter: /.*/, namespace: NAMESPACE + name }, async (args) => ({
          ...(await loadWidgetSource(args.path, target)),
          resolveDir: dirname(args.path),
        }));
      }
    },
  };
}
