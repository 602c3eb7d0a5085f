import { editListing, type ListingCard } from '@591/api-client';
import { useNavigate } from '@591/react-router';
import { useState } from 'react';
import { FieldMessage } from '../forms/field-message.tsx';

/** 修改: opens the posting form on a draft of the listing as posted (or the edit left open). */
export function EditButton({ listing }: { listing: ListingCard }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const errorId = `edit-${listing.id}-error`;
  const edit = async () => {
    setPending(true);
    const result = await editListing(listing.id);
    setPending(false);
    if (result.ok) navigate(`/post/${result.data.id}`);
    else setError(result.message);
  };
  return (
    <>
      <button
        type="button"
        className="center-button"
        disabled={pending}
        onClick={() => void edit()}
        aria-label={`修改：${listing.title}`}
        aria-describedby={error ? errorId : undefined}
      >
        修改
      </button>
      <FieldMessage id={errorId} message={error} />
    </>
  );
}
