import { type CustomerServiceInfo, STATIC_CUSTOMER_SERVICE } from '@591/config';
import { SIGNATURE_DEVICE } from './constants/customer-service.ts';

export function signatureUrl(apiOrigin: string): string {
  return `${apiOrigin}/home/sobot/getSignature?device=${SIGNATURE_DEVICE}`;
}

type Loose = Record<string, unknown> | undefined;

function objectAt(value: unknown, key: string): Loose {
  const found = (value as Loose)?.[key];
  return found && typeof found === 'object' ? (found as Loose) : undefined;
}

function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value : fallback;
}

/** The answer's texts over the static ones: a missing or odd field keeps the static text. */
export function parseCustomerService(body: unknown): CustomerServiceInfo {
  if ((body as Loose)?.status !== 1) throw new Error('getSignature did not answer status 1');
  const data = objectAt(body, 'data');
  const base = STATIC_CUSTOMER_SERVICE;
  const phone = objectAt(data, 'phone');
  const email = objectAt(data, 'email');
  return {
    phone: {
      number: textOr(phone?.number, base.phone.number),
      hours: textOr(phone?.hours, base.phone.hours),
    },
    email: {
      address: textOr(email?.address, base.email.address),
      reply: textOr(email?.reply, base.email.reply),
    },
    onlineChat: { hours: textOr(objectAt(data, 'onlineChat')?.hours, base.onlineChat.hours) },
    selfService: { note: textOr(objectAt(data, 'selfService')?.note, base.selfService.note) },
  };
}

/** The customer-service data; the member's cookies go along, as the endpoint expects. */
export async function fetchCustomerService(apiOrigin: string): Promise<CustomerServiceInfo> {
  const response = await fetch(signatureUrl(apiOrigin), { credentials: 'include' });
  if (!response.ok) throw new Error(`getSignature answered ${response.status}`);
  return parseCustomerService(await response.json());
}
