// A pre-rendered page's only script before its first paint (docs/performance.md). Painting needs the
// HTML and the stylesheet alone. Asked for before the paint, the app's scripts would share the connection
// with the stylesheet, and the browser compiles each one on the main thread as it arrives, so on a slow
// phone both would delay the paint. The build holds them in a template (src/prerender/held-preloads.ts);
// this asks for them from the task after the first frame. (A background tab runs no frames, so it asks
// when it is first shown.)
import { HELD_PRELOADS_ID } from './prerender/held-preloads';

// The build writes this script and the template together. Their elements are copied into this document
// (importNode), as a template's content is meant to be used, and the copies are what run.
const held = document.getElementById(HELD_PRELOADS_ID) as HTMLTemplateElement;
const copy = document.importNode(held.content, true);

// One element a task, the entry script first: each starts its request on the main thread, and a page's
// twenty-odd together made one task long enough to delay a tap on a slow phone. The entry runs as soon as
// it has arrived, often before the page's preloads are all out; it waits for this promise before asking
// for the page's chunks, or the bundler's preload helper would add the rest in one task of its own.
window.heldReleased = new Promise((resolve) => {
  const next = () => {
    const node = copy.firstElementChild;
    if (!node) {
      held.remove();
      resolve();
      return;
    }
    held.before(node);
    setTimeout(next);
  };
  requestAnimationFrame(() => setTimeout(next));
});
