import { Marked, type Tokens } from 'marked';

/**
 * A campaign's Markdown as safe HTML and plain text (docs/decisions/015-promotional-campaigns.md). Marked
 * turns Markdown into HTML, raw HTML included; DOMPurify then keeps only a conservative set of tags, links
 * to https: and mailto: only, and no images unless the superuser allowed remote images (an image from
 * another site tells that site who opened the e-mail, and when). The plain text is read from the same
 * sanitised tree, so both versions say the same thing.
 */

export interface RenderedContent {
  html: string;
  text: string;
}

export const BLOCK_TAGS = ['p', 'br', 'strong', 'em', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'hr'];
// https: and mailto: only: no javascript:, data:, http: or relative links (the e-mail has no base URL).
const SAFE_URL = /^(?:https:|mailto:)/i;

// Headings are h2 and h3 only: the e-mail's own title is the one h1.
const markdown = new Marked({
  gfm: true,
  renderer: {
    heading({ tokens, depth }: Tokens.Heading) {
      const level = depth <= 2 ? 2 : 3;
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

/** What this file needs of a DOM node: jsdom's nodes have it (the API is built without DOM types). */
interface TreeNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<TreeNode>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  remove(): void;
  querySelectorAll(selector: string): ArrayLike<TreeNode>;
  innerHTML: string;
}

interface Purifier {
  sanitize(html: string, config: Record<string, unknown>): unknown;
}

let purifier: Promise<Purifier> | undefined;

// jsdom is large: loaded on the first render, not when the API starts.
export function loadPurifier(): Promise<Purifier> {
  purifier ??= import('isomorphic-dompurify').then(
    (module) => ((module as { default?: unknown }).default ?? module) as Purifier,
  );
  return purifier;
}

export async function renderCampaignMarkdown(
  source: string,
  options: { allowRemoteImages: boolean },
): Promise<RenderedContent> {
  const rawHtml = markdown.parse(source, { async: false });
  const purify = await loadPurifier();
  const body = purify.sanitize(rawHtml, {
    ALLOWED_TAGS: options.allowRemoteImages ? [...BLOCK_TAGS, 'img'] : BLOCK_TAGS,
    ALLOWED_ATTR: options.allowRemoteImages ? ['href', 'src', 'alt'] : ['href'],
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // The content of a removed <script>, <style> or <iframe> goes with it; other unknown tags keep their text.
    FORBID_CONTENTS: [
      'script',
      'style',
      'iframe',
      'noscript',
      'template',
      'title',
      'textarea',
      'svg',
      'math',
    ],
    RETURN_DOM: true,
  }) as TreeNode;
  for (const link of Array.from(body.querySelectorAll('a'))) {
    // A link whose address was refused keeps its words but is no longer a link to anywhere.
    if (!link.getAttribute('href')) continue;
    link.setAttribute('rel', 'noopener noreferrer');
  }
  for (const image of Array.from(body.querySelectorAll('img'))) {
    // An image whose address was refused would be an empty box.
    if (image.getAttribute('src')) image.setAttribute('style', 'max-width:100%;height:auto');
    else image.remove();
  }
  return { html: body.innerHTML.trim(), text: plainText(body) };
}

/** The sanitised tree as text: paragraphs apart, list items marked, each link followed by its address. */
function plainText(root: TreeNode): string {
  // `list` numbers the outermost list a block belongs to: its items (nested ones too) stay on adjacent lines.
  const blocks: { text: string; list?: number }[] = [];
  let lists = 0;
  let line = '';
  let indent = '';
  let list: number | undefined;
  const flush = () => {
    const text = line
      .split('\n')
      .map((row) => row.replace(/[ \t]+/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (text) blocks.push({ text: indent + text, ...(list !== undefined && { list }) });
    line = '';
    indent = '';
    list = undefined;
  };
  const walk = (node: TreeNode, depth: number, inList?: number) => {
    if (node.nodeType === 3) {
      line += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (node.nodeType !== 1 && node.nodeType !== 11) return;
    const tag = node.nodeName.toLowerCase();
    const children = Array.from(node.childNodes);
    switch (tag) {
      case 'br':
        line += '\n';
        return;
      case 'hr':
        flush();
        blocks.push({ text: '—' });
        return;
      case 'img': {
        const alt = node.getAttribute('alt');
        if (alt) line += `[${alt}]`;
        return;
      }
      case 'a': {
        for (const child of children) walk(child, depth, inList);
        const address = (node.getAttribute('href') ?? '').replace(/^mailto:/i, '');
        if (address && (node.textContent ?? '').trim() !== address) line += ` (${address})`;
        return;
      }
      case 'ul':
      case 'ol': {
        flush();
        const group = inList ?? ++lists;
        let number = 0;
        for (const item of children) {
          if (item.nodeName.toLowerCase() !== 'li') continue;
          number += 1;
          line = tag === 'ol' ? `${number}. ` : '- ';
          indent = '  '.repeat(depth);
          list = group;
          for (const child of Array.from(item.childNodes)) {
            // A loose list wraps its items in <p>: keep the words on their marker's line.
            const inner = child.nodeName.toLowerCase() === 'p' ? Array.from(child.childNodes) : [child];
            for (const part of inner) walk(part, depth + 1, group);
          }
          flush();
        }
        return;
      }
      case 'p':
      case 'h2':
      case 'h3':
      case 'blockquote': {
        flush();
        const start = blocks.length;
        for (const child of children) walk(child, depth, inList);
        flush();
        if (tag === 'blockquote') {
          for (const block of blocks.slice(start)) block.text = quoted(block.text);
        }
        return;
      }
      default:
        for (const child of children) walk(child, depth, inList);
    }
  };
  walk(root, 0);
  flush();
  // List items one under the other; everything else a blank line apart.
  return blocks
    .map((block, i) => {
      const sameList = block.list !== undefined && block.list === blocks[i - 1]?.list;
      return (i === 0 ? '' : sameList ? '\n' : '\n\n') + block.text;
    })
    .join('');
}

const quoted = (block: string) =>
  block
    .split('\n')
    .map((row) => `> ${row}`)
    .join('\n');
