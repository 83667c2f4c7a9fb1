// One Lighthouse run (mobile, its simulated 4× phone) of a page whose renderer is slowed for real by
// Chromium's CPU throttling first, as WebPageTest runs Lighthouse on a throttled device: a child
// process of lighthouse.ts, since the CLI opens a page of its own that cannot be throttled before it
// loads. Lighthouse keeps a CPU rate set before it (it clears only the network's in simulated mode),
// and its benchmarkIndex, measured in the same page, then reads the slowed host.
//   node lighthouse-on-throttled-page.ts <url> <rate> <output folder>
// Writes run.json (the report) and run-0.trace.json (the trace), as the CLI's --save-assets does.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS } from './lighthouse.ts';

const [url, rateText, folder] = process.argv.slice(2);
const rate = Number(rateText);
if (url === undefined || folder === undefined || !(rate >= 1)) throw new Error('usage: lighthouse-on-throttled-page.ts <url> <rate ≥ 1> <output folder>');

const browser = await puppeteer.launch({
  executablePath: process.env['CHROME_PATH'] || '/usr/bin/chromium',
  headless: true,
  args: CHROME_FLAGS.split(' ').filter((flag) => flag !== '--headless'),
});
try {
  const page = await browser.newPage();
  // The session stays attached through the run: a closed one takes its throttling with it.
  const session = await page.createCDPSession();
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  const result = await lighthouse(url, { output: 'json', onlyCategories: ['performance', 'accessibility'], logLevel: 'error' }, undefined, page);
  if (result === undefined) throw new Error(`lighthouse ${url} gave no result`);
  writeFileSync(join(folder, 'run.json'), JSON.stringify(result.lhr));
  writeFileSync(join(folder, 'run-0.trace.json'), JSON.stringify(result.artifacts.Trace));
  await session.detach();
} finally {
  await browser.close();
}
