import { describe, expect, it } from 'vitest';
import { menuFor } from './menu-items';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).flatMap((section) => section.items.map((item) => `${item.label} ${item.to}`));

describe('the side menu', () => {
  it('leads pupils and staff to «Лаборатория», not parents', () => {
    expect(labels('pupil')).toContain('Лаборатория /main/lab');
    expect(labels('teacher')).toContain('Лаборатория /main/lab');
    expect(labels('parent').some((label) => label.startsWith('Лаборатория'))).toBe(false);
  });

  it('leads pupils and staff to «Программирование», the programming tasks, not parents', () => {
    expect(labels('pupil')).toContain('Программирование /main/mcu');
    expect(labels('teacher')).toContain('Программирование /main/mcu');
    expect(labels('parent').some((label) => label.startsWith('Программирование'))).toBe(false);
  });
});
