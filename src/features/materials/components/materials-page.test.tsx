import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MaterialsPage } from './materials-page';

function renderPage() {
  return render(
    <MemoryRouter>
      <MaterialsPage />
    </MemoryRouter>,
  );
}

describe('MaterialsPage', () => {
  it('shows the books, the three lessons and the video, each reachable from the list of sections', () => {
    renderPage();
    for (const title of ['Книги', 'Закон Ома', 'Как читать резистор', 'Мультиметр', 'Видеоурок']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: title }).getAttribute('href')).toMatch(/^#/);
    }
    expect(screen.getByRole('heading', { name: '«Занимательная электроника»' })).toBeTruthy();
    expect(screen.getByText('Юрий Ревич, 2005')).toBeTruthy();
  });

  it("works Ohm's law through the projects, each row linking to its guide", () => {
    renderPage();
    const row = screen.getByRole('row', { name: /№3 Игра «Не касайся»/ });
    expect(row.textContent).toContain('3 В − 2 В = 1 В');
    expect(row.textContent).toContain('100 Ом');
    expect(row.textContent).toContain('≈ 10 мА');
    expect(within(row).getByRole('link').getAttribute('href')).toBe('/main/project_electonic/3');
  });

  it('reads the colour code of the guides’ resistors in words', () => {
    renderPage();
    expect(screen.getByRole('img', { name: 'Резистор 68 кОм: синий, серый, оранжевый' })).toBeTruthy();
  });

  it('plays the silent soldering video with Russian captions on', () => {
    const { container } = renderPage();
    const track = container.querySelector('video track');
    expect(track?.getAttribute('srclang')).toBe('ru');
    expect(track?.hasAttribute('default')).toBe(true);
    expect(container.querySelector('video source[type="video/mp4"]')?.getAttribute('src')).toBe('/content/soldering/video.mp4');
  });
});
