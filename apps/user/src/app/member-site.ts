export const MEMBER_SITE_NAME = '591房屋交易網';
