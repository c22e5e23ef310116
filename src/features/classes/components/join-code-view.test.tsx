import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../tests/helpers/fake-api';
import { renderWithQuery } from '../../../../tests/helpers/render-with-query';
import { JoinCodeView, joinLink } from './join-code-view';

// The QR code a class scans opens on the pupils' phones: the server's reachable address, never the
// «localhost» the teacher's browser may be on; a teacher is warned when no other address exists.

afterEach(() => vi.unstubAllGlobals());

describe('the class’s join link', () => {
  it('carries the server’s network address even when the teacher opened the school on localhost', () => {
    expect(joinLink('ABC234', { url: 'http://192.168.1.23:8080', localOnly: false }, 'http://localhost:8080')).toBe('http://192.168.1.23:8080/join?code=ABC234');
    expect(joinLink('ABC234', { url: 'https://school.example.ru', localOnly: false }, 'http://192.168.1.23:8080')).toBe('https://school.example.ru/join?code=ABC234');
  });

  it('keeps the browser’s own address when the server knows only localhost but the browser came over the network', () => {
    expect(joinLink('ABC234', { url: 'http://localhost:8080', localOnly: true }, 'http://192.168.1.23:8080')).toBe('http://192.168.1.23:8080/join?code=ABC234');
    expect(joinLink('ABC234', undefined, 'https://school.example.ru')).toBe('https://school.example.ru/join?code=ABC234');
  });
});

describe('JoinCodeView', () => {
  it('draws the QR code with the network address and no warning', async () => {
    fakeApi({ 'GET /api/v1/classes/address': { data: { url: 'http://192.168.1.23:8080', localOnly: false } } });
    renderWithQuery(<JoinCodeView code="ABC234" />);
    const qr = await screen.findByRole('img', { name: /QR-код/ });
    expect(qr.getAttribute('data-link')).toBe('http://192.168.1.23:8080/join?code=ABC234');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('warns the teacher when the only address is this computer’s', async () => {
    fakeApi({ 'GET /api/v1/classes/address': { data: { url: 'http://localhost:3000', localOnly: true } } });
    renderWithQuery(<JoinCodeView code="ABC234" />);
    await screen.findByRole('img', { name: /QR-код/ });
    expect(screen.getByRole('note').textContent).toMatch(/только этого компьютера.*PUBLIC_URL/);
  });
});
