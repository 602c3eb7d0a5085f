// @vitest-environment jsdom
import { type ListingDraft, saveDraft } from '@591/api-client';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { DraftEditor } from '../draft-editor.tsx';

// Saves answer only when the test says so, as a slow network would.
const pendingSaves: (() => void)[] = [];
vi.mock('@591/api-client', () => ({
  saveDraft: vi.fn(
    () => new Promise((resolve) => pendingSaves.push(() => resolve({ ok: true, data: {} }))),
  ),
  draftSaveNumbers: () => {
    let number = 0;
    return () => `this-form:${++number}`;
  },
  fetchFilters: vi.fn(async () => ({ kinds: [], features: [] })),
  fetchRegion: vi.fn(async () => ({ districts: [] })),
  publishDraft: vi.fn(),
}));

const draft: ListingDraft = {
  id: 7,
  section: 'rent',
  type: 1,
  fields: {},
  listingId: null,
  photos: [],
  createdAt: '2026-11-25T00:00:00Z',
  updatedAt: '2026-11-25T00:00:00Z',
};

function renderEditor() {
  const router = createMemoryRouter(
    [{ path: '/post/:id', element: <DraftEditor draft={draft} /> }],
    {
      initialEntries: ['/post/7'],
    },
  );
  render(<RouterProvider router={router} />);
}

/** Answers the one save the form is waiting for. */
async function answerSave() {
  await vi.waitFor(() => expect(pendingSaves).toHaveLength(1));
  await act(async () => pendingSaves.shift()!());
}

const stepHeading = () => screen.getByRole('heading', { level: 2 }).textContent;

afterEach(() => {
  pendingSaves.length = 0;
  document.body.innerHTML = '';
});

it('moves one step per press of 下一步, even when pressed again while the step is being saved', async () => {
  renderEditor();
  expect(stepHeading()).toBe('類型與位置');
  const next = screen.getByRole('button', { name: '下一步' });
  fireEvent.click(next);
  fireEvent.click(next);
  expect(next.getAttribute('aria-disabled')).toBe('true');
  await answerSave();
  expect(stepHeading()).toBe('價格與格局');
  expect(next.getAttribute('aria-disabled')).toBe(null);

  // Once the step is shown, the next press counts from it.
  fireEvent.click(screen.getByRole('button', { name: '下一步' }));
  await answerSave();
  expect(stepHeading()).toBe('特色與介紹');
  // Each save carries its number in the form's order, so none tried again undoes a later one.
  expect(vi.mocked(saveDraft).mock.calls.map((call) => call[2])).toEqual([
    'this-form:1',
    'this-form:2',
  ]);
});
