import { Form } from '@591/react-router';
import { useSalePath } from '../app/sale-paths.ts';

/** Type a listing's number (物件編號) to add it; a GET form, so it works before the app runs. */
export function AddForm({ defaultValue = '' }: { defaultValue?: string }) {
  const salePath = useSalePath();
  return (
    <Form method="get" action={salePath('house-pk/add')} className="house-pk__form">
      <div>
        <label htmlFor="house-pk-id">物件編號</label>
        <input
          id="house-pk-id"
          name="id"
          inputMode="numeric"
          autoComplete="off"
          required
          defaultValue={defaultValue}
        />
      </div>
      <button type="submit">加入比較</button>
    </Form>
  );
}
