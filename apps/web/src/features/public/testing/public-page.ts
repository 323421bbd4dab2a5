import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect } from 'vitest';
import { renderApp } from '../../../test/render-app';

/** Renders one public page on its own, at '/'. */
export const renderPublicPage = (Component: ComponentType) => renderApp('/', [{ path: '/', Component }]);

/** The texts of the page's headings of one level, in order (the sections, or the steps under one). */
export const headingTexts = (level: 2 | 3) =>
  screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

/** Each of these names is a section heading of the page. */
export function expectSections(names: readonly string[]) {
  for (const name of names) expect(screen.getByRole('heading', { level: 2, name })).toBeDefined();
}
