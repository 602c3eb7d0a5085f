/** Splits a space-separated list: keeps long word pools on a few readable lines. */
const words = (list: string) => list.split(' ');

export const SURNAMES = words(
  '陳 林 黃 張 李 王 吳 劉 蔡 楊 許 鄭 謝 洪 郭 邱 曾 廖 賴 徐 周 葉 蘇 莊 呂 江 何 蕭 羅 高',
);

export const BROKERAGES = words(
  '信義房屋 永慶房屋 台灣房屋 住商不動產 中信房屋 有巢氏房屋 東森房屋 21世紀不動產 太平洋房屋 永慶不動產',
);

export const RENTAL_AGENCIES = words('包租代管 安心租管理 好室租賃 樂居代管 群義租賃');

export const COMMUNITY_BRANDS = [
  '國泰',
  '遠雄',
  '冠德',
  '興富發',
  '長虹',
  '太子',
  '寶佳',
  '華固',
  '潤泰',
  '新潤',
  '皇翔',
  '鄉林',
  '京城',
  '聯上',
  '達麗',
  '',
];

export const COMMUNITY_SUFFIXES = words(
  '花園 世紀 首府 學府 之星 尊邸 大廈 新城 名人巷 天韻 公園 雲頂 晶華 美學 樂活 綠園 觀邸 大苑 璞園 帝寶',
);

export const SELLING_POINTS = words(
  '採光佳 邊間 屋況佳 生活機能佳 安靜巷弄 近市場 優質學區 通風好 格局方正 視野開闊 管理完善 交通便利',
);

export const RENT_INCLUDES = words('管理費 水費 第四台 網路 電費(台電計費)');

export const RENT_EQUIPMENT = words(
  '冷氣 洗衣機 冰箱 熱水器 網路 第四台 床 衣櫃 沙發 桌椅 天然瓦斯 電視',
);

export const DIRECTIONS = words('坐北朝南 坐南朝北 坐東朝西 坐西朝東 坐東北朝西南 坐西北朝東南');

export const FITMENTS = words('簡易裝潢 中檔裝潢 高檔裝潢 無裝潢 新裝潢');

export const PARKING_TYPES = words('坡道平面 坡道機械 升降平面 升降機械 一樓平面');

export const SHOP_TRADES = words(
  '早餐店 咖啡廳 手搖飲店 美髮沙龍 小吃店 服飾店 便當店 火鍋店 寵物美容店 烘焙坊 牛肉麵店 美甲店',
);

export const TRANSFER_INCLUDES = words('生財器具 裝潢 冷氣 招牌 客源 技術指導');

export const LAND_SECTION_STEMS = words(
  '學府 中正 復興 仁愛 文化 興華 光明 成功 民生 新生 福德 和平',
);

export const URBAN_ZONINGS = words('第一種住宅區 第二種住宅區 第三種住宅區 商業區 乙種工業區');

export const RURAL_ZONINGS: [zoning: string, categories: string[]][] = [
  ['特定農業區', ['農牧用地', '甲種建築用地']],
  ['一般農業區', ['農牧用地', '甲種建築用地', '丙種建築用地']],
  ['鄉村區', ['乙種建築用地']],
  ['山坡地保育區', ['農牧用地', '林業用地', '丙種建築用地']],
];

export const NUISANCES = words('高壓電塔 加油站 宮廟 變電所 殯儀館 垃圾場');

export const NEARBY_PLACES = words('捷運站 公車站 國小 國中 傳統市場 超市 公園 醫院 停車場');
