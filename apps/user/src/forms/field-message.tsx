/** The API's words about one field, right under it. */
export function FieldMessage({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p className="mf__error" id={id}>
      {message}
    </p>
  );
}
