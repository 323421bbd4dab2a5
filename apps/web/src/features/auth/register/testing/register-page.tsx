import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { RegisterPage } from '../register-page';
import { PASSWORD } from './registration-payload';

// What the register page's tests share: its routes, a stubbed API and filling in the form as a person does.

export const routes = [
  { path: '/register', Component: RegisterPage },
  { path: '/login', element: <h1>Login screen</h1> },
];

export interface FakeAnswer {
  status: number;
  body: unknown;
}

const json = ({ status, body }: FakeAnswer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs fetch with one answer; `hold` keeps it pending until release() so busy states can be seen. */
export function stubRegister(answer: FakeAnswer, { hold = false } = {}) {
  let release: () => void = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    await gate;
    return json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  const sentBody = (): Record<string, unknown> => JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
  return { fetchMock, release, sentBody };
}

export const created: FakeAnswer = {
  status: 201,
  body: {
    success: true,
    message: 'Registration successful! Please check your email to verify your account.',
    msg: 'Registration successful! Please check your email to verify your account.',
    data: { email: 'mwila.banda@example.com' },
  },
};

export { PASSWORD };

export const field = (name: string) =>
  screen.getByLabelText(name, { selector: 'input, select' }) as HTMLInputElement;
export const submitButton = () =>
  screen.getByRole('button', { name: /^(Register Account|Registering\.\.\.)$/ });

export async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First Name'), 'Mwila');
  await user.type(field('Last Name'), 'Banda');
  await user.type(field('Email Address'), 'mwila.banda@example.com');
  await user.type(field('Phone Number'), '0978123456');
  await user.type(field('Date of Birth'), '1990-04-12');
  await user.type(field('NRC Number'), '123456/78/1');
  await user.type(field('Address'), 'Plot 12, Great East Road');
  await user.type(field('City'), 'Lusaka');
  await user.selectOptions(field('Province'), 'Lusaka');
  await user.type(field('Password'), PASSWORD);
  await user.type(field('Confirm Password'), PASSWORD);
}
