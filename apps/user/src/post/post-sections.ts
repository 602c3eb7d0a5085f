import { BUSINESS_DEALS, LAND_DEALS } from '@591/config';

/** The four sections a member posts in, each with its own fields (see price-step.tsx). */
export type PostSection = 'rent' | 'sale' | 'land' | 'business';

interface SectionChoice {
  /** 刊登出租: the start page's heading and, with 開始, its button. */
  title: string;
  /** The deals the section offers (the draft's type), the usual one first. */
  deals: readonly { id: number; name: string }[];
}

export const POST_SECTIONS: Record<PostSection, SectionChoice> = {
  rent: { title: '刊登出租', deals: [{ id: 1, name: '出租' }] },
  sale: { title: '刊登出售', deals: [{ id: 2, name: '出售' }] },
  land: { title: '刊登土地', deals: LAND_DEALS },
  business: { title: '刊登商用', deals: BUSINESS_DEALS },
};

export const POST_SECTION_KEYS = Object.keys(POST_SECTIONS) as PostSection[];

/** The section of ?type=…, rent when it names none. */
export function postSectionOf(value: string | null): PostSection {
  return POST_SECTION_KEYS.find((section) => section === value) ?? 'rent';
}

/** 出租物件, 出售物件, 土地出售, 商用頂讓: what the editor's heading calls a draft. */
export function draftNoun(section: PostSection, type: number): string {
  if (section === 'rent' || section === 'sale')
    return `${POST_SECTIONS[section].deals[0]!.name}物件`;
  const deal = POST_SECTIONS[section].deals.find((item) => item.id === type)?.name ?? '';
  return `${section === 'land' ? '土地' : '商用'}${deal}`;
}
