import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlainAlert, PlainCard, PlainStatistic, PlainTag, PlainText, PlainTitle } from './surface';

describe('the plain surfaces of the areas’ homes', () => {
  it('draws a card with its title, extra and body, or grey lines while it loads', () => {
    const { rerender, container } = render(
      <PlainCard title="Kotak masuk laporan" extra={<a href="/x">Buka dasbor</a>} size="small" hoverable>
        isi
      </PlainCard>,
    );
    const card = container.querySelector('.pl-card');
    expect(card).toHaveClass('pl-card-small', 'pl-card-hoverable');
    expect(card?.querySelector('.pl-card-title')).toHaveTextContent('Kotak masuk laporan');
    expect(screen.getByRole('link', { name: 'Buka dasbor' })).toBeInTheDocument();
    expect(card?.querySelector('.pl-card-body')).toHaveTextContent('isi');
    rerender(
      <PlainCard title="Kotak masuk laporan" loading>
        isi
      </PlainCard>,
    );
    expect(screen.getByRole('status', { name: 'Memuat' })).toBeInTheDocument();
    expect(screen.queryByText('isi')).toBeNull();
  });

  it('draws tags, figures, texts, titles and alerts the way the homes use them', () => {
    render(
      <>
        <PlainTag color="blue" data-testid="active-role">
          Individu
        </PlainTag>
        <PlainStatistic title="Pengguna aktif" value="1.285" />
        <PlainStatistic title="Email gagal" value="0" loading />
        <PlainText type="secondary" strong ellipsis>
          Beranda
        </PlainText>
        <PlainTitle level={5}>Laporan terbuka per langkah</PlainTitle>
        <PlainAlert title="Ringkasan admin tidak dapat dimuat." />
      </>,
    );
    expect(screen.getByTestId('active-role')).toHaveClass('pl-tag', 'pl-tag-blue');
    expect(screen.getByText('1.285')).toHaveClass('pl-statistic-content');
    expect(screen.getByText('Email gagal').parentElement).toContainElement(screen.getByRole('status'));
    const text = screen.getByText('Beranda');
    expect(text.tagName).toBe('STRONG');
    expect(text.parentElement).toHaveClass('pl-text', 'pl-text-secondary', 'pl-ellipsis');
    expect(
      screen.getByRole('heading', { level: 5, name: 'Laporan terbuka per langkah' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ringkasan admin tidak dapat dimuat.');
  });
});
