import { useUserStore } from '@591/identity';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FavouriteButton } from '../favourite-button.tsx';

const api = vi.hoisted(() => ({
  fetchCollected: vi.fn(),
  collectListing: vi.fn(),
  fetchCollectedNewBuilds: vi.fn(),
  collectNewBuild: vi.fn(),
}));
vi.mock('@591/api-client', () => api);

const LISTING = { kind: 'listing', id: 7 } as const;
const PROJECT = { kind: 'newBuild', id: 7 } as const;

beforeEach(() => {
  api.fetchCollected.mockResolvedValue([]);
  api.collectListing.mockImplementation(async (_id: number, on: boolean) => on);
  api.fetchCollectedNewBuilds.mockResolvedValue([]);
  api.collectNewBuild.mockImplementation(async (_id: number, on: boolean) => on);
});
afterEach(() => {
  cleanup();
  useUserStore.getState().logout();
  vi.clearAllMocks();
});

const logIn = () => act(() => useUserStore.getState().setUser({ isLogin: true, realName: '林' }));

describe('FavouriteButton', () => {
  it('leads a visitor to log in, and asks the API nothing', () => {
    render(<FavouriteButton subject={LISTING} />);
    const link = screen.getByRole('link', { name: '登入後收藏' });
    expect(link.getAttribute('href')).toMatch(/\/\/user\.[^/]+\/login$/);
    expect(api.fetchCollected).not.toHaveBeenCalled();
  });

  it('shows a member whether the listing is saved, asked after mount', async () => {
    api.fetchCollected.mockResolvedValue([7]);
    logIn();
    render(<FavouriteButton subject={LISTING} />);
    const button = await screen.findByRole('button', { name: '已收藏', pressed: true });
    expect(button).toBeTruthy();
    expect(api.fetchCollected).toHaveBeenCalledWith([7]);
  });

  it('toggles at once and stays toggled when the API agrees', async () => {
    logIn();
    render(<FavouriteButton subject={LISTING} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: '收藏', pressed: false }));
    expect(screen.getByRole('button', { name: '已收藏', pressed: true })).toBeTruthy();
    await act(async () => {});
    expect(api.collectListing).toHaveBeenCalledWith(7, true);
    fireEvent.click(screen.getByRole('button', { name: '已收藏' }));
    await act(async () => {});
    expect(api.collectListing).toHaveBeenLastCalledWith(7, false);
    expect(screen.getByRole('button', { name: '收藏', pressed: false })).toBeTruthy();
  });

  it('takes the toggle back and says why when the API refuses', async () => {
    api.collectListing.mockRejectedValue(new Error('offline'));
    logIn();
    render(<FavouriteButton subject={LISTING} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '收藏失敗，請稍後再試');
    expect(screen.getByRole('button', { name: '收藏', pressed: false })).toBeTruthy();
  });

  it('tells a member whose session lapsed to log in again', async () => {
    api.collectListing.mockRejectedValue({ response: { status: 401 } });
    logIn();
    render(<FavouriteButton subject={LISTING} />);
    await act(async () => {});
    fireEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      '登入已逾時，請重新登入後收藏',
    );
  });

  it('saves a new-build project with the project calls, never the listing ones', async () => {
    api.fetchCollectedNewBuilds.mockResolvedValue([7]);
    logIn();
    render(<FavouriteButton subject={PROJECT} />);
    fireEvent.click(await screen.findByRole('button', { name: '已收藏', pressed: true }));
    await act(async () => {});
    expect(api.fetchCollectedNewBuilds).toHaveBeenCalledWith([7]);
    expect(api.collectNewBuild).toHaveBeenCalledWith(7, false);
    expect(screen.getByRole('button', { name: '收藏', pressed: false })).toBeTruthy();
    expect(api.fetchCollected).not.toHaveBeenCalled();
    expect(api.collectListing).not.toHaveBeenCalled();
  });
});
