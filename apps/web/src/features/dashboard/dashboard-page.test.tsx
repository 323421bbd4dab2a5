import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInAs } from '../auth/testing/fake-api';
import { preloadPages, renderWithSession } from '../auth/testing/render-with-session';

beforeAll(() => preloadPages());

describe('DashboardPage (placeholder)', () => {
  it.each([
    [createUser(), 'Welcome back, Chanda!'],
    [createUser({ firstName: null }), 'Welcome back, chanda.mwila!'],
    [createUser({ firstName: '', username: '' }), 'Welcome back, User!'],
  ])('greets by first name, else username, else User', async (user, greeting) => {
    signedInAs(user);
    renderWithSession('/dashboard');
    await screen.findByRole('heading', { name: greeting });
    expect(screen.getByRole('link', { name: 'My Profile' }).getAttribute('href')).toBe('/profile');
  });
});
