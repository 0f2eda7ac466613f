import type { ReactNode } from "react";
import { type WidgetName, widgetElementAttributes } from "../../widgets/registry.ts";

/**
 * The placeholder a widget mounts into (widgets/registry.ts names them): `data-widget` and, where
 * the widget loads on interaction, `data-widget-load`. `children` is what shows until it mounts and
 * without JavaScript; the `widget-slot-<name>` class holds the widget's room (pages/styles).
 */
export function WidgetSlot({ name, children }: { name: WidgetName; children?: ReactNode }) {
  return <div className={`widget-slot widget-slot-${name}`} {...widgetElementAttributes(name)}>{children}</div>;
}
