/**
 * Whether a remote built against contracts `declared` can run against the gateway's contracts
 * `current`: same major version, and not newer in minor (a remote must not call endpoints or rely
 * on fields this gateway does not have yet). Patch levels never matter.
 */
const parse = (v: string) => {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(v.trim());
  return m ? { major: Number(m[1]), minor: Number(m[2]) } : undefined;
};

export function isCompatibleContracts(declared: string, current: string): boolean {
  const a = parse(declared);
  const b = parse(current);
  return !!a && !!b && a.major === b.major && a.minor <= b.minor;
}
