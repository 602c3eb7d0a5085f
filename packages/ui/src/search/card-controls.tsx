import { type ReactNode, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * The parts of a result card that need code (the sale list's 加入比較): `render` draws a
 * card's; `islands` brings them to life in cards that are the server's HTML. Made with
 * cardControlsOf, in its own module, so lists without controls never load the islands' code.
 */
export interface CardControls {
  render: (listingId: number) => ReactNode;
  islands: (list: HTMLOListElement) => ReactNode;
}

/** Controls for each card of a result list (keep the result stable: make it once, at module level). */
export function cardControlsOf(render: (listingId: number) => ReactNode): CardControls {
  return { render, islands: (list) => <CardControlIslands list={list} render={render} /> };
}

/** Each card's controls rendered into its own place in the server's HTML of the cards. */
function CardControlIslands({
  list,
  render,
}: {
  list: HTMLOListElement;
  render: (listingId: number) => ReactNode;
}) {
  const [places, setPlaces] = useState<[number, HTMLElement][]>([]);
  useLayoutEffect(() => {
    // The server's copy of each control gives way to the live one, before the frame is drawn.
    // (Once: the live ones are React's, shown again as they were when a kept page returns.)
    const found = [...list.querySelectorAll<HTMLElement>('[data-card-controls]')];
    for (const place of found.filter((place) => !place.hasAttribute('data-live'))) {
      place.replaceChildren();
      place.setAttribute('data-live', '');
    }
    setPlaces(found.map((place) => [Number(place.dataset.cardControls), place]));
  }, [list]);
  return places.map(([listingId, place]) =>
    createPortal(render(listingId), place, String(listingId)),
  );
}
