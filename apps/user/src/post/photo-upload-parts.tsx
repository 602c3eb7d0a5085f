import type { ReactNode } from 'react';
import type { PhotoMessage, PhotoUpload } from './use-photo-uploads.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/** The file picker of a photo list; the input is emptied so the same file can be chosen again. */
export function PhotoFileInput({
  id,
  label,
  disabled,
  onFiles,
  children,
}: {
  id: string;
  label: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** The hint under the picker. */
  children: ReactNode;
}) {
  return (
    <div className="mf__field">
      <label className="mf__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          onFiles(files);
        }}
      />
      <p className="mf__hint" id={`${id}-hint`}>
        {children}
      </p>
    </div>
  );
}

/** The photos being sent, each with its progress, then what came of them. */
export function UploadStatus({
  uploads,
  label,
  message,
}: {
  uploads: PhotoUpload[];
  /** Names the list for screen readers, e.g. 上傳中的照片. */
  label: string;
  message: PhotoMessage;
}) {
  return (
    <>
      {uploads.length > 0 && (
        <ul className="post-uploads" aria-label={label}>
          {uploads.map((item) => (
            <li key={item.key}>
              <span id={`upload-${item.key}`}>{item.name}</span>
              <progress aria-labelledby={`upload-${item.key}`} max={1} value={item.sent} />
            </li>
          ))}
        </ul>
      )}
      <p className={message.refused ? 'center__live mf__error' : 'center__live'} role="status">
        {message.text}
      </p>
    </>
  );
}
