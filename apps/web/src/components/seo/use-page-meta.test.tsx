import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageMeta } from './use-page-meta';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

describe('usePageMeta', () => {
  it('sets the title and adds a description, removing it when the page goes', () => {
    const view = renderHook(() => usePageMeta({ title: 'About Us', description: 'Who we are.' }));
    expect(document.title).toBe('About Us | Kwacha Loans');
    expect(description()?.content).toBe('Who we are.');
    view.unmount();
    expect(description()).toBeNull();
  });

  it('restores the description that was there before', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Default description.';
    document.head.append(meta);
    const view = renderHook(() => usePageMeta({ description: 'Landing description.' }));
    expect(document.title).toBe('Kwacha Loans');
    expect(description()?.content).toBe('Landing description.');
    view.unmount();
    expect(description()?.content).toBe('Default description.');
    meta.remove();
  });
});
