import {
  formatThousands,
  metroLinesOf,
  NEW_BUILD_PURPOSES,
  NEW_BUILD_ROOMS,
  NEW_BUILD_SHAPES,
  NEW_BUILD_TAGS,
  NEW_BUILD_UNIT_PRICE_BANDS,
  newBuildPriceBands,
} from '@591/config';
import { useSearchParams } from '@591/react-router';
import { withParam } from '@591/router';
import {
  DistrictFilter,
  FilterChip,
  FilterFold,
  FilterGroup,
  KeywordForm,
  NewBuildCard,
  type OneChoice,
  OneChoiceChips,
  Pagination,
  placeName,
  RegionListHeader,
  SubscribeSearch,
  UnknownDistrictNotice,
} from '@591/ui';
import type { ProjectListData } from '../projects/project-data.ts';
import { PROJECT_ORDERS, projectApiQuery, searchTitle } from '../projects/project-search.ts';

const CSS = `
.projects{max-width:1200px;margin:0 auto;padding:16px 16px 48px}
.projects__head{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;margin:0 0 8px}
.projects__head h1{margin:0;font-size:24px}
.projects__total{margin:16px 0 0;color:#555;font-size:14px}
.projects__notice{margin:16px 0 0;padding:12px 16px;border-radius:6px;background:#fdecea;color:#8e1c1c}
.projects__list{list-style:none;margin:0;padding:0}
.projects__empty{margin:32px 0;padding:32px 16px;border:1px dashed #ddd;border-radius:8px;text-align:center;color:#555}
`;

const ANY: OneChoice = { value: null, name: '不限' };
const choices = (list: readonly { id: string | number; name: string }[]): OneChoice[] => [
  ANY,
  ...list.map((item) => ({ value: String(item.id), name: item.name })),
];

const BUILD_TYPES: OneChoice[] = [
  ANY,
  { value: '1', name: '預售屋' },
  { value: '2', name: '新成屋' },
];
const ORDER_CHOICES = PROJECT_ORDERS.map((order) => ({
  value: order.id === 'opened' ? null : order.id,
  name: order.name,
}));

/** How many of the folded filters are in use, for the fold's button. */
function foldedInUse(data: ProjectListData): number {
  const { search } = data;
  return [search.rooms, search.shape, search.purpose, search.tag, search.lineId].filter(
    (value) => value !== null,
  ).length;
}

/**
 * 新建案's list: a region's projects (a district's, a line's or station's), by the menu's
 * kinds (預售屋, 新成屋, 最新公開, 捷運宅) and the filters buyers use, newest public sale first.
 * Every filter is a link or a GET form, so the page works before its script has run.
 */
export function Component({ data }: { data: ProjectListData }) {
  const { search, region, projects, invalid } = data;
  const [params] = useSearchParams();
  const place = placeName({ region, search });
  const title = searchTitle(search, place);
  const lines = metroLinesOf(region.id);
  const line = lines.find((candidate) => candidate.id === search.lineId);
  const param = (value: number | string | null) => (value === null ? null : String(value));
  return (
    <div className="projects">
      <style href="@591/newhouse/projects" precedence="default">
        {CSS}
      </style>
      <RegionListHeader className="projects__head" title={title} region={region}>
        {!search.vr && (
          <SubscribeSearch section="newhouse" apiQuery={projectApiQuery(search).toString()} />
        )}
      </RegionListHeader>
      <KeywordForm placeholder="輸入建案名稱、建設公司或路名" />
      <nav aria-label="建案條件">
        <DistrictFilter region={region} sectionId={search.sectionId} />
        {!search.vr && (
          <FilterGroup label="類型">
            <OneChoiceChips
              name="build_type"
              choices={BUILD_TYPES}
              current={param(search.buildType)}
              params={params}
            />
            <FilterChip
              to={withParam(params, 'now', search.newlyOpened ? null : '1')}
              on={search.newlyOpened}
            >
              最新公開
            </FilterChip>
            {lines.length > 0 && (
              <FilterChip
                to={withParam(params, 'type', search.metro ? null : '1')}
                on={search.metro}
              >
                捷運宅
              </FilterChip>
            )}
          </FilterGroup>
        )}
        <FilterGroup label="總價">
          <OneChoiceChips
            name="price"
            choices={choices(newBuildPriceBands(region.id))}
            current={param(search.price)}
            params={params}
          />
        </FilterGroup>
        <FilterGroup label="單價">
          <OneChoiceChips
            name="unitprice"
            choices={choices(NEW_BUILD_UNIT_PRICE_BANDS)}
            current={search.unitPrice}
            params={params}
          />
        </FilterGroup>
        <FilterFold chosen={foldedInUse(data)}>
          <FilterGroup label="格局">
            <OneChoiceChips
              name="rooms"
              choices={choices(NEW_BUILD_ROOMS)}
              current={param(search.rooms)}
              params={params}
            />
          </FilterGroup>
          <FilterGroup label="型態">
            <OneChoiceChips
              name="shape"
              choices={choices(NEW_BUILD_SHAPES)}
              current={search.shape}
              params={params}
            />
          </FilterGroup>
          <FilterGroup label="用途">
            <OneChoiceChips
              name="purpose"
              choices={choices(NEW_BUILD_PURPOSES)}
              current={search.purpose}
              params={params}
            />
          </FilterGroup>
          <FilterGroup label="特色">
            <OneChoiceChips
              name="tag"
              choices={[ANY, ...NEW_BUILD_TAGS.map((tag) => ({ value: tag, name: tag }))]}
              current={search.tag}
              params={params}
            />
          </FilterGroup>
          {lines.length > 0 && (
            <FilterGroup label="捷運線">
              <OneChoiceChips
                name="mrtline"
                choices={choices(lines)}
                current={param(search.lineId)}
                params={params}
              />
            </FilterGroup>
          )}
          {line && (
            <FilterGroup label={`${line.name}車站`}>
              <OneChoiceChips
                name="station"
                choices={choices(line.stations)}
                current={param(search.stationId)}
                params={params}
              />
            </FilterGroup>
          )}
        </FilterFold>
        <FilterGroup label="排序">
          <OneChoiceChips
            name="order"
            choices={ORDER_CHOICES}
            current={search.order === 'opened' ? null : search.order}
            params={params}
          />
        </FilterGroup>
      </nav>
      {invalid && (
        <UnknownDistrictNotice className="projects__notice" region={region} listed="建案" />
      )}
      <p className="projects__total" data-testid="project-total">
        共 {formatThousands(projects.total)} 個建案
      </p>
      {projects.items.length === 0 ? (
        <p className="projects__empty" role="status">
          {search.keyword
            ? `${place}沒有名稱、建設公司或路名含「${search.keyword}」的建案。`
            : `${place}沒有符合條件的建案，請放寬條件再試一次。`}
        </p>
      ) : (
        <ol className="projects__list">
          {projects.items.map((project, index) => (
            <li key={project.id}>
              <NewBuildCard project={project} eager={index === 0} />
            </li>
          ))}
        </ol>
      )}
      <Pagination page={projects.page} pageSize={projects.pageSize} total={projects.total} />
    </div>
  );
}
