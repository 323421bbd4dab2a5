import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createNotification, notificationRoutes } from '../../test/builders/notifications';
import { createUser, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const approved = createNotification({ id: 'note-approved', message: 'Your loan of K1,500.50 was approved.' });

describe('NotificationBell in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, and English again after; the notifications stay as sent', async () => {
    await act(() => setLanguage('bem'));
    signedInAs(createUser(), notificationRoutes([approved]));
    renderWithSession('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ifishibisho, 1 ifyo tamulabelenga' }));
    const panel = within(screen.getByRole('dialog', { name: 'Ifishibisho fyenu' }));
    expect(panel.getByRole('heading', { name: 'Ifishibisho' })).toBeTruthy();
    expect(await panel.findByText('Your loan of K1,500.50 was approved.')).toBeTruthy();
    expect(panel.getByText('Tamulabelenga:')).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Lembeni ukuti fyonse fyabelengwa' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Your notifications' })).toBeTruthy();
    expect(panel.getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(panel.getByRole('button', { name: 'Mark all as read' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });
});
