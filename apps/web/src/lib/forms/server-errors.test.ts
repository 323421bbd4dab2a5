import { describe, expect, it } from 'vitest';
import { placeDetails } from './server-errors';

const isEmailField = (field: string): field is 'email' | 'phoneNumber' =>
  field === 'email' || field === 'phoneNumber';

describe('placeDetails', () => {
  it('keeps the first message per known field and returns the others in order', () => {
    expect(
      placeDetails(
        [
          { field: 'email', msg: 'Taken.', message: 'An account with this email address already exists.' },
          { field: 'email', msg: 'Second.', message: 'Second.' },
          { field: 'role', msg: 'Unknown field.', message: 'Unknown field.' },
          { field: 'phoneNumber', msg: 'Use a Zambian number.', message: '' },
          { field: '', msg: '', message: '' },
        ],
        isEmailField,
      ),
    ).toEqual({
      fieldErrors: {
        email: 'An account with this email address already exists.',
        phoneNumber: 'Use a Zambian number.',
      },
      others: ['Unknown field.'],
    });
  });
});
