import {
  type DraftPhoto,
  deleteNewBuildPhoto,
  fetchNewBuildDraft,
  type NewBuildDraft,
  reorderNewBuildPhotos,
  uploadNewBuildPhoto,
} from '@591/api-client';
import { useState } from 'react';

const MAX_PHOTOS = 20;
const ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

type AlbumId = keyof NewBuildDraft['albums'];

interface Upload {
  key: number;
  name: string;
  sent: number;
}

let nextKey = 0;

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
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [message, setMessage] = useState({ text: '', refused: false });
  const say = (text: string, refused = false) => setMessage({ text, refused });
  const refresh = async () => setAlbums((await fetchNewBuildDraft(draftId)).albums);
  const inputId = `project-photos-${album}`;

  const addFiles = async (files: File[]) => {
    say('');
    const room = MAX_PHOTOS - photos.length;
    if (files.length > room)
      say(`${label}最多 ${MAX_PHOTOS} 張，多的 ${files.length - room} 張沒有上傳`, true);
    const refused: string[] = [];
    for (const file of files.slice(0, Math.max(room, 0))) {
      const key = nextKey++;
      setUploads((current) => [...current, { key, name: file.name, sent: 0 }]);
      const result = await uploadNewBuildPhoto(draftId, album, file, (sent) =>
        setUploads((current) =>
          current.map((item) => (item.key === key ? { ...item, sent } : item)),
        ),
      );
      setUploads((current) => current.filter((item) => item.key !== key));
      if (!result.ok) refused.push(`${file.name}：${result.message}`);
    }
    if (refused.length > 0) say(refused.join('；'), true);
    await refresh().catch(() => say('照片清單載入失敗，請重新整理頁面', true));
  };

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
      <div className="mf__field">
        <label className="mf__label" htmlFor={inputId}>
          新增{label}照片
        </label>
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          multiple
          disabled={uploads.length > 0 || photos.length >= MAX_PHOTOS}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
        />
        <p className="mf__hint" id={`${inputId}-hint`}>
          {hint} 最多 {MAX_PHOTOS} 張，JPEG、PNG、WebP 或 HEIC，每張 15 MB 以內。
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className="post-uploads" aria-label={`上傳中的${label}照片`}>
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
