import { fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from '../header.tsx';
import { channelNav } from './support.ts';

afterEach(() => {
  delete window.dataLayer;
});

describe('channel click tracking', () => {
  it.each([
    ['租屋', 'header-nav_rent'],
    ['新建案', 'header-nav_newhouse'],
    ['廠房', 'header-nav_plant'],
    ['找社區', 'header-nav_market'],
  ])('a click on %s pushes %s to the data layer', (name, label) => {
    render(<Header />);
    const link = within(channelNav()).getByRole('link', { name });
    // Keep jsdom from attempting the navigation.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(window.dataLayer).toEqual([{ event: 'click', label }]);
  });
});
