// Lighthouse on a host like another: its mobile score simulates a phone as the host's CPU slowed 4×,
// so a faster host scores higher for the same page. The host's speed is Lighthouse's benchmarkIndex
// (its own page function, run in the same Chromium just before the run); the slowdown that makes
// this host as slow as one of index `target` is 4 × this host's index / target, the way DevTools'
// CPU calibration scales its presets. Each run prints the index it was calibrated on and the one
// Lighthouse measured during it, so a run whose host changed speed in between shows it.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { launchChromium } from '../e2e/support/chromium.ts';
import { median } from './lighthouse.ts';

/** Lighthouse's mobile CPU slowdown. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** Measured after one run that warms the engine up, as DevTools' calibration does; the median of these. */
const PROBES = 3;

/** The benchmarkIndex of this host now, measured as Lighthouse measures it (about 4 s). */
export const hostBenchmarkIndex = async (): Promise<number> => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const probe = () => page.evaluate<number>(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    await probe();
    const indexes: number[] = [];
    for (let index = 0; index < PROBES; index += 1) indexes.push(await probe());
    return median(indexes);
  } finally {
    await browser.close();
  }
};

/** The CPU slowdown that makes a host of index `hostIndex` simulate a phone as one of index `targetIndex` does. */
export const slowdownFor = (hostIndex: number, targetIndex: number): number => (LIGHTHOUSE_CPU_SLOWDOWN * hostIndex) / targetIndex;
