import { collectNewBuild, fetchNewBuildFavourites, type NewBuildFavourite } from '@591/api-client';
import { originOf } from '@591/config';
import { ListingPhoto } from '@591/ui';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { ProjectSummary } from './project-summary.tsx';
import { type ReadPages, readPages } from './read-pages.ts';
import { useSavedList } from './use-saved-list.ts';

const PAGE_SIZE = 20;

export type SavedProjects = ReadPages<NewBuildFavourite>;

export function readSavedProjects(pages: number): Promise<SavedProjects> {
  return readPages((page) => fetchNewBuildFavourites(page, PAGE_SIZE), pages);
}

/**
 * 收藏的建案: the new-build projects the member saved, the latest saved first, each with its
 * place and price, a link to its page, and 移除. `first` is what the server read with the tab.
 */
export function SavedProjectsSection({ first }: { first?: SavedProjects }) {
  const { data, items, total, announcement, removing, remove, readMore } = useSavedList({
    read: readSavedProjects,
    first,
    unsave: (id) => collectNewBuild(id, false),
    nameOf: (project) => project.name,
  });
  return (
    <section aria-labelledby="saved-projects-title">
      <h3 id="saved-projects-title" className="center-subtitle">
        {data.state === 'ready' ? `收藏的建案（${total}）` : '收藏的建案'}
      </h3>
      <p className="center__live" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus data={data} />
      {data.state === 'ready' && items.length === 0 && (
        <EmptyState>
          <p>還沒有收藏的建案。在建案頁按「收藏」，就會列在這裡。</p>
          <a href={originOf('newhouse')}>去看新建案</a>
        </EmptyState>
      )}
      {items.length > 0 && (
        <ul className="center-list">
          {items.map((project) => (
            <SavedProjectItem
              key={project.id}
              project={project}
              removing={removing === project.id}
              onRemove={() => void remove(project)}
            />
          ))}
        </ul>
      )}
      {data.state === 'ready' && items.length < total && (
        <p className="center-more">
          <button type="button" className="center-button" onClick={readMore}>
            顯示更多建案
          </button>
        </p>
      )}
    </section>
  );
}

function SavedProjectItem({
  project,
  removing,
  onRemove,
}: {
  project: NewBuildFavourite;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="center-item" data-testid="saved-project">
      <ListingPhoto photo={project.cover} alt="" sizes="160px" />
      <div className="center-item__body">
        <ProjectSummary project={project} />
      </div>
      <div className="center-item__actions">
        <button
          type="button"
          className="center-button"
          onClick={onRemove}
          disabled={removing}
          aria-label={`移除收藏：${project.name}`}
        >
          {removing ? '移除中…' : '移除'}
        </button>
      </div>
    </li>
  );
}
