/**
 * Reads the `_headers` file the build writes for static hosts (Netlify / Cloudflare Pages syntax),
 * so the local server sends exactly the headers production would.
 */
export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`Malformed _headers line: ${line}`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** A pattern matches its exact path, or with a trailing `*` any path under that prefix. */
function matches(pattern: string, pathname: string): boolean {
  return pattern.endsWith("*") ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;
}

export function headersFor(rules: HeaderRule[], pathname: string): [string, string][] {
  return rules.filter((rule) => matches(rule.pattern, pathname)).flatMap((rule) => rule.headers);
}
