import { createHostMap } from '@591/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '../header.tsx';
import { linksIn, logIn, menuButton, panelOf } from './support.ts';

const h = createHostMap();
const renovation = (campaign: string): [string, string][] => {
  const utm = `utm_source=591&utm_medium=header&utm_campaign=${campaign}_nav`;
  return [
    ['免費裝潢估價', `https://www.100.com.tw/calculate?${utm}`],
    ['裝潢作品', `https://www.100.com.tw/works?${utm}`],
    ['裝潢攻略', `https://www.100.com.tw/guide?${utm}`],
  ];
};
const postFirst = (type: string) => `${h.www}/index.php?module=house&action=postFirst&type=${type}`;

/** The specification's links, written out in full for region R. */
function expectedChannelPanels(R: number): Record<string, [string, string][]> {
  const business = (type: number, kind: number) =>
    `${h.business}/list?type=${type}&region=${R}&kind=${kind}`;
  const businessPanel: [string, string][] = [
    ['店面出租', business(1, 5)],
    ['店面出售', business(2, 5)],
    ['店面頂讓', business(6, 5)],
    ['辦公出租', business(1, 6)],
    ['辦公出售', business(2, 6)],
    ['住辦出租', business(1, 12)],
    ['住辦出售', business(2, 12)],
    ['廠房出租', business(1, 7)],
    ['廠房出售', business(2, 7)],
    ['土地出租', `${h.land}/list?type=1&region=${R}&kind=11`],
    ['土地出售', `${h.land}/list?type=2&region=${R}&kind=11`],
  ];
  return {
    新建案選單: [
      ['全部建案', `${h.newhouse}/list?regionid=${R}`],
      ['預售屋', `${h.newhouse}/list?regionid=${R}&build_type=1`],
      ['新成屋', `${h.newhouse}/list?regionid=${R}&build_type=2`],
      ['最新公開', `${h.newhouse}/list?regionid=${R}&now=1`],
      ['捷運宅', `${h.newhouse}/list?regionid=${R}&type=1`],
      ['豪宅', `${h.upscale}/`],
      ['房貸利率', `${h.mortgage}/rate`],
      ['房貸試算', `${h.mortgage}/calculator`],
      ['實價登錄', `${h.market}/price?regionid=${R}`],
      ['VR720專區', `${h.newhouse}/vr?regionid=${R}`],
      ['免費刊登建案', `${h.newhouse}/post`],
      ['銷售秘笈', `${h.newhouse}/sales-tips`],
      ['列表排名方案', `${h.newhouse}/rank-plan`],
      ...renovation('newhouse'),
    ],
    中古屋選單: [
      ['中古屋列表', `${h.sale}/?shType=list&regionid=${R}`],
      ['地圖找屋', `${h.sale}/map?regionid=${R}`],
      ['屋主自售', `${h.sale}/?shType=host&regionid=${R}`],
      ['降價好屋', `${h.sale}/?shType=list&regionid=${R}&label=1`],
      ['急售好屋', `${h.sale}/?shType=list&regionid=${R}&label=13`],
      ['必看好屋', `${h.sale}/?shType=list&regionid=${R}&label=10`],
      ['法拍屋', `${h.sale}/?shType=list&regionid=${R}&kind=22`],
      ['屋主委託售屋', `${h.market}/entrust?entryType=5`],
      ['房貸利率', `${h.mortgage}/rate`],
      ['房貸試算', `${h.mortgage}/calculator`],
      ['實價登錄', `${h.market}/price?regionid=${R}`],
      ['找經紀人', `${h.market}/broker?regionid=${R}`],
      ['刊登出售廣告', postFirst('sale')],
      ['售屋套餐介紹', `${h.www}/home/help/chargeIntro/2`],
      ...renovation('sale'),
    ],
    租屋選單: [
      ['租屋列表', `${h.rent}/list?region=${R}`],
      ['房東直租', `${h.rent}/list?region=${R}&shType=host`],
      ['整層住家', `${h.rent}/list?region=${R}&kind=1`],
      ['獨立套房', `${h.rent}/list?region=${R}&kind=2`],
      ['分租套房', `${h.rent}/list?region=${R}&kind=3`],
      ['雅房', `${h.rent}/list?region=${R}&kind=4`],
      ['地圖找房', `${h.rent}/map?region=${R}`],
      ['捷運找房', `${h.rent}/list?region=${R}&mrt=1`],
      ['學校找房', `${h.rent}/list?region=${R}&school=0`],
      ['屋主委託出租', `${h.market}/entrust?entryType=6`],
      ['房客手冊', `${h.help}/tenant-handbook`],
      ['租屋契約下載', `${h.help}/rent-contract`],
      ['找經紀人', `${h.market}/broker?regionid=${R}`],
      ['刊登出租廣告', postFirst('rent')],
      ['查看收費說明', `${h.www}/home/help/chargeIntro/1`],
    ],
    土地選單: [
      ['土地出售', `${h.land}/list?type=2&region=${R}&kind=11`],
      ['土地出租', `${h.land}/list?type=1&region=${R}&kind=11`],
      ['找土地地圖', `${h.land}/map?region_id=${R}&mode=in-sale`],
      ['實價登錄地圖', `${h.land}/map?region_id=${R}&mode=real-price`],
    ],
    店面選單: businessPanel,
    辦公選單: businessPanel,
    廠房選單: businessPanel,
  };
}

