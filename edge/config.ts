/**
 * The server's configuration comes from lib/config.ts, the one reader of the environment; this
 * module only names its types for the edge's modules.
 */
export type { AppConfig, AppEnv, KvLocation, NetworkConfig, RateLimit } from "../lib/config.ts";
export { configFromEnv, resolveAppEnv } from "../lib/config.ts";
