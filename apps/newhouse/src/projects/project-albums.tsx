import type { NewBuildDetail } from '@591/api-client';
import { NEW_BUILD_ALBUMS, type NewBuildAlbumId } from '@591/config';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { PhotoGallery } from '@591/ui';

const CSS = `
.albums__tabs{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px;padding:0;list-style:none}
.albums__tabs a{display:inline-flex;align-items:center;min-height:36px;padding:0 14px;border:1px solid #ccc;border-radius:18px;color:#333;text-decoration:none;font-size:14px}
.albums__tabs a[aria-current="page"]{border-color:#8a3d00;background:#8a3d00;color:#fff}
`;

/** The albums (@591/config), each with the `album` URL parameter that opens it: 格局圖 is `plans`. */
const URL_NAMES: Record<NewBuildAlbumId, string> = {
  exterior: 'exterior',
  floorPlans: 'plans',
  surroundings: 'surroundings',
};
const [COVER_ALBUM] = NEW_BUILD_ALBUMS;

/**
 * The project's photos as albums: 外觀, 格局圖 (the floor plans, their own album as buyers
 * look for them) and 周邊環境. The album is in the URL (`?album=plans`), so it can be linked
 * and the tabs work before the script has run.
 */
export function ProjectAlbums({ project }: { project: NewBuildDetail }) {
  const [params] = useSearchParams();
  const album =
    NEW_BUILD_ALBUMS.find((candidate) => URL_NAMES[candidate.id] === params.get('album')) ??
    COVER_ALBUM;
  return (
    <div className="albums" data-testid="project-albums">
      <style href="@591/newhouse/albums" precedence="default">
        {CSS}
      </style>
      <ul className="albums__tabs" aria-label="相簿">
        {NEW_BUILD_ALBUMS.map((candidate) => (
          <li key={candidate.id}>
            <Link
              to={{
                search: `?${withParam(params, 'album', candidate === COVER_ALBUM ? null : URL_NAMES[candidate.id])}`,
              }}
              aria-current={candidate === album ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {candidate.name}（{project.photos[candidate.id].length}）
            </Link>
          </li>
        ))}
      </ul>
      <PhotoGallery
        key={album.id}
        photos={project.photos[album.id]}
        title={`${project.name} ${album.name}`}
      />
    </div>
  );
}
