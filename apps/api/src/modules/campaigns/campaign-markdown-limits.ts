import { CAMPAIGN_MESSAGES, MARKDOWN_LIMITS, MARKDOWN_MAX_LENGTH } from '@kwacha/shared/staff/campaigns';
import { Lexer, type Token } from 'marked';
import { BLOCK_TAGS } from './campaign-renderer';

/**
 * Why a campaign's Markdown may not be rendered, or undefined when it may (issue 39, docs/product.md
 * §14.6). The lexer recurses once per quote, list or emphasis level, so 9,900 `>` overflowed its stack.
 * DOMPurify on jsdom costs little per element it keeps and far more per element it removes (each removal
 * copies the element's subtree and rebuilds its parent's child list), so deep HTML, long tables (not kept)
 * and very many elements cost it seconds. Within these limits the worst messages found render well inside
 * the worker's time limit; `npm run bench:campaign-markdown` guards that (docs/performance.md §10).
 */
export function campaignMarkdownProblem(
  source: string,
  options: { allowRemoteImages: boolean },
): string | undefined {
  if (source.length > MARKDOWN_MAX_LENGTH) return CAMPAIGN_MESSAGES.markdownLength;
  // Before the lexer, which is what overflows: the quote and list markers opening one line ("> > - 1.").
  if (maxLineNesting(source) > MARKDOWN_LIMITS.nesting) return CAMPAIGN_MESSAGES.markdownNesting;
  const html = htmlShape(source, options.allowRemoteImages);
  if (html.depth > MARKDOWN_LIMITS.htmlNesting) return CAMPAIGN_MESSAGES.markdownHtmlNesting;
  // Each run of emphasis marks counts too: unmatched, each costs the lexer a search for its partner, so
  // too many are refused before it runs.
  const shape: Shape = {
    depth: 0,
    cells: 0,
    elements: html.elements + (source.match(EMPHASIS_RUN)?.length ?? 0),
    allowRemoteImages: options.allowRemoteImages,
  };
  if (shape.elements > MARKDOWN_LIMITS.elements) return CAMPAIGN_MESSAGES.markdownElements;
  try {
    measure(new Lexer({ gfm: true }).lex(source), 0, shape);
  } catch (error) {
    // Nesting the checks above cannot see in the text (emphasis inside emphasis) that still overflows.
    if (error instanceof RangeError) return CAMPAIGN_MESSAGES.markdownNesting;
    throw error;
  }
  if (shape.depth > MARKDOWN_LIMITS.nesting) return CAMPAIGN_MESSAGES.markdownNesting;
  if (shape.cells > MARKDOWN_LIMITS.tableCells) return CAMPAIGN_MESSAGES.markdownTableCells;
  if (shape.elements > MARKDOWN_LIMITS.elements) return CAMPAIGN_MESSAGES.markdownElements;
  return undefined;
}

/** What an element the e-mail leaves out counts against MARKDOWN_LIMITS.elements. */
const LEFT_OUT = 5;
const EMPHASIS_RUN = /[*_~]+/g;

// Container markers at the start of a line: `>`, a bullet or a number followed by a space, and spaces.
const LINE_PREFIX = /^(?:[ \t]*(?:>|[-+*](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/gm;
const MARKER = />|[-+*]|\d{1,9}[.)]/g;

function maxLineNesting(source: string): number {
  let max = 0;
  for (const [prefix] of source.matchAll(LINE_PREFIX)) {
    max = Math.max(max, prefix.match(MARKER)?.length ?? 0);
  }
  return max;
}

// `[^<>]*` stops at the next bracket, so an unclosed `<a` costs no more than the text up to the next tag.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[\s/][^<>]*)?>/g;
const VOID_TAGS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
// Tags HTML closes by itself when another of the same kind opens: `<li>a<li>b` is two items, not two levels.
const SELF_ENDING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option']);

/**
 * Raw HTML in the text: how many tags are open inside one another at the deepest point (an unclosed tag
 * stays open), and what its tags weigh as elements.
 */
function htmlShape(source: string, allowRemoteImages: boolean): { depth: number; elements: number } {
  const kept = new Set<string>(allowRemoteImages ? [...BLOCK_TAGS, 'img'] : BLOCK_TAGS);
  const open: string[] = [];
  let depth = 0;
  let elements = 0;
  for (const [tag, closing, rawName] of source.matchAll(TAG)) {
    const name = (rawName ?? '').toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at !== -1) open.length = at;
      continue;
    }
    elements += kept.has(name) ? 1 : LEFT_OUT;
    if (VOID_TAGS.has(name) || tag.endsWith('/>')) continue;
    if (SELF_ENDING.has(name) && open.at(-1) === name) open.pop();
    open.push(name);
    depth = Math.max(depth, open.length);
  }
  return { depth, elements };
}

// Tokens that hold others inside one another; list items count with their list.
const NESTING = new Set(['blockquote', 'list', 'em', 'strong', 'del', 'link']);
// Tokens that become no element of their own (raw HTML's tags are counted from the text).
const NOT_ELEMENTS = new Set(['text', 'space', 'escape', 'def', 'html', 'table']);
// Elements Markdown writes that the e-mail leaves out, and how many each token writes (`<pre><code>`).
const LEFT_OUT_TOKENS: Record<string, number> = { code: 2, codespan: 1, del: 1, checkbox: 1 };

interface Shape {
  depth: number;
  cells: number;
  elements: number;
  allowRemoteImages: boolean;
}

function measure(tokens: readonly Token[], depth: number, shape: Shape): void {
  for (const token of tokens) {
    const leftOut =
      LEFT_OUT_TOKENS[token.type] ?? (token.type === 'image' && !shape.allowRemoteImages ? 1 : 0);
    if (leftOut > 0) shape.elements += leftOut * LEFT_OUT;
    else if (!NOT_ELEMENTS.has(token.type)) shape.elements += 1;
    const inner = NESTING.has(token.type) ? depth + 1 : depth;
    shape.depth = Math.max(shape.depth, inner);
    if (token.type === 'table') {
      const cells = [...token.header, ...token.rows.flat()];
      shape.cells += cells.length;
      // <table>, <thead>, <tbody>, a <tr> for each row and the cells: none of them kept.
      shape.elements += (3 + 1 + token.rows.length + cells.length) * LEFT_OUT;
      for (const cell of cells) measure(cell.tokens, inner, shape);
    }
    if (token.type === 'list') for (const item of token.items) measure([item], inner, shape);
    if ('tokens' in token && token.tokens) measure(token.tokens, inner, shape);
  }
}
