import type { HostMap } from '@591/config';
import { useEffect, useId, useState } from 'react';
import {
  CustomerServiceDialog,
  SERVICE_CHANNELS,
  type ServiceChannel,
} from './customer-service-dialog.tsx';
import { useMenus } from './menu-context.ts';
import { MenuAnchor, MenuGroups } from './menu-groups.tsx';
import { TOOL_MENUS } from './menu-names.ts';
import { helpMenuGroups, moreHelpLink } from './menus/help-menu.ts';
import { ToolMenu } from './tool-menu.tsx';
import { useCustomerService } from './use-customer-service.ts';

export function HelpMenu({ hosts }: { hosts: HostMap }) {
  const menus = useMenus();
  const idPrefix = useId();
  const service = useCustomerService(hosts.api);
  const [popup, setPopup] = useState<ServiceChannel | null>(null);
  const { load } = service;
  const open = menus.openMenu === TOOL_MENUS.help;

  useEffect(() => {
    if (open) load();
  }, [open, load]);

  const openPopup = (channel: ServiceChannel) => {
    menus.close(TOOL_MENUS.help);
    setPopup(channel);
  };
  const closePopup = () => {
    setPopup(null);
    menus.focusButton(TOOL_MENUS.help);
  };

  const contactTitle = `${idPrefix}-contact`;
  const loading = service.status === 'loading';
  return (
    <>
      <ToolMenu name={TOOL_MENUS.help} label="幫助中心" variant="help">
        <div className="h591__help-columns">
          <MenuGroups
            groups={helpMenuGroups(hosts, service.info.selfService.note)}
            idPrefix={idPrefix}
          />
          <div className="h591__group">
            <p className="h591__group-title" id={contactTitle}>
              聯絡客服
            </p>
            <p className="h591__group-note" role="status">
              {loading ? '客服資訊載入中…' : `服務時間 ${service.info.phone.hours}`}
            </p>
            <ul className="h591__group-links" aria-labelledby={contactTitle} aria-busy={loading}>
              {SERVICE_CHANNELS.map(({ id, label }) => (
                <li key={id}>
                  <button
                    type="button"
                    className="h591__service-button"
                    aria-haspopup="dialog"
                    onClick={() => openPopup(id)}
                  >
                    {label}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <MenuAnchor link={moreHelpLink(hosts)} className="h591__more-help" />
      </ToolMenu>
      <CustomerServiceDialog
        channel={popup}
        info={service.info}
        hosts={hosts}
        onClose={closePopup}
      />
    </>
  );
}
