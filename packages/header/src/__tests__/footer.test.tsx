import { createHostMap } from '@591/config';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../footer.tsx';
import { linksIn } from './support.ts';

const h = createHostMap();

describe('Footer', () => {
  it('links the company and legal pages', () => {
    render(<Footer />);
    expect(linksIn(screen.getByRole('navigation', { name: '關於591' }))).toEqual([
      ['關於591', `${h.sale}/about`],
      ['聯絡我們', `${h.help}/contact`],
      ['服務條款', `${h.help}/terms`],
      ['隱私權政策', `${h.help}/privacy`],
      ['免責聲明', `${h.help}/disclaimer`],
    ]);
  });

  it('lists the sister sites, ours first', () => {
    render(<Footer />);
    const sisters = screen.getByRole('navigation', { name: '關係企業' });
    const links = within(sisters).getAllByRole('link');
    expect(links[0]?.getAttribute('href')).toBe(`${h.www}/`);
    expect(links.map((link) => link.textContent)).toContain('100室內設計');
    expect(links.length).toBeGreaterThanOrEqual(5);
  });

  it('carries the copyright line and the customer-service hours', () => {
    render(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} 591房屋交易網 版權所有`);
    expect(footer.textContent).toContain('週一至週日 9:00-18:00');
  });
});
