/** The two procedure hubs (/knee-procedures and /hip-procedures). */
import { hipProcedures } from "./procedures/hip-procedures.ts";
import { kneeProcedures } from "./procedures/knee-procedures.ts";
import type { ProcedureHub } from "./procedures/schema.ts";

export const procedureHubs: ProcedureHub[] = [
  kneeProcedures,
  hipProcedures,
];
