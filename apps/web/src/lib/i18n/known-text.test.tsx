import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormError } from '../../components/form/form-message';
import { LoadError } from '../../components/ui/load-error';
import { NETWORK_ERROR_MESSAGE } from '../api-client';
import { tooManyRequestsMessage } from '../load-error-message';
import { setLanguage } from './language-store';

// The app's own English texts reach a Bemba or Nyanja reader in their language (known-text.ts).
describe('known texts', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says a dropped connection and a wait in Ichibemba, and leaves other texts as they are', async () => {
    await act(() => setLanguage('bem'));
    render(
      <>
        <LoadError message={NETWORK_ERROR_MESSAGE} retrying={false} onRetry={() => {}} />
        <FormError message={tooManyRequestsMessage(42)} />
        <FormError message="Ubukombe bwa seva mu Cibemba." />
      </>,
    );
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Tatwafikile kuli seva. Moneni nga mwalikwata intaneti, e lyo mwesheko na kabili.',
      'Mwatuma amapepo ayengi. Napapata lindeni amasekondi 42 ilyo tamulaesha na kabili.',
      'Ubukombe bwa seva mu Cibemba.',
    ]);
  });

  it('keeps English readers’ texts byte for byte', async () => {
    render(<FormError message={tooManyRequestsMessage(undefined)} />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Too many requests. Please wait a few minutes before trying again.',
    );
    await act(() => setLanguage('ny'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Mwatumiza zopempha zambiri. Chonde dikirani mphindi zochepa musanayesenso.',
    );
  });
});
