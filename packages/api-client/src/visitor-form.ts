import { apiClient, responseOf, writeOnceOptions } from './clients.ts';

/** What a visitor's form gets back: the answer's data, or a refusal to show. */
export type VisitorFormResult<Data, Field extends string> =
  | { sent: true; data: Data }
  | { sent: false; message: string; field?: Field };

/**
 * POSTs a visitor's form (a message to a poster, to customer service). A refusal is an answer,
 * not an exception: the statuses in `worded` carry a message for the visitor, which the form
 * shows at the field it names; any other status, or no answer at all, gets `fallback`.
 */
export async function postVisitorForm<Data, Field extends string>(
  path: string,
  body: object,
  {
    worded,
    fallback,
    once = false,
  }: {
    worded: ReadonlySet<number>;
    fallback: string;
    /** The API makes it once per key: sent again by itself on a lost answer. */
    once?: boolean;
  },
): Promise<VisitorFormResult<Data, Field>> {
  try {
    const response = await responseOf(
      apiClient('api').post(path, {
        json: body,
        throwHttpErrors: false,
        retry: 0,
        ...(once && writeOnceOptions()),
      }),
    );
    if (!response) return { sent: false, message: fallback };
    const answer = (await response.json().catch(() => ({}))) as {
      data?: Data;
      message?: string;
      field?: Field;
    };
    if (response.ok && answer.data) return { sent: true, data: answer.data };
    const message = worded.has(response.status) && answer.message;
    return { sent: false, message: message || fallback, field: answer.field };
  } catch {
    return { sent: false, message: fallback };
  }
}
