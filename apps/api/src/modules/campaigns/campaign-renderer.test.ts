import { describe, expect, it } from 'vitest';
import { renderCampaignMarkdown } from './campaign-renderer';

const render = (markdown: string, allowRemoteImages = false) =>
  renderCampaignMarkdown(markdown, { allowRemoteImages });

describe('campaign Markdown to safe HTML', () => {
  it('keeps the conservative set: paragraphs, emphasis, lists, h2/h3, quotes, rules and links', async () => {
    const { html } = await render(
      '# Title\n\n### Small\n\n**bold** and *soft*\n\n- a\n- b\n\n1. one\n\n> said\n\n---\n\n[site](https://kwacha.test) [mail](mailto:help@kwacha.test)',
    );
    expect(html).toBe(
      [
        '<h2>Title</h2>',
        '<h3>Small</h3>',
        '<p><strong>bold</strong> and <em>soft</em></p>',
        '<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
        '<ol>\n<li>one</li>\n</ol>',
        '<blockquote>\n<p>said</p>\n</blockquote>',
        '<hr>',
        '<p><a href="https://kwacha.test" rel="noopener noreferrer">site</a> <a href="mailto:help@kwacha.test" rel="noopener noreferrer">mail</a></p>',
      ].join('\n'),
    );
  });

  it.each([
    ['a script', 'Hi <script>alert(1)</script>', /<script|alert/],
    ['an on* attribute', '<p onclick="alert(1)" onmouseover="x()">Hi</p>', /onclick|onmouseover/],
    ['a javascript: link', '[win](javascript:alert(1)) <a href="JaVaScRiPt:alert(1)">x</a>', /javascript/i],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/],
    ['a plain http: link', '[x](http://kwacha.test)', /href/],
    ['a style block and attribute', '<style>p{}</style><p style="color:red">Hi</p>', /style/],
    [
      'an iframe, object and form',
      '<iframe src="https://x.test"></iframe><object></object><form><input></form>',
      /iframe|object|form|input/,
    ],
    ['data and aria attributes', '<p data-track="1" aria-label="x">Hi</p>', /data-|aria-/],
  ])('removes %s', async (_what, markdown, forbidden) => {
    const { html } = await render(markdown);
    expect(html).not.toMatch(forbidden);
  });

  it('strips every image unless remote images are allowed, and then keeps https: images only', async () => {
    const markdown =
      '![banner](https://cdn.kwacha.test/b.png) <img src="http://x.test/p.gif"> <img src=x onerror="alert(1)">';
    expect((await render(markdown)).html).not.toContain('<img');
    const allowed = (await render(markdown, true)).html;
    expect(allowed.match(/<img/g)).toHaveLength(1);
    expect(allowed).toContain(
      '<img src="https://cdn.kwacha.test/b.png" alt="banner" style="max-width:100%;height:auto">',
    );
    expect(allowed).not.toMatch(/onerror|http:\/\/x\.test/);
  });
});

describe('the plain-text version', () => {
  it('has the words without formatting, and every link followed by its address', async () => {
    const { text } = await render(
      '## Offer\n\nRates **down** this *month*: [apply](https://kwacha.test/apply) or write to [us](mailto:help@kwacha.test).\n\n- first\n- second\n  - nested\n\n1. one\n2. two\n\n> quoted\n\n---\n\nSee https://kwacha.test',
    );
    expect(text).toBe(
      [
        'Offer',
        '',
        'Rates down this month: apply (https://kwacha.test/apply) or write to us (help@kwacha.test).',
        '',
        '- first\n- second\n  - nested',
        '',
        '1. one\n2. two',
        '',
        '> quoted',
        '',
        '—',
        '',
        'See https://kwacha.test',
      ].join('\n'),
    );
  });

  it('says nothing of what the HTML lost (a script, a refused link address, a stripped image)', async () => {
    const { text } = await render(
      'Hi <script>alert(1)</script> [x](javascript:alert(1)) ![pic](https://a.test/p.png)',
    );
    expect(text).toBe('Hi x');
  });
});
