/**
 * Campaign Markdown at its limits (issue 39: "bound nesting and size before parsing … so every input renders
 * in well under a second"). Renders, in this thread, a normal campaign and the worst messages found within
 * the limits of docs/product.md §14.6, each filling the 10,000 characters, and shows how the messages past
 * a limit are refused. `npm run bench:campaign-markdown`. Exits 1 when a message within the limits takes
 * 1 second or more (median of 3); the worker stops a render at MARKDOWN_LIMITS.renderMs anyway.
 */

import { performance } from 'node:perf_hooks';
import { MARKDOWN_MAX_LENGTH } from '@kwacha/shared/staff/campaigns';
import { campaignMarkdownProblem } from '../modules/campaigns/campaign-markdown-limits';
import { renderCampaignMarkdown } from '../modules/campaigns/campaign-renderer';

const BUDGET_MS = 1_000;
const fill = (unit: string) => unit.repeat(Math.floor(MARKDOWN_MAX_LENGTH / unit.length));
const nestedList = Array.from({ length: 20 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n');

const NORMAL =
  '# Rainy season offer\n\nDear borrower,\n\n**Lower rates** for *salary* loans:\n\n- smaller fees\n- faster payouts\n\n> Pay on time and save.\n\n[Apply now](https://kwacha.test/apply)\n';

const CASES: [string, string][] = [
  ['normal campaign', NORMAL],
  ['the issue: 9,900 `>`', '>'.repeat(9_900)],
  ['the issue: a 10,000-character table', `|a|b|\n|-|-|\n${'|x|y|\n'.repeat(1_664)}`],
  ['the issue: 1,980 nested <div>', '<div>'.repeat(1_980)],
  ['quotes 20 deep, repeated', fill(`${'> '.repeat(20)}text\n\npara\n\n`)],
  ['lists 20 deep by indentation, repeated', fill(`${nestedList}\n\n`)],
  ['tables of 100 cells', `${'|h|h|\n|-|-|\n'}${'|c|c|\n'.repeat(49)}`],
  ['<div> 20 deep, repeated', fill(`${'<div>'.repeat(20)}x${'</div>'.repeat(20)}\n`)],
  ['removed tags: 190 <span>', '<span>a</span>\n'.repeat(190)],
  ['15 <div> around 180 <span>', `${'<div>'.repeat(15)}${'<span>a</span>'.repeat(180)}`],
  ['kept tags: <strong> 20 deep', fill(`${'<strong>'.repeat(20)}x${'</strong>'.repeat(20)}\n`)],
  ['bare links', fill('https://kwacha.test ')],
  ['emphasis runs', '*a_'.repeat(330) + 'b'.repeat(9_000)],
  ['800 list items', '- a\n'.repeat(800)],
  ['2,500 list items', fill('- a\n')],
  ['code fences', fill('```\na\n```\n')],
];

async function median(source: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    await renderCampaignMarkdown(source, { allowRemoteImages: false });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[1] ?? 0;
}

await renderCampaignMarkdown(NORMAL, { allowRemoteImages: false }); // loads jsdom
let slowest = 0;
for (const [name, source] of CASES) {
  const started = performance.now();
  const problem = campaignMarkdownProblem(source, { allowRemoteImages: false });
  const checked = performance.now() - started;
  if (problem) {
    console.info(`${name.padEnd(40)} refused in ${checked.toFixed(1)} ms: ${problem}`);
    continue;
  }
  const ms = await median(source);
  slowest = Math.max(slowest, ms);
  console.info(`${name.padEnd(40)} checked in ${checked.toFixed(1)} ms, rendered in ${ms.toFixed(0)} ms`);
}
console.info(`slowest within the limits: ${slowest.toFixed(0)} ms (budget ${BUDGET_MS} ms)`);
process.exitCode = slowest < BUDGET_MS ? 0 : 1;