const EXPECTED_TOOL_PANELS: Record<string, [string, string][]> = {
  刊登廣告: [
    ['刊登出租', postFirst('rent')],
    ['刊登出售', postFirst('sale')],
    ['刊登建案', `${h.newhouse}/post`],
    ['圖片廣告', `${h.www}/advertisement`],
    ['收費標準', `${h.www}/home/help/chargeIntro/1`],
  ],
  幫助中心: [
    ['延長刊登期限', `${h.help}/ai/extend-package`],
    ['修改物件', `${h.help}/ai/edit-listing`],
    ['點數快速退費', `${h.help}/ai/refund-points`],
    ['超商儲值', `${h.help}/ai/store-top-up`],
    ['清除價格異動', `${h.help}/ai/clear-price-change`],
    ['新手指南', `${h.help}/guide`],
    ['建商幫助', `${h.help}/builder`],
    ['仲介幫助', `${h.help}/agency`],
    ['更多幫助', `${h.help}/`],
  ],
};

describe.each([1, 3, 8, 17])('every header link in region %i', (R) => {
  it('matches the specification in each channel dropdown', () => {
    render(<Header regionId={R} />);
    for (const [button, links] of Object.entries(expectedChannelPanels(R))) {
      expect(linksIn(panelOf(menuButton(button))), button).toEqual(links);
    }
  });

  it('matches the specification in the post and help menus, whatever the login state', () => {
    render(<Header regionId={R} />);
    for (const [button, links] of Object.entries(EXPECTED_TOOL_PANELS)) {
      expect(linksIn(panelOf(menuButton(button))), button).toEqual(links);
    }
    logIn();
    for (const [button, links] of Object.entries(EXPECTED_TOOL_PANELS)) {
      expect(linksIn(panelOf(menuButton(button))), button).toEqual(links);
    }
  });

  it('holds nothing beyond the logo, channels, dropdowns and menus', () => {
    const { container } = render(<Header regionId={R} />);
    const panels = Object.values(expectedChannelPanels(R)).flat().length;
    const tools = Object.values(EXPECTED_TOOL_PANELS).flat().length;
    const visitor = 2;
    const apps = 11;
    expect(linksIn(container)).toHaveLength(1 + 10 + panels + tools + apps + visitor);
  });
});

describe('member links', () => {
  it('offers login and register to a visitor', () => {
    render(<Header />);
    expect(screen.getByRole('link', { name: '登入' }).getAttribute('href')).toBe(`${h.user}/login`);
    expect(screen.getByRole('link', { name: '註冊' }).getAttribute('href')).toBe(
      `${h.user}/register`,
    );
    expect(screen.queryByTestId('header-user')).toBeNull();
  });

  it('gives a member their name opening 會員中心, both sides of their conversations, 通知中心 and 登出', () => {
    render(<Header />);
    logIn('王小明', 1);
    expect(screen.getByTestId('header-user').textContent).toBe('王先生');
    const button = menuButton('王先生');
    expect(linksIn(panelOf(button))).toEqual([
      ['會員中心', `${h.user}/center`],
      ['收到的留言', `${h.user}/center/received`],
      ['我的訊息', `${h.user}/center/messages`],
      ['通知中心', `${h.user}/center/notifications`],
    ]);
    // Last, 登出: a form posting to the API, never a link another site could load.
    const logout = panelOf(button).querySelector('li:last-child form') as HTMLFormElement;
    expect(logout.textContent).toBe('登出');
    expect(logout.method).toBe('post');
    expect(logout.getAttribute('action')).toMatch(new RegExp(`^${h.api}/logout`));
    expect(screen.queryByRole('link', { name: '登入' })).toBeNull();
    expect(screen.queryByRole('link', { name: '註冊' })).toBeNull();
  });
});

describe('the member menu’s counts', () => {
  it('reads unread alerts and conversations of each side once, and shows each beside its page', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        asked.push(new URL(request.url).pathname);
        return Response.json({
          status: 1,
          data: { unread: 4, conversations: { received: 2, sent: 1 } },
        });
      }),
    );
    try {
      render(<Header />);
      logIn('王小明', 1);
      const panel = panelOf(menuButton(/^王先生/));
      await waitFor(() =>
        expect(linksIn(panel).map(([label]) => label)).toEqual([
          '會員中心',
          '收到的留言（2 則未讀）',
          '我的訊息（1 則未讀）',
          '通知中心（4 則未讀）',
        ]),
      );
      expect(screen.getByTestId('header-unread').textContent).toContain('4');
      expect(asked).toEqual(['/v1/user/alerts/unread']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('app-download menu', () => {
  it('lists eleven apps, each linking to its product page', () => {
    render(<Header />);
    const panel = panelOf(menuButton('APP下載'));
    const links = within(panel).getAllByRole('link', { hidden: true });
    expect(links).toHaveLength(11);
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('591房屋交易'),
        expect.stringContaining('591新建案'),
        expect.stringContaining('100室內設計'),
        expect.stringContaining('8891中古車'),
        expect.stringContaining('518熊班'),
      ]),
    );
    const other = links.filter((link) => !link.getAttribute('href')?.startsWith(h.www));
    for (const link of other) expect(link.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('href')).toBe(`${h.www}/app/house`);
  });
});
