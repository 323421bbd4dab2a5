// A pre-rendered page's only script before its first paint (docs/architecture.md §14). Painting needs the
// HTML and the stylesheet alone. Asked for before the paint, the app's scripts would share the connection
// with the stylesheet, and the browser compiles each one on the main thread as it arrives, so on a slow
// phone both would delay the paint. The build holds them in a template (src/prerender/held-preloads.ts);
// this asks for them in the task after the first frame. (A background tab runs no frames, so it asks
// when it is first shown.)
import { HELD_PRELOADS_ID } from './prerender/held-preloads';

requestAnimationFrame(() =>
  setTimeout(() => {
    const held = document.getElementById(HELD_PRELOADS_ID) as HTMLTemplateElement | null;
    if (held) document.head.append(document.importNode(held.content, true));
  }),
);
