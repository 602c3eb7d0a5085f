import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactCard } from '../contact-card.tsx';

vi.mock('@591/api-client', () => ({ sendListingMessage: vi.fn() }));
afterEach(cleanup);

const poster = { role: 2, roleName: '仲介', name: '王先生' };

describe('ContactCard', () => {
  it('shows a broker’s licence number with their name', () => {
    render(
      <ContactCard
        listing={{ id: 7, poster: { ...poster, licence: '(113)北市經紀字第001234號' } }}
      />,
    );
    expect(screen.getByTestId('broker-licence').textContent).toBe(
      '經紀人證號：(113)北市經紀字第001234號',
    );
    expect(screen.getByTestId('poster-name').textContent).toBe('王先生');
  });

  it('shows no licence line for an owner', () => {
    render(
      <ContactCard
        listing={{ id: 7, poster: { role: 1, roleName: '屋主', name: '林小姐', licence: null } }}
      />,
    );
    expect(screen.queryByTestId('broker-licence')).toBeNull();
  });
});
