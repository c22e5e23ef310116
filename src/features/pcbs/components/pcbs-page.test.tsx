import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PcbsPage } from './pcbs-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <PcbsPage />
    </MemoryRouter>,
  );
}

describe('PcbsPage', () => {
  it('explains the board, toner transfer, etching and ordering, each reachable from the list of sections', () => {
    renderPage();
    for (const title of ['Что такое печатная плата', 'Как сделать плату в кружке', 'Травление: осторожно!', 'Заказать платы', 'Платы наших наборов']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toMatch(/^#/);
    }
  });

  it('says how to etch safely: gloves, goggles, air, plastic tools and never down the sink', () => {
    renderPage();
    const etching = screen.getByRole('region', { name: 'Травление: осторожно!' });
    for (const rule of [/перчатки/, /очки/, /открытого окна/, /пластиковый пинцет/, /Никогда не выливай раствор в раковину/]) expect(etching.textContent).toMatch(rule);
  });

  it('offers each kit board 1:1 and mirrored, its parts list and a link to its guide', () => {
    renderPage();
    for (const [guide, title] of [
      [11, 'Песочные часы'],
      [12, 'Радио'],
      [13, 'Колонка v2'],
      [15, 'Колесо-крикун'],
    ] as const) {
      const card = screen.getByRole('article', { name: `№${guide} ${title}` });
      const id = String(guide).padStart(2, '0');
      expect(within(card).getByRole('link', { name: `№${guide} ${title}` }).getAttribute('href')).toBe(`/main/project_electonic/${guide}`);
      expect(within(card).getByRole('img').getAttribute('src')).toBe(`/content/pcbs/${id}.svg`);
      expect(within(card).getByRole('link', { name: 'Рисунок платы (SVG)' }).getAttribute('href')).toBe(`/content/pcbs/${id}.svg`);
      expect(within(card).getByRole('link', { name: 'Зеркальный — для переноса тонером' }).getAttribute('href')).toBe(`/content/pcbs/${id}-mirrored.svg`);
      const list = within(card).getByRole('link', { name: 'Список деталей (текст)' });
      expect(list.getAttribute('download')).toBe(`${id}-detali.txt`);
      expect(decodeURIComponent(list.getAttribute('href') ?? '')).toContain(`Плата «${title}»`);
      expect(within(card).getByRole('table', { name: 'Детали платы' })).toBeTruthy();
    }
  });

  it('lists the sand clock’s 56 LEDs and the chip with its program, and counts in words that agree', () => {
    renderPage();
    const card = screen.getByRole('article', { name: '№11 Песочные часы' });
    const leds = within(card).getByRole('row', { name: /HL1–HL56/ });
    expect(leds.textContent).toContain('56 шт.');
    expect(within(card).getByRole('row', { name: /^U1/ }).textContent).toContain('ATtiny84A-PU с программой');
    expect(within(card).getByText(/двусторонняя/).textContent).toMatch(/\d+ переходн(ое|ых) отверсти(е|я|й)/);
    expect(within(card).getByRole('link', { name: 'Сторона деталей, зеркально' }).getAttribute('href')).toBe('/content/pcbs/11-top-mirrored.svg');
    const radio = screen.getByRole('article', { name: '№12 Радио' });
    expect(within(radio).queryByRole('link', { name: 'Сторона деталей (SVG)' })).toBeNull();
    expect(within(radio).getByText(/односторонняя/).textContent).toMatch(/\d+ перемыч(ка|ки|ек)/);
  });
});
