import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { Checklist } from './checklist';
import { LabelledSwitch } from './labelled-switch';

const noop = () => undefined;

describe('the form kit in Ichibemba (docs/product.md §22)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("says a switch's state and a checklist line's in the reader's language", async () => {
    render(
      <>
        <LabelledSwitch id="texts" label="Texts" on onToggle={noop} />
        <Checklist
          title="Rules"
          items={[
            { id: 'a', label: 'Eight characters', met: true },
            { id: 'b', label: 'A digit', met: false },
          ]}
        />
      </>,
    );
    expect(screen.getByText('On')).toBeTruthy();
    expect(screen.getByText('(met)')).toBeTruthy();
    await act(() => setLanguage('bem'));
    expect(screen.getByText('Cashiwa')).toBeTruthy();
    expect(screen.getByText('(cafikilishiwa)')).toBeTruthy();
    expect(screen.getByText('(tacilafikilishiwa)')).toBeTruthy();
  });
});
