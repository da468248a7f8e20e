import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { uploadRefusal } from './upload-refusal';

const refused = (status: number, message: string) =>
  new ApiError(status, 'Refused', JSON.stringify({ message }), { message });

describe('uploadRefusal', () => {
  it("gives the server's words for a refusal about space or size", () => {
    expect(uploadRefusal(refused(413, 'Your upload space is full'))).toBe('Your upload space is full');
    expect(uploadRefusal(refused(409, 'You already have 20'))).toBe('You already have 20');
    expect(uploadRefusal(refused(507, 'Storage is nearly full'))).toBe('Storage is nearly full');
  });

  it('leaves other failures to the generic text', () => {
    expect(uploadRefusal(refused(500, 'Something went wrong'))).toBeUndefined();
    expect(uploadRefusal(new Error('Network error'))).toBeUndefined();
  });
});
