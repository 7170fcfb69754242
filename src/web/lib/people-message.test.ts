import { describe, expect, it } from 'vitest';
import { peopleMessage } from './people-message';

describe('a server refusal as people read it', () => {
  it.each([
    ['Failed to block IP: reason: say why it is blocked', 'Failed to block IP: say why it is blocked.', ['reason']],
    ['Failed to block IP: ip is required', 'Failed to block IP: IP is required.', ['ip']],
    [
      'Failed to create withdrawal request: pin: wrong PIN; 4 more wrong tries lock withdrawals for 30 minutes',
      'Failed to create withdrawal request: wrong PIN. 4 more wrong tries lock withdrawals for 30 minutes.',
      ['pin'],
    ],
    ['pin: too many wrong PINs; withdrawals are locked until 3 Mar 2026, 4:05 pm IST', 'Too many wrong PINs. Withdrawals are locked until 3 Mar 2026, 4:05 pm IST.', ['pin']],
    ['Failed to clean up: expected: preview again: 3 would go now, not 2', 'Failed to clean up: preview again: 3 would go now, not 2.', ['expected']],
    ['files.0.name: a name cannot be empty; upiId must look like name@bank', 'A name cannot be empty. UPI ID must look like name@bank.', ['files', 'upiId']],
    ['collectionId is required', 'Collection ID is required.', ['collectionId']],
  ])('%s', (raw, text, fields) => {
    expect(peopleMessage(raw)).toEqual({ text, fields });
  });

  it.each([
    'hollow.stl: This file contains no triangles, so there is no 3D model to show.',
    'front.png: the picture is larger than 40 megapixels',
    'Minimum tip amount is ₹10', 'Failed to create payment order. Try Test Mode.', 'Payment failed', 'Failed to process withdrawal: the balance does not cover it; it stays held', 'Title is required'])(
    'keeps a message that names no field word for word: %s',
    (raw) => {
      expect(peopleMessage(raw)).toEqual({ text: raw, fields: [] });
    },
  );
});
