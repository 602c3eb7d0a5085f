import type { FormResult } from '@591/api-client';
import { useNavigate } from '@591/react-router';
import { useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';

/**
 * 修改: opens the posting form on a draft of what was published (a listing or a project),
 * or on the edit already left open; a refusal is said beside the button.
 */
export function EditButton({
  name,
  errorId,
  startEdit,
  draftPath,
}: {
  /** What is edited, for a screen reader: 修改：{name}. */
  name: string;
  errorId: string;
  startEdit: () => Promise<FormResult<{ id: number }>>;
  draftPath: (draftId: number) => string;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const edit = async () => {
    setPending(true);
    const result = await startEdit();
    setPending(false);
    if (result.ok) navigate(draftPath(result.data.id));
    else setError(result.message);
  };
  return (
    <>
      <button
        type="button"
        className="center-button"
        disabled={pending}
        onClick={() => void edit()}
        aria-label={`修改：${name}`}
        aria-describedby={error ? errorId : undefined}
      >
        修改
      </button>
      <FieldMessage id={errorId} message={error} />
    </>
  );
}
