import { fetchOwnNewBuilds, fetchOwnVisits, type Visit } from '@591/api-client';
import { originOf, VISIT_PARTS_OF_DAY } from '@591/config';
import { Link, useLoaderData } from '@591/react-router';
import { EmptyState, LoadStatus } from './load-status.tsx';
import { TabPanel } from './tab-panel.tsx';
import { firstReadOnServer, useMemberData } from './use-member-data.ts';

const read = async () => {
  const [visits, projects] = await Promise.all([fetchOwnVisits(1), fetchOwnNewBuilds()]);
  return { visits, projects };
};

export const loader = firstReadOnServer(read);

const partName = (visit: Visit) =>
  VISIT_PARTS_OF_DAY.find((part) => part.id === visit.partOfDay)?.name ?? '';

/**
 * 賞屋預約: for a builder or sales agent, the visits booked at their projects' sales offices,
 * newest first, with the visitor's name and number to call back; and their projects.
 */
export function Component() {
  const data = useMemberData(read, useLoaderData() as Awaited<ReturnType<typeof read>> | null);
  return (
    <TabPanel id="visits-title" title="賞屋預約">
      <LoadStatus data={data} />
      {data.state === 'ready' && data.data.projects.total === 0 && (
        <EmptyState>
          <p>你還沒有刊登建案。刊登建案後，買方在建案頁預約賞屋時會出現在這裡。</p>
          <a href={`${originOf('newhouse')}/post`}>免費刊登建案</a>
        </EmptyState>
      )}
      {data.state === 'ready' && data.data.projects.total > 0 && (
        <>
          <p className="center__status" data-testid="own-projects">
            你的建案（{data.data.projects.total}）：
            {data.data.projects.items.map((project, index) => (
              <span key={project.id}>
                {index > 0 && '、'}
                <a href={`${originOf('newhouse')}/${project.id}`}>{project.name}</a>
              </span>
            ))}
          </p>
          <p className="center__status">
            通過<Link to="/center/professional">專業認證</Link>
            前，預約者的手機號碼會隱藏部分數字。
          </p>
          {data.data.visits.items.length === 0 ? (
            <EmptyState>
              <p>目前沒有預約。買方在建案頁預約賞屋後，會出現在這裡並通知你。</p>
            </EmptyState>
          ) : (
            <ul className="center-list">
              {data.data.visits.items.map((visit) => (
                <li key={visit.id} className="center-item center-item--plain" data-testid="visit">
                  <div className="center-item__body">
                    <h3 className="center-item__title">
                      {visit.projectName}・{visit.date.replaceAll('-', '/')} {partName(visit)}
                    </h3>
                    <p className="center-item__line">
                      {visit.name} <a href={`tel:${visit.mobile}`}>{visit.mobile}</a>
                      {visit.rooms !== null &&
                        `・想看${visit.rooms === 0 ? '開放式' : `${visit.rooms}房`}`}
                    </p>
                    <p className="center-item__line">
                      {visit.createdAt.slice(0, 16).replace('T', ' ').replaceAll('-', '/')} 預約
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </TabPanel>
  );
}
