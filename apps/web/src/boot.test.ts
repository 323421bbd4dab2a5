import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// docs/performance.md: a pre-rendered page's boot script releases its held scripts after the first
// frame, one element a task, and tells the entry when the last is out.
describe('the boot script of a pre-rendered page', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => setTimeout(frame, 16));
    document.head.innerHTML =
      '<title>Login</title><template id="held"><meta name="entry"><meta name="page"></template>';
  });
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
    window.heldReleased = undefined;
  });

  const released = () => [...document.head.querySelectorAll('meta')].map((meta) => meta.name);

  it('puts one held element in the head a task from after the first frame, then removes the template', async () => {
    await import('./boot');
    let settled = false;
    void window.heldReleased?.then(() => {
      settled = true;
    });
    expect(released()).toEqual([]);

    vi.advanceTimersToNextTimer(); // the first frame
    expect(released()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(released()).toEqual(['entry']);
    vi.advanceTimersToNextTimer();
    expect(released()).toEqual(['entry', 'page']);
    expect(document.getElementById('held')).not.toBeNull();
    await Promise.resolve();
    expect(settled).toBe(false);

    vi.advanceTimersToNextTimer();
    await window.heldReleased;
    expect(document.getElementById('held')).toBeNull();
    // In the head where the template was, in their order.
    expect(document.head.innerHTML).toBe('<title>Login</title><meta name="entry"><meta name="page">');
  });
});
