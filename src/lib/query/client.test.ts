import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { shouldRetry } from './client';

describe('shouldRetry', () => {
  it('tries a server error once more', () => {
    expect(shouldRetry(0, new ApiError('x', 500))).toBe(true);
    expect(shouldRetry(1, new ApiError('x', 503))).toBe(false);
  });

  it('never repeats a refusal (4xx) or a request that got no answer', () => {
    expect(shouldRetry(0, new ApiError('x', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('x', 429))).toBe(false);
    expect(shouldRetry(0, new ApiError('offline', null))).toBe(false);
  });
});
