import {
  BUSINESS_DEALS,
  isSection,
  LAND_DEALS,
  listingTypeName,
  SECTION_IDS,
  type Section,
  sectionOf,
} from '@591/config';

/** The four sections a member posts in, each with its own fields (see price-step.tsx). */
export type PostSection = Section;

interface SectionChoice {
  /** 刊登出租: the start page's heading and, with 開始, its button. */
  title: string;
  /** The deals the section offers (the draft's type), the usual one first. */
  deals: readonly { id: number; name: string }[];
}

/** A section's one deal, as a choice: a rent is let, a sale sold. */
const onlyDeal = (section: 'rent' | 'sale') =>
  sectionOf(section).types.map((id) => ({ id, name: listingTypeName(id)! }));

export const POST_SECTIONS: Record<PostSection, SectionChoice> = {
  rent: { title: '刊登出租', deals: onlyDeal('rent') },
  sale: { title: '刊登出售', deals: onlyDeal('sale') },
  land: { title: '刊登土地', deals: LAND_DEALS },
  business: { title: '刊登商用', deals: BUSINESS_DEALS },
};

export const POST_SECTION_KEYS = SECTION_IDS;

/** The section of ?type=…, rent when it names none. */
export function postSectionOf(value: string | null): PostSection {
  return isSection(value) ? value : 'rent';
}

/** 出租物件, 出售物件, 土地出售, 商用頂讓: what the editor's heading calls a draft. */
export function draftNoun(section: PostSection, type: number): string {
  if (section === 'rent' || section === 'sale')
    return `${POST_SECTIONS[section].deals[0]!.name}物件`;
  const deal = POST_SECTIONS[section].deals.find((item) => item.id === type)?.name ?? '';
  return `${sectionOf(section).name}${deal}`;
}
