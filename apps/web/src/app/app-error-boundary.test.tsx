import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowConsoleErrors } from '../test/console-guard';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('internal detail');
}

describe('AppErrorBoundary', () => {
  it('shows the crash screen and reloads on Try Again', async () => {
    allowConsoleErrors();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const user = userEvent.setup();
    render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(document.body.textContent).not.toContain('internal detail');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
