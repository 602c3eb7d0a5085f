import {
  type DraftPhoto,
  deleteDraftPhoto,
  fetchDraft,
  reorderDraftPhotos,
  uploadDraftPhoto,
} from '@591/api-client';
import { useEffect, useRef } from 'react';
import { PhotoFileInput, UploadStatus } from './photo-upload-parts.tsx';
import type { StepProps } from './post-steps.ts';
import { MAX_PHOTOS, usePhotoUploads } from './use-photo-uploads.ts';

/** The list with one photo moved from `from` to `to`. */
function moved(photos: DraftPhoto[], from: number, to: number): DraftPhoto[] {
  const next = [...photos];
  const [photo] = next.splice(from, 1);
  next.splice(to, 0, photo!);
  return next;
}

/**
 * 照片: up to 20, each uploaded with its progress shown; dragged, or moved with the buttons
 * (the keyboard's way), into the order visitors see them; the first is the cover.
 */
export function PhotosStep({ draftId, editing, photos, setPhotos }: StepProps) {
  const dragged = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  // A photo moved with a button keeps the focus: on its move button at its new place.
  const focusAfterMove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterMove.current;
    focusAfterMove.current = null;
    if (index === null) return;
    const button = (direction: string) =>
      list.current?.querySelector<HTMLButtonElement>(
        `button[aria-label="第 ${index + 1} 張照片${direction}"]`,
      );
    const earlier = button('往前移');
    (earlier && !earlier.disabled ? earlier : button('往後移'))?.focus();
  }, [photos]);

  const refresh = async () => setPhotos((await fetchDraft(draftId)).photos);
  const { uploads, message, say, addFiles } = usePhotoUploads({
    count: photos.length,
    tooMany: (leftOut) => `每個物件最多 ${MAX_PHOTOS} 張照片，多的 ${leftOut} 張沒有上傳`,
    upload: (file, onProgress) => uploadDraftPhoto(draftId, file, onProgress),
    refresh,
  });

  const reorder = async (next: DraftPhoto[]) => {
    setPhotos(next);
    const result = await reorderDraftPhotos(
      draftId,
      next.map((photo) => photo.id),
    );
    if (!result.ok) {
      say(result.message, true);
      await refresh().catch(() => {});
    }
  };

  const remove = async (photo: DraftPhoto, index: number) => {
    const result = await deleteDraftPhoto(draftId, photo.id);
    say(result.ok ? `已刪除第 ${index + 1} 張照片` : result.message, !result.ok);
    await refresh().catch(() => {});
  };

  return (
    <>
      <PhotoFileInput
        id="post-photos"
        label="新增照片"
        disabled={uploads.length > 0 || photos.length >= MAX_PHOTOS}
        onFiles={(files) => void addFiles(files)}
      >
        最多 {MAX_PHOTOS} 張，JPEG、PNG、WebP 或 HEIC，每張 15 MB 以內；第一張是封面。已上傳{' '}
        {photos.length} 張。
        {editing &&
          (photos.length === 0
            ? '沒有上傳新照片時，物件沿用目前的照片。'
            : '儲存修改後，這些照片會取代物件目前的全部照片。')}
      </PhotoFileInput>
      <UploadStatus uploads={uploads} label="上傳中的照片" message={message} />
      {photos.length > 0 && (
        <ol className="post-photos" aria-label="已上傳的照片" ref={list}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              draggable
              data-testid="draft-photo"
              onDragStart={() => {
                dragged.current = index;
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                const from = dragged.current;
                dragged.current = null;
                if (from !== null && from !== index) void reorder(moved(photos, from, index));
              }}
            >
              <img
                src={photo.src}
                srcSet={photo.srcset.webp}
                sizes="160px"
                alt={`第 ${index + 1} 張照片`}
                width={160}
                height={120}
              />
              {index === 0 && <span className="post-photos__cover">封面</span>}
              <div className="post-photos__actions">
                <button
                  type="button"
                  className="center-button"
                  disabled={index === 0}
                  onClick={() => {
                    focusAfterMove.current = index - 1;
                    void reorder(moved(photos, index, index - 1));
                  }}
                  aria-label={`第 ${index + 1} 張照片往前移`}
                >
                  往前
                </button>
                <button
                  type="button"
                  className="center-button"
                  disabled={index === photos.length - 1}
                  onClick={() => {
                    focusAfterMove.current = index + 1;
                    void reorder(moved(photos, index, index + 1));
                  }}
                  aria-label={`第 ${index + 1} 張照片往後移`}
                >
                  往後
                </button>
                <button
                  type="button"
                  className="center-button"
                  onClick={() => void remove(photo, index)}
                  aria-label={`刪除第 ${index + 1} 張照片`}
                >
                  刪除
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
