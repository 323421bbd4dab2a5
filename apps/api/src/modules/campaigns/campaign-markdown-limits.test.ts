import { MARKDOWN_MAX_LENGTH } from '@kwacha/shared/staff/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { renderCampaignOffThread } from './campaign-render-thread';
import { renderCampaignMarkdown } from './campaign-renderer';
import { campaignCalls, draft } from './testing/campaign-calls';

// Issue 39: Markdown a superuser saves or previews could crash or stall the API. Each limit of
// docs/product.md §14.6 is a 400 on `markdown` that names it, on saving, editing and previewing.

let t: TestApp;
let api: ReturnType<typeof campaignCalls>;

beforeAll(async () => {
  t = await createTestApp();
  const superuser = await signedInStaff(t, 'superuser');
  api = campaignCalls(t, superuser.token);
});
afterAll(() => t.close());

const NESTING = 'The message is nested too deeply (at most 20 levels).';
const HTML_NESTING = "The message's HTML is nested too deeply (at most 20 tags inside one another).";
const TABLE = "The message's tables are too large (at most 100 cells in all).";
const PARTS =
  'The message has too many parts (at most 1,000 paragraphs, list items, links, tags and the like).';

/** A table of two columns filling the 10,000 characters a message may have. */
const longTable = `|a|b|\n|-|-|\n${'|x|y|\n'.repeat(1664)}`;

describe('campaign Markdown past its limits', () => {
  it.each([
    ['9,900 quote marks (overflowed the parser: a 500)', '>'.repeat(9_900), NESTING],
    ['a 10,000-character table (held the process 34 s)', longTable, TABLE],
    ['1,980 nested <div> tags (12 s)', '<div>'.repeat(1_980), HTML_NESTING],
    ['lists nested 21 deep', `${'- '.repeat(21)}item`, NESTING],
    ['emphasis nested thousands deep', `${'*'.repeat(4_999)}a${'*'.repeat(4_999)}`, NESTING],
    ['2,500 list items', '- a\n'.repeat(2_500), PARTS],
  ])('refuses %s with a 400 naming the limit', async (_what, markdown, message) => {
    expect(markdown.length).toBeLessThanOrEqual(10_000);
    const created = await api.call('POST', '', draft({ markdown }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toMatchObject({
      success: false,
      message,
      error: { code: 'VALIDATION_ERROR', details: [expect.objectContaining({ field: 'markdown', message })] },
    });
    const preview = await api.call('POST', '/preview', { subject: 'Offer', markdown });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe(message);
  });

  it('refuses an edit past a limit and leaves the draft as it was', async () => {
    const campaign = await api.create();
    const res = await api.call('PUT', `/${campaign.id}`, draft({ markdown: '>'.repeat(9_900) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NESTING);
    expect((await api.get(campaign.id)).html).toBe(campaign.html);
  });

  it('renders a campaign within the limits as before, quotes and lists 20 deep included', async () => {
    const markdown = [
      '# Rainy season offer',
      'Lower rates **this month**, *only* for you. [Apply now](https://kwacha.test/apply-loan)',
      '- fast payouts\n- small fees\n  - nested',
      `${'> '.repeat(20)}deep`,
      '<p>Raw <strong>HTML</strong> too</p>',
    ].join('\n\n');
    const res = await api.call('POST', '/preview', { subject: 'Offer', markdown });
    expect(res.statusCode).toBe(200);
    const inThread = await renderCampaignMarkdown(markdown, { allowRemoteImages: false });
    expect(res.json().data.html).toContain(inThread.html);
    expect(res.json().data.text).toContain(inThread.text);
    expect(inThread.html).toContain('<h2>Rainy season offer</h2>');
  });

  it('stops a render past its time limit with a 400, and the next render works', async () => {
    // A message within the limits that takes the parser many milliseconds (quotes 20 deep, 10,000
    // characters of them): a 1 ms limit stops it whatever the machine's speed.
    const unit = `${'> '.repeat(20)}text\n\npara\n\n`;
    const slow = renderCampaignOffThread(unit.repeat(Math.floor(MARKDOWN_MAX_LENGTH / unit.length)), {
      allowRemoteImages: false,
      limitMs: 1,
    });
    await expect(slow).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The message is too complex to prepare. Make it shorter or simpler.',
    });
    const next = await renderCampaignOffThread('Hello **there**', { allowRemoteImages: false });
    expect(next.html).toBe('<p>Hello <strong>there</strong></p>');
  });
});
