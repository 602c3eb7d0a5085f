/** One land use zone as a first-time buyer needs it explained. */
export interface ZoneGuide {
  /** The land list's `zone` id. */
  zone: number;
  name: string;
  /** What may be built there, in plain words. */
  builds: string;
  /** What to keep in mind before buying. */
  mind: string;
}

/** Urban land: zones set by the city plan (都市計畫), with building and floor area ratios per city. */
export const URBAN_ZONES: ZoneGuide[] = [
  {
    zone: 1,
    name: '第一種住宅區',
    builds: '以低密度住宅為主，例如透天、別墅與低樓層公寓。',
    mind: '建蔽率與容積率較低，能蓋的樓地板面積少，但居住環境較單純。',
  },
  {
    zone: 2,
    name: '第二種住宅區',
    builds: '一般住宅與社區型商店，常見公寓與電梯大樓。',
    mind: '多數城市最常見的住宅區，容積率依各縣市規定，買前請查當地的都市計畫。',
  },
  {
    zone: 3,
    name: '第三種住宅區',
    builds: '較高密度的住宅，可蓋中高樓層大樓，也容許較多店面使用。',
    mind: '容積率較高，單價通常也較高；面臨大馬路的地段更搶手。',
  },
  {
    zone: 4,
    name: '商業區',
    builds: '商店、辦公、旅館與住商混合大樓。',
    mind: '容積率最高、單價也最高；適合開發或長期出租，自住的生活機能好但較吵雜。',
  },
  {
    zone: 5,
    name: '乙種工業區',
    builds: '工廠、倉庫與部分一般事務所，不能作為一般住宅。',
    mind: '不可合法自住；若看到「工業住宅」要特別小心，日後可能無法辦理戶籍或貸款成數較低。',
  },
];

/** Non-urban land: zones set by the regional plan (非都市土地), with a land category per lot. */
export const RURAL_ZONES: ZoneGuide[] = [
  {
    zone: 6,
    name: '特定農業區',
    builds: '以農業生產為主，農牧用地只能作農業使用，符合條件才能申請農舍。',
    mind: '管制最嚴，變更用途非常困難；買來蓋房子之前，一定要先確認能否申請農舍。',
  },
  {
    zone: 7,
    name: '一般農業區',
    builds: '農業使用為主，但管制比特定農業區寬鬆，部分地號為建築用地可以蓋房子。',
    mind: '同一區內不同地號的用地類別可能不同，要逐筆看謄本上的「用地類別」。',
  },
  {
    zone: 8,
    name: '鄉村區',
    builds: '鄉村聚落的住宅與小型商店，多為乙種建築用地，可直接蓋住宅。',
    mind: '是非都市土地中最容易蓋房子的分區，但路寬與排水等基礎設施常較不足。',
  },
  {
    zone: 9,
    name: '山坡地保育區',
    builds: '以水土保持與林業為主，開發與建築受到嚴格限制。',
    mind: '坡度、地質與水土保持計畫都會影響能否建築，購買前最好請專業人士評估。',
  },
];

/** Land categories of non-urban lots: what the category on the title deed means. */
export const LAND_CATEGORIES: { name: string; meaning: string }[] = [
  {
    name: '建築用地（甲、乙、丙種）',
    meaning:
      '可以依規定蓋房子：甲種多在農業區內、乙種在鄉村區、丙種在山坡地或森林區，建蔽率與容積率各不相同。',
  },
  {
    name: '農牧用地',
    meaning:
      '只能作農業使用，例如耕作、農業設施；要蓋住宅只能在符合條件時申請農舍，不能直接蓋一般房屋。',
  },
];

/** The farmhouse rules, in order of what a buyer checks first. */
export const FARMHOUSE_RULES = [
  '土地必須是農業用地，且面積至少 0.25 公頃（約 756 坪）。',
  '申請人須是農民（有農保或經認定從事農業），名下沒有自用住宅。',
  '申請人取得這塊農地須滿兩年，才能提出申請。',
  '農舍的建築面積不得超過土地面積的 10%，高度不超過 3 層、10.5 公尺，總樓地板面積不超過 495 平方公尺。',
  '蓋過農舍的農地會被「套繪管制」，日後不能再以同一筆土地申請第二棟農舍；購買前請查詢是否已被套繪。',
];

/** What to look up before any purchase: the road, the lot number and what is around. */
export const CHECKS: { title: string; points: string[] }[] = [
  {
    title: '臨路路寬與建築線',
    points: [
      '土地要臨接可以指定建築線的道路，才能申請建照；只靠私設通路或畸零地通行的土地，可能無法蓋房子。',
      '路寬影響能蓋的樓高與退縮規定，也影響大型機具與消防車能否進出；4 米以下的巷道要特別留意。',
    ],
  },
  {
    title: '地號、謄本與地籍圖',
    points: [
      '用地號申請土地登記謄本，核對所有權人、面積、抵押權與限制登記（例如查封、假扣押）。',
      '申請地籍圖並到現場比對界址，必要時申請鑑界，確認實際範圍與鄰地沒有爭議。',
      '向縣市政府申請「土地使用分區證明」，確認分區與是否在道路預定地、公共設施保留地內。',
    ],
  },
  {
    title: '嫌惡設施與環境',
    points: [
      '現場走一圈：高壓電塔、變電所、墳墓、廟宇、垃圾場、焚化爐、加油站、殯儀館都會影響價格與居住感受。',
      '查詢是否為土壤及地下水污染場址、是否位於淹水潛勢區、活動斷層或順向坡附近。',
    ],
  },
];
