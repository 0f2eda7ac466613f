import { writeFileSync } from "node:fs";
import { svgDoc } from "./svg.ts";
import { meniscusTop } from "./anatomy/meniscus-top.ts";
import { hip } from "./anatomy/hip.ts";
const v = {
  a: meniscusTop({ tear: true }),
  b: hip(),
  c: hip({ implant: true }),
};
for (const [k, body] of Object.entries(v)) writeFileSync(`/tmp/try-${k}.svg`, svgDoc({ width: 800, height: 600, title: "t", body }));
