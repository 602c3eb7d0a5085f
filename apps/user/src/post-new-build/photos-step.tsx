import { NEW_BUILD_ALBUMS } from '@591/config';
import { FieldMessage } from '../forms/field-message.tsx';
import { ProjectAlbum } from './project-album.tsx';
import type { ProjectStepProps } from './project-steps.ts';

const HINTS = {
  exterior: '建築外觀或 3D 透視圖，第一張是建案封面。',
  floorPlans: '各房型的格局圖，買方會在建案頁另外瀏覽。',
  surroundings: '公園、學校、捷運站與生活機能。',
} as const;

/** 照片: the project's three albums, each uploaded and ordered on its own. */
export function PhotosStep({ draftId, editing, albums, setAlbums, errorOf }: ProjectStepProps) {
  const uploaded = NEW_BUILD_ALBUMS.some((album) => albums[album.id].length > 0);
  return (
    <>
      <FieldMessage id="post-photos-error" message={errorOf('photos')} />
      {editing && (
        <p data-testid="edit-photos-hint">
          {uploaded
            ? '儲存修改後，這裡的照片會取代建案目前的全部照片（外觀照片至少一張）。'
            : '沒有上傳新照片時，建案沿用目前的照片。'}
        </p>
      )}
      {NEW_BUILD_ALBUMS.map((album) => (
        <ProjectAlbum
          key={album.id}
          draftId={draftId}
          album={album.id}
          label={album.name}
          photos={albums[album.id]}
          setAlbums={setAlbums}
          hint={HINTS[album.id]}
        />
      ))}
    </>
  );
}
