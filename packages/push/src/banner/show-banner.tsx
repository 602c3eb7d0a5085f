import { createRoot } from 'react-dom/client';
import { PushBanner } from './push-banner.tsx';

/**
 * Shows the banner in a root of its own at the end of the body, so no page has to leave
 * room for it. Returns `hide`; closing calls `onClose` after hiding.
 */
export function showBanner(onClose: () => void, doc: Document = document): () => void {
  const host = doc.createElement('div');
  doc.body.append(host);
  const root = createRoot(host);
  let shown = true;
  const hide = () => {
    if (!shown) return;
    shown = false;
    root.unmount();
    host.remove();
  };
  root.render(
    <PushBanner
      onClose={() => {
        hide();
        onClose();
      }}
    />,
  );
  return hide;
}
