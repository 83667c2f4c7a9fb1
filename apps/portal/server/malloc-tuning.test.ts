import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MALLOC_TUNING } from './malloc-tuning.ts';

// A real process: it restarts itself in place, then says what it runs with.
const PROGRAM = `
import { restartWithMallocTuning } from ${JSON.stringify(fileURLToPath(new URL('./malloc-tuning.ts', import.meta.url)))};
console.log('start', process.pid);
restartWithMallocTuning();
console.log('run', process.pid, process.env.MALLOC_MMAP_THRESHOLD_, process.argv.slice(1).join(' '));
`;

const run = (env: Record<string, string | undefined>) => {
  const { MALLOC_MMAP_THRESHOLD_: _, ...inherited } = process.env;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', PROGRAM, 'an-argument'], { env: { ...inherited, ...env }, encoding: 'utf8' });
  expect(child.status, child.stderr).toBe(0);
  return child.stdout.trim().split('\n');
};

describe('restartWithMallocTuning', () => {
  it('runs the same program again, in the same process, with the tuning and the same arguments', () => {
    const [first, second, third, ...rest] = run({});
    const pid = first!.split(' ')[1];
    expect(first).toBe(`start ${pid}`);
    // The program ran from the top again, so it printed its start twice: in place, not as a child.
    expect(second).toBe(`start ${pid}`);
    expect(third).toBe(`run ${pid} ${MALLOC_TUNING['MALLOC_MMAP_THRESHOLD_']} an-argument`);
    expect(rest).toEqual([]);
  });

  it("keeps the operator's own allocator settings", () => {
    const [first, second, ...rest] = run({ MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(first).toMatch(/^start \d+$/);
    expect(second).toMatch(/^run \d+ 65536 an-argument$/);
    expect(rest).toEqual([]);
  });
});
