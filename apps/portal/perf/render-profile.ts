// `npm run perf:profile`: where a server render's CPU goes. Starts the demo platform and the built
// portal (React's production builds) in processes of their own, the portal under `node --cpu-prof`,
// loads the given pages at a concurrency for some seconds, stops the portal (which writes its
// profile) and prints, over the measured seconds, the functions with the most self time (name,
// file:line, share of all samples), "(idle)" included, so that time spent waiting (on the platform, on the network)
// shows as the idle share rather than as cost; then the same by file and the total time of the
// portal's own functions. The platform runs in its own process, so its work is not in
// the profile. Flags: --paths=/,/vsechny-hry --seconds=10 --concurrency=20 --top=15 --size=2000
//        --seed=1 --skip-build (the build must exist) --keep (print where the .cpuprofile is kept)
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runLoad } from '@casino/demo-platform/load';
import { startPerfServers, stopPerfServers } from './perf-servers.ts';
import { profileTables, type CpuProfile } from './self-time.ts';

const { values } = parseArgs({
  options: {
    paths: { type: 'string', default: '/,/vsechny-hry' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '20' },
    top: { type: 'string', default: '15' },
    size: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    'skip-build': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const log = (line: string) => process.stderr.write(`profile: ${line}\n`);

if (!values['skip-build']) {
  log('building the portal');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@casino/portal'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the build exited ${code}`))));
  });
}

const paths = values.paths.split(',');
const dir = mkdtempSync(join(tmpdir(), 'casino-profile-'));
const servers = await startPerfServers({ size: Number(values.size), seed: values.seed, portalExecArgv: ['--cpu-prof', `--cpu-prof-dir=${dir}`] });
try {
  const options = { concurrency: Number(values.concurrency), headers: { accept: 'text/html', 'accept-encoding': 'br' } };
  log(`warming up, then ${values.seconds} s at ${values.concurrency} connections over ${paths.join(' ')}`);
  await runLoad(servers.portal.origin, paths, { ...options, durationMs: 2000 });
  const load = await runLoad(servers.portal.origin, paths, { ...options, durationMs: Number(values.seconds) * 1000 });
  log(`${load.requestsPerSecond.toFixed(1)} req/s, p50 ${load.p50Ms.toFixed(0)} ms, ${load.errors} errors`);
} finally {
  await stopPerfServers(servers);
}
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (file === undefined) throw new Error(`the portal wrote no profile into ${dir}`);
const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
console.log(`\nThe portal under load over ${paths.join(' ')}, the measured ${values.seconds} s (start and warm-up left out)`);
console.log(profileTables(profile, Number(values.top), Number(values.seconds) * 1000));
if (values.keep) console.log(`\nprofile: ${join(dir, file)}`);
else rmSync(dir, { recursive: true, force: true });
