import type { FormResult } from '@591/api-client';
import { useNavigate } from '@591/react-router';
import { useState } from 'react';
import type { FormRefusal } from '../forms/use-form-submit.ts';

/** Creates a draft and opens it in its form; a refusal stays on the start page to be read. */
export function useStartDraft(
  create: () => Promise<FormResult<{ id: number }>>,
  pathOf: (draftId: number) => string,
) {
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<FormRefusal | null>(null);
  const [starting, setStarting] = useState(false);
  const start = async () => {
    setStarting(true);
    const result = await create();
    setStarting(false);
    if (result.ok) void navigate(pathOf(result.data.id));
    else setRefusal({ message: result.message });
  };
  return { refusal, starting, start };
}
