/**
 * The HTML the preview frame shows: the e-mail as the server rendered it, without its inline styles (the
 * app's content security policy, which the frame inherits, refuses them and says so in the console) and
 * with a same-origin stylesheet that draws the same layout.
 *
 * Plain string work, no DOM parsing: a document parsed in this page falls under its policy and would
 * report every style attribute too. The HTML comes from our server — sanitised content, attributes in
 * double quotes — so a style attribute is ` style="…"`; text that merely reads like one loses those words in
 * the preview, never anything that could become markup (a `<` in text is always escaped).
 */
export function previewDocument(html: string, stylesheetUrl: string): string {
  // Absolute: the frame's document has no address of its own to resolve a path against.
  const href = new URL(stylesheetUrl, window.location.href).href.replace(/"/g, '%22');
  const link = `<link rel="stylesheet" href="${href}">`;
  const unstyled = html.replace(/\sstyle="[^"]*"/g, '');
  return unstyled.includes('</head>') ? unstyled.replace('</head>', `${link}</head>`) : `${link}${unstyled}`;
}
