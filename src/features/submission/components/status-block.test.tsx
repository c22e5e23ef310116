import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBlock } from './status-block';

// Before: «получишь 3 алмазов и 3 рейтинга», «+21 алмазов и +21 рейтинга».

const retry = () => {};

describe('StatusBlock', () => {
  it('counts the reward of a project not yet sent in Russian', () => {
    const { container } = render(<StatusBlock status={{ kind: 'not_submitted', filename: '', comment: '' }} reward={3} onRetry={retry} />);
    expect(container.textContent).toContain('получишь 3 алмаза и 3 очка рейтинга.');
  });

  it('counts the reward of an accepted project in Russian', () => {
    const { container } = render(<StatusBlock status={{ kind: 'approved', filename: '', comment: '' }} reward={21} onRetry={retry} />);
    expect(container.textContent).toContain('+21 алмаз и +21 очко рейтинга уже у тебя.');
  });
});
