import { uploadEditorImage } from '@591/api-client';
import { useRef, useState } from 'react';

/** The types the photo pipeline takes (the API checks the bytes themselves). */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif';

/**
 * 上傳圖片: picks a photo, sends it through the site's photo pipeline and hands back the
 * markdown that shows it, or the API's words for why it was refused.
 */
export function ImageUploadButton({
  onUploaded,
  onRefused,
}: {
  onUploaded: (markdown: string) => void;
  onRefused: (message: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const result = await uploadEditorImage(file);
    setUploading(false);
    // The same file may be chosen again after a refusal.
    if (input.current) input.current.value = '';
    if (result.ok) onUploaded(result.data.markdown);
    else onRefused(result.message);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        className="news-editor__file"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <button
        type="button"
        className="center-button"
        disabled={uploading}
        onClick={() => input.current?.click()}
      >
        {uploading ? '圖片上傳中…' : '上傳圖片'}
      </button>
    </>
  );
}
