import type { ReactNode } from "react";
import { widgetElementAttributes, type WidgetName } from "../../lib/widget-registry.ts";

/**
 * The placeholder a widget mounts into (lib/widget-registry.ts names them): `data-widget` and, where
 * the widget loads on interaction, `data-widget-load`. `children` is what shows until it mounts and
 * without JavaScript; `data` adds the widget's own data attributes; the `widget-slot-<name>` class holds the widget's room (pages/styles).
 */
export function WidgetSlot(
  { name, data, children }: {
    name: WidgetName;
    data?: Record<`data-${string}`, string>;
    children?: ReactNode;
  },
) {
  return (
    <div className={`widget-slot widget-slot-${name}`} {...widgetElementAttributes(name)} {...data}>
      {children}
    </div>
  );
}
