import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '/work/bench-wt/bench/lib/free-port.mjs';
import { startApi } from '/work/bench-wt/bench/lib/processes.mjs';

const api = await startApi('/work/bench-wt', await freePort());
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  for (const p of (process.argv[2] ?? '/,/help,/fast-track/search').split(',')) {
    const r = await lighthouse(`${api.url}${p}`, { port: chrome.port, output: 'json', logLevel: 'error' });
    const lhr = r.lhr;
    writeFileSync(`/tmp/lh/${p.replace(/\W/g, '_')}.json`, JSON.stringify(lhr));
    console.log(
      p,
      Object.values(lhr.categories)
        .map((c) => `${c.id} ${Math.round(c.score * 100)}`)
        .join(' · '),
    );
    for (const c of Object.values(lhr.categories))
      for (const ref of c.auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1)
          console.log('   ', c.id, a.id, a.score, a.displayValue ?? '');
      }
  }
} finally {
  await chrome.kill();
  await api.stop();
}
