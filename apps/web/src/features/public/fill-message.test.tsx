import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fillMessage, fillText } from './fill-message';

describe('fillMessage and fillText', () => {
  it('fills arguments and wraps tags, in the order the translation puts them', () => {
    const { container } = render(
      <p>
        {fillMessage('Isuleni <link>Ukwilishanya</link> imyaka {years}, <b>nomba</b>.', {
          link: (text) => <a href="/complaints">{text}</a>,
          b: (text) => <strong>{text}</strong>,
          years: 10,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p>Isuleni <a href="/complaints">Ukwilishanya</a> imyaka 10, <strong>nomba</strong>.</p>',
    );
  });

  it('leaves a text without arguments as it is', () => {
    const { container } = render(<p>{fillMessage('Plain text.', {})}</p>);
    expect(container.innerHTML).toBe('<p>Plain text.</p>');
  });

  it('fills a string, and leaves an argument it was not given visible', () => {
    expect(fillText('imyeshi {min}–{max}', { min: 1, max: 12 })).toBe('imyeshi 1–12');
    expect(fillText('from {rate}', {})).toBe('from {rate}');
  });
});
