import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { envelope, type FakeReply, heldResponse } from './fake-api';
import { renderWithSession } from './render-with-session';

interface HeldList<Api> {
  /** Sets up the fake API with the list's call answering as given (here: held back). */
  show: (reply: FakeReply) => Api;
  path: string;
  /** What the skeleton tells a screen reader ('Loading users…'). */
  loading: string;
}

/**
 * Opens a staff list with its first page held back: the skeleton says `loading` until the page is answered
 * with `data`. Returns the fake API.
 */
export async function openPastSkeleton<Api>(
  { show, path, loading }: HeldList<Api>,
  data: unknown,
): Promise<Api> {
  const held = heldResponse();
  const api = show(held.handler);
  renderWithSession(path);
  expect(await screen.findByText(loading)).toBeTruthy();
  await held.answer(envelope(data));
  return api;
}

/** A list that could not load: its alert gives `reason`, and its Try again brings the table named `table`. */
export async function retryFailedList(user: UserEvent, { reason, table }: { reason: string; table: string }) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain(reason);
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findByRole('table', { name: table });
}
