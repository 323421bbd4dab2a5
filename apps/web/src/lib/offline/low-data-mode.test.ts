import { afterEach, describe, expect, it } from 'vitest';
import { LOW_DATA_STORAGE_KEY, readLowDataMode, setLowDataMode } from './low-data-mode';

function saveData(on: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: on === undefined ? undefined : { saveData: on },
  });
}

afterEach(() => saveData(undefined));

describe('low-data mode (docs/product.md §21)', () => {
  it('is off by default, and follows the browser’s Save-Data hint until the device chooses', () => {
    expect(readLowDataMode()).toBe(false);
    saveData(true);
    expect(readLowDataMode()).toBe(true);
    setLowDataMode(false);
    expect(readLowDataMode()).toBe(false);
    expect(localStorage.getItem(LOW_DATA_STORAGE_KEY)).toBe('off');
  });

  it('follows prefers-reduced-data as it follows Save-Data', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({ matches: query === '(prefers-reduced-data: reduce)', media: query }),
    });
    try {
      expect(readLowDataMode()).toBe(true);
    } finally {
      if (original) Object.defineProperty(window, 'matchMedia', original);
      else Reflect.deleteProperty(window, 'matchMedia');
    }
  });

  it('remembers the choice on the device', () => {
    setLowDataMode(true);
    expect(localStorage.getItem(LOW_DATA_STORAGE_KEY)).toBe('on');
    expect(readLowDataMode()).toBe(true);
  });
});
