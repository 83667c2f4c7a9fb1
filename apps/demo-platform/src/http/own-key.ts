// Ids in paths and queries come from anyone: a plain object answers `constructor`, `toString` or
// `__proto__` from its prototype. Every look-up of a request's id reads the record's own keys only.
export const ownValue = <V>(record: Readonly<Record<string, V>>, key: string): V | undefined => (Object.hasOwn(record, key) ? record[key] : undefined);
