import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import {
  customPeriodErrors,
  readStatisticsParams,
  serverPeriodErrors,
  statisticsApiQuery,
  statisticsSearch,
} from './statistics-params';

const read = (search: string) => readStatisticsParams(new URLSearchParams(search));

describe('statistics params', () => {
  it('reads a view from the URL, ignoring what the API would refuse', () => {
    expect(read('')).toEqual({ period: 'month', from: '', to: '', product: '' });
    expect(read('period=6m&product=home-improvement')).toEqual({
      period: '6m',
      from: '',
      to: '',
      product: 'home-improvement',
    });
    expect(read('period=week&product=Bad Id')).toEqual({ period: 'month', from: '', to: '', product: '' });
    // Days only mean something with a custom period.
    expect(read('period=3m&from=2026-01-01')).toMatchObject({ period: '3m', from: '' });
    expect(read('period=custom&from=2026-01-01&to=2026-02-01')).toMatchObject({
      from: '2026-01-01',
      to: '2026-02-01',
    });
  });

  it('writes the URL without defaults and always names the period to the API', () => {
    const month = read('');
    expect(statisticsSearch(month).toString()).toBe('');
    expect(statisticsApiQuery(month)).toBe('period=month');
    const custom = read('product=personal&period=custom&to=2026-02-01&from=2026-01-01');
    expect(statisticsSearch(custom).toString()).toBe(
      'period=custom&from=2026-01-01&to=2026-02-01&product=personal',
    );
    expect(statisticsApiQuery(custom)).toBe('period=custom&from=2026-01-01&to=2026-02-01&product=personal');
  });

  it('checks a custom period with the API’s schema and words', () => {
    expect(customPeriodErrors('2026-01-01', '2026-02-01')).toEqual({});
    expect(customPeriodErrors('', '')).toEqual({
      from: 'Choose the first day of the period.',
      to: 'Choose the last day of the period.',
    });
    expect(customPeriodErrors('2026-02-01', '2026-01-01')).toEqual({
      to: 'The last day must not be before the first.',
    });
  });

  it('places the fields of a 400 and ignores other failures', () => {
    const refusal = new ApiError({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Validation failed',
      details: [
        {
          field: 'to',
          message: 'The period cannot end after today.',
          msg: 'The period cannot end after today.',
        },
        { field: 'product', message: 'Unknown product.', msg: 'Unknown product.' },
      ],
    });
    expect(serverPeriodErrors(refusal)).toEqual({
      to: 'The period cannot end after today.',
      product: 'Unknown product.',
    });
    expect(serverPeriodErrors(new ApiError({ status: 500, code: 'X', message: 'x' }))).toEqual({});
    expect(serverPeriodErrors(new Error('x'))).toEqual({});
  });
});
