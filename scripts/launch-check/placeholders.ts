/**
 * Recognises the stand-in values a fictional practice is built with, wherever they sit in the site
 * configuration: reserved example domains, Ofcom's drama telephone numbers, identifiers that are
 * all zeros and map positions nobody has checked. Rules, not a list of today's values, so a
 * placeholder added later is caught too.
 */

/** Hosts reserved for documentation and tests (RFC 2606, RFC 6761). */
export function isReservedHost(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  return /(^|\.)example\.(com|org|net)$/.test(h) ||
    /(^|\.)(example|invalid|test|localhost)$/.test(h);
}

/** The host of a URL, an email address or a "Name <address>" sender, if the text is one. */
export function hostOf(text: string): string | undefined {
  const email = text.match(/[^\s<@]+@([a-z0-9.-]+\.[a-z]{2,})>?\s*$/i);
  if (email) return email[1];
  try {
    return /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? new URL(text).hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Ofcom's numbers reserved for drama (never allocated to anyone), as digits without spaces:
 * area-code blocks, 01632 960xxx, 07700 900xxx and the non-geographic drama blocks.
 */
const dramaNumbers = [
  /^01(1[3-8]|21|31|41|51|61)4960\d{3}$/,
  /^0207946\d{4}$/,
  /^02896496\d{3}$/,
  /^02920180\d{3}$/,
  /^01632960\d{3}$/,
  /^07700900\d{3}$/,
  /^08081570\d{3}$/,
  /^09098790\d{3}$/,
  /^03069990\d{3}$/,
];

export function isDramaNumber(text: string): boolean {
  const digits = text.replace(/\D/g, "").replace(/^44/, "0");
  return dramaNumbers.some((range) => range.test(digits));
}

/** An identifier made of six or more zeros, such as GMC 0000000 or App Store id0000000000. */
export function isZeroIdentifier(text: string): boolean {
  return /(^|[^\d])0{6,}($|[^\d])/.test(text);
}

export interface Placeholder {
  /** where in the configuration, e.g. "surgeon.gmcNumber" */
  at: string;
  value: string;
  why: string;
}

/** Every placeholder in a configuration object, by path. */
export function findPlaceholders(config: unknown, at = ""): Placeholder[] {
  if (typeof config === "string") {
    const host = hostOf(config);
    if (host && isReservedHost(host)) {
      return [{ at, value: config, why: `${host} is a reserved example domain` }];
    }
    if (isDramaNumber(config)) {
      return [{ at, value: config, why: "a fictional telephone number (Ofcom drama range)" }];
    }
    if (isZeroIdentifier(config)) {
      return [{ at, value: config, why: "an all-zero placeholder identifier" }];
    }
    return [];
  }
  if (Array.isArray(config)) {
    return config.flatMap((item, i) => findPlaceholders(item, `${at}[${i}]`));
  }
  if (config && typeof config === "object") {
    const record = config as Record<string, unknown>;
    if (record.verified === false && typeof record.latitude === "number") {
      return [{
        at,
        value: `${record.latitude}, ${record.longitude}`,
        why: "map position not yet checked (set verified: true once it is)",
      }];
    }
    return Object.entries(record).flatMap(([key, value]) =>
      findPlaceholders(value, at ? `${at}.${key}` : key)
    );
  }
  return [];
}
