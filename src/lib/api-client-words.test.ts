import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE, toApiError } from './api-client';

// Every role reads these (a child «ты», a parent «вы»): so they use neither form.
const ADDRESS = /(?<![а-яё])(ты|тебя|тебе|тво[йяеёи][а-яё]*|вы|вас|вам|ваш[а-яё]*|[а-яё]{2,}(?:ите|йте)(?:сь)?)(?![а-яё])/iu;

describe('the client’s own failures', () => {
  it('speak to nobody in particular', () => {
    for (const text of [NETWORK_ERROR_MESSAGE, toApiError(new Error('?')).message]) expect(text).not.toMatch(ADDRESS);
  });
});
