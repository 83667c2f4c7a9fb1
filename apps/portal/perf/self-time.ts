// A V8 .cpuprofile by function: self time (each sample charged to the function on top of the
// stack) and total time (charged once to every function on the stack), over the samples of a time
// window, with the largest shares listed; nodes of one function (name, file, line) are summed.
export interface CpuProfile {
  readonly nodes: ReadonlyArray<{
    readonly id: number;
    readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
    readonly children?: readonly number[];
  }>;
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
  readonly startTime: number;
  readonly endTime: number;
}

export interface Share {
  readonly function: string;
  readonly where: string;
  readonly share: number;
}

const shortPath = (url: string) => {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('node_modules/');
  if (modules !== -1) return path.slice(modules + 'node_modules/'.length);
  const apps = path.indexOf('/apps/');
  return apps === -1 ? path : path.slice(apps + 1);
};

/** The samples taken in the profile's last `lastMs` milliseconds (all of them when undefined). */
const windowed = (profile: CpuProfile, lastMs: number | undefined): number[] => {
  if (lastMs === undefined) return [...profile.samples];
  const from = profile.endTime - lastMs * 1000;
  const kept: number[] = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index] ?? 0;
    if (time >= from) kept.push(id);
  });
  return kept;
};

export const profileShares = (profile: CpuProfile, lastMs?: number): { self: Share[]; total: Share[]; byFile: Share[]; samples: number } => {
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const keyOf = (id: number) => {
    const frame = frames.get(id)!;
    const where = frame.url === '' ? '' : `${shortPath(frame.url)}:${frame.lineNumber + 1}`;
    return { key: `${frame.functionName || '(anonymous)'}\u0000${where}`, name: frame.functionName || '(anonymous)', where };
  };
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const byFile = new Map<string, number>();
  const names = new Map<string, { name: string; where: string }>();
  const samples = windowed(profile, lastMs);
  for (const id of samples) {
    if (!frames.has(id)) continue;
    const top = keyOf(id);
    names.set(top.key, top);
    self.set(top.key, (self.get(top.key) ?? 0) + 1);
    const file = top.where === '' ? top.name : top.where.replace(/:\d+$/, '');
    byFile.set(file, (byFile.get(file) ?? 0) + 1);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = keyOf(at);
      if (seen.has(frame.key)) continue;
      seen.add(frame.key);
      names.set(frame.key, frame);
      total.set(frame.key, (total.get(frame.key) ?? 0) + 1);
    }
  }
  const count = samples.length || 1;
  const list = (counts: Map<string, number>) =>
    [...counts]
      .map(([key, n]) => ({ function: names.get(key)?.name ?? key, where: names.get(key)?.where ?? '', share: n / count }))
      .sort((a, b) => b.share - a.share);
  return {
    self: list(self),
    total: list(total),
    byFile: [...byFile].map(([file, n]) => ({ function: file, where: '', share: n / count })).sort((a, b) => b.share - a.share),
    samples: samples.length,
  };
};

const percent = (share: number) => `${(share * 100).toFixed(1).padStart(5)} %`;
const rows = (shares: readonly Share[], top: number) => shares.slice(0, top).map((row) => `${percent(row.share)}  ${row.function}  ${row.where}`);

/** Self time, self time by file, and total time of the portal's own functions (its build's files). */
export const profileTables = (profile: CpuProfile, top: number, lastMs?: number): string => {
  const shares = profileShares(profile, lastMs);
  return [
    `${shares.samples} samples`,
    'self time by function:',
    ...rows(shares.self, top),
    '',
    'self time by file:',
    ...rows(shares.byFile, top),
    '',
    "total time of the portal's own functions:",
    ...rows(
      shares.total.filter((row) => row.where.startsWith('apps/portal/build/')),
      top,
    ),
  ].join('\n');
};
