import {
  type DraftPhoto,
  deleteNewBuildPhoto,
  fetchNewBuildDraft,
  type NewBuildDraft,
  reorderNewBuildPhotos,
  uploadNewBuildPhoto,
} from '@591/api-client';
import { PhotoFileInput, UploadStatus } from '../post/photo-upload-parts.tsx';
import { MAX_PHOTOS, usePhotoUploads } from '../post/use-photo-uploads.ts';

type AlbumId = keyof NewBuildDraft['albums'];

/**
 * One album of a project draft (外觀, 格局圖 or 周邊環境): photos uploaded with their progress
 * shown, moved earlier or later with buttons, deleted. The exterior's first is the cover.
 */
export function ProjectAlbum({
  draftId,
  album,
  label,
  photos,
  setAlbums,
  hint,
}: {
  draftId: number;
  album: AlbumId;
  label: string;
  photos: DraftPhoto[];
  setAlbums: (albums: NewBuildDraft['albums']) => void;
  hint: string;
}) {
  const refresh = async () => setAlbums((await fetchNewBuildDraft(draftId)).albums);
  const inputId = `project-photos-${album}`;
  const { uploads, message, say, addFiles } = usePhotoUploads({
    count: photos.length,
    tooMany: (leftOut) => `${label}最多 ${MAX_PHOTOS} 張，多的 ${leftOut} 張沒有上傳`,
    upload: (file, onProgress) => uploadNewBuildPhoto(draftId, album, file, onProgress),
    refresh,
  });

  const move = async (from: number, to: number) => {
    const ids = photos.map((photo) => photo.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    const result = await reorderNewBuildPhotos(draftId, { album, ids });
    if (!result.ok) say(result.message, true);
    await refresh().catch(() => {});
  };

  const remove = async (photo: DraftPhoto, index: number) => {
    const result = await deleteNewBuildPhoto(draftId, photo.id);
    say(result.ok ? `已刪除${label}第 ${index + 1} 張照片` : result.message, !result.ok);
    await refresh().catch(() => {});
  };

  return (
    <section className="project-album" aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>
        {label}（{photos.length} 張）
      </h3>
      <PhotoFileInput
        id={inputId}
        label={`新增${label}照片`}
        disabled={uploads.length > 0 || photos.length >= MAX_PHOTOS}
        onFiles={(files) => void addFiles(files)}
      >
        {hint} 最多 {MAX_PHOTOS} 張，JPEG、PNG、WebP 或 HEIC，每張 15 MB 以內。
      </PhotoFileInput>
      <UploadStatus uploads={uploads} label={`上傳中的${label}照片`} message={message} />
      {photos.length > 0 && (
        <ol className="post-photos" aria-label={`已上傳的${label}照片`}>
          {photos.map((photo, index) => (
            <li key={photo.id} data-testid={`project-photo-${album}`}>
              <img
                src={photo.src}
                srcSet={photo.srcset.webp}
                sizes="160px"
                alt={`${label}第 ${index + 1} 張`}
                width={160}
                height={120}
              />
              {album === 'exterior' && index === 0 && (
                <span className="post-photos__cover">封面</span>
              )}
              <div className="post-photos__actions">
                <button
                  type="button"
                  className="center-button"
                  disabled={index === 0}
                  onClick={() => void move(index, index - 1)}
                  aria-label={`${label}第 ${index + 1} 張往前移`}
                >
                  往前
                </button>
                <button
                  type="button"
                  className="center-button"
                  disabled={index === photos.length - 1}
                  onClick={() => void move(index, index + 1)}
                  aria-label={`${label}第 ${index + 1} 張往後移`}
                >
                  往後
                </button>
                <button
                  type="button"
                  className="center-button"
                  onClick={() => void remove(photo, index)}
                  aria-label={`刪除${label}第 ${index + 1} 張`}
                >
                  刪除
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
