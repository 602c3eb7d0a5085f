import type { NewBuildDetail } from '@591/api-client';
import { Link, useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import { PhotoGallery } from '@591/ui';

const CSS = `
.albums__tabs{display:flex;flex-wrap:wrap;gap:8px;margin:0 0 8px;padding:0;list-style:none}
.albums__tabs a{display:inline-flex;align-items:center;min-height:36px;padding:0 14px;border:1px solid #ccc;border-radius:18px;color:#333;text-decoration:none;font-size:14px}
.albums__tabs a[aria-current="page"]{border-color:#8a3d00;background:#8a3d00;color:#fff}
`;

const ALBUMS = [
  { id: 'exterior', name: '外觀' },
  { id: 'plans', name: '格局圖' },
  { id: 'surroundings', name: '周邊環境' },
] as const;
type AlbumId = (typeof ALBUMS)[number]['id'];

const photosOf = (project: NewBuildDetail, album: AlbumId) =>
  album === 'plans'
    ? project.photos.floorPlans
    : album === 'surroundings'
      ? project.photos.surroundings
      : project.photos.exterior;

/**
 * The project's photos as albums: 外觀, 格局圖 (the floor plans, their own album as buyers
 * look for them) and 周邊環境. The album is in the URL (`?album=plans`), so it can be linked
 * and the tabs work before the script has run.
 */
export function ProjectAlbums({ project }: { project: NewBuildDetail }) {
  const [params] = useSearchParams();
  const album = ALBUMS.find((candidate) => candidate.id === params.get('album'))?.id ?? 'exterior';
  return (
    <div className="albums" data-testid="project-albums">
      <style href="@591/newhouse/albums" precedence="default">
        {CSS}
      </style>
      <ul className="albums__tabs" aria-label="相簿">
        {ALBUMS.map((candidate) => (
          <li key={candidate.id}>
            <Link
              to={{
                search: `?${withParam(params, 'album', candidate.id === 'exterior' ? null : candidate.id)}`,
              }}
              aria-current={candidate.id === album ? 'page' : undefined}
              preventScrollReset
              replace
            >
              {candidate.name}（{photosOf(project, candidate.id).length}）
            </Link>
          </li>
        ))}
      </ul>
      <PhotoGallery
        key={album}
        photos={photosOf(project, album)}
        title={`${project.name} ${ALBUMS.find((candidate) => candidate.id === album)?.name}`}
      />
    </div>
  );
}
