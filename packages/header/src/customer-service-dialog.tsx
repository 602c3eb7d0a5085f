import type { CustomerServiceInfo, HostMap } from '@591/config';
import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import { onlineChatHref } from './menus/help-menu.ts';

export type ServiceChannel = 'chat' | 'phone' | 'email';

export const SERVICE_CHANNELS: { id: ServiceChannel; label: string }[] = [
  { id: 'chat', label: '線上客服' },
  { id: 'phone', label: '電話客服' },
  { id: 'email', label: '信箱客服' },
];

function ServiceDetails({
  channel,
  info,
  hosts,
}: {
  channel: ServiceChannel;
  info: CustomerServiceInfo;
  hosts: HostMap;
}) {
  switch (channel) {
    case 'chat':
      return (
        <>
          <p>服務時間：{info.onlineChat.hours}</p>
          <p>{info.selfService.note}，也可先試試AI自助服務。</p>
          <a
            className="h591__dialog-action"
            href={onlineChatHref(hosts)}
            target="_blank"
            rel="noopener"
          >
            開始線上諮詢
          </a>
        </>
      );
    case 'phone':
      return (
        <>
          <p>
            客服專線：
            <a href={`tel:${info.phone.number.replace(/[^0-9+]/g, '')}`}>{info.phone.number}</a>
          </p>
          <p>服務時間：{info.phone.hours}</p>
        </>
      );
    case 'email':
      return (
        <>
          <p>
            客服信箱：<a href={`mailto:${info.email.address}`}>{info.email.address}</a>
          </p>
          <p>回覆時間：{info.email.reply}</p>
        </>
      );
  }
}

/**
 * The online chat, phone and email popups: a modal dialog in the browser's top layer, which
 * traps focus and closes on Escape by itself. Closing hands focus back through onClose.
 */
export function CustomerServiceDialog({
  channel,
  info,
  hosts,
  onClose,
}: {
  channel: ServiceChannel | null;
  info: CustomerServiceInfo;
  hosts: HostMap;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (channel && !element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!channel && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [channel]);

  // A click on the backdrop lands on the dialog element itself.
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  // Handled here too, for browsers that only open the dialog through its open attribute.
  const closeOnEscape = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  const title = SERVICE_CHANNELS.find((item) => item.id === channel)?.label;
  return (
    <dialog
      ref={dialog}
      className="h591__dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      onKeyDown={closeOnEscape}
    >
      {channel ? (
        <div className="h591__dialog-body">
          <p className="h591__dialog-title" id={titleId}>
            {title}
          </p>
          <ServiceDetails channel={channel} info={info} hosts={hosts} />
          <button type="button" className="h591__dialog-close" onClick={onClose}>
            關閉
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
