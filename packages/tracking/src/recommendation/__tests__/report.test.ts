import { describe, expect, it, vi } from 'vitest';
import {
  type RecommendationReport,
  reportForm,
  reportType,
  sendReport,
  sitePath,
} from '../report.ts';

const report: RecommendationReport = {
  type: 1,
  postId: 12345,
  device: 'pc',
  deviceId: 'abcdefghijklmnopqrstu',
  counts: {
    nearby: { exposures: 3, clicks: 0, click_count: 1 },
    similar_price: { exposures: 0, clicks: 0, click_count: 0 },
    similar_area: { exposures: 2, clicks: 0, click_count: 0 },
  },
};

describe('report type', () => {
  it('is 1 (rental) for a path containing rent, 2 (sale) otherwise', () => {
    expect(reportType('/rent/12345')).toBe(1);
    expect(reportType('/business/rent/12345')).toBe(1);
    expect(reportType('/land/rent/7')).toBe(1);
    expect(reportType('/sale/12345')).toBe(2);
    expect(reportType('/business/sale/12345')).toBe(2);
  });

  it("reads the path as it is on www, whichever section's host serves it", () => {
    expect(sitePath({ hostname: 'rent.591.com.tw', pathname: '/12345' })).toBe('/rent/12345');
    expect(sitePath({ hostname: 'business.591.com.tw', pathname: '/sale/9' })).toBe(
      '/business/sale/9',
    );
    expect(sitePath({ hostname: 'www.591.com.tw', pathname: '/rent/12345' })).toBe('/rent/12345');
  });
});

describe('reportForm', () => {
  it('holds exactly the report fields, each group as JSON', () => {
    expect(Object.fromEntries(reportForm(report))).toEqual({
      type: '1',
      post_id: '12345',
      device: 'pc',
      deviceid: 'abcdefghijklmnopqrstu',
      nearby: '{"exposures":3,"clicks":0,"click_count":1}',
      similar_price: '{"exposures":0,"clicks":0,"click_count":0}',
      similar_area: '{"exposures":2,"clicks":0,"click_count":0}',
    });
  });
});

describe('sendReport', () => {
  it('sends the form by beacon to the api host', () => {
    const beacon = vi.fn(() => true);
    expect(sendReport(report, beacon)).toBe(true);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, FormData];
    expect(new URL(url).host).toMatch(/^api\./);
    expect(new URL(url).pathname).toBe('/home/detail/recommend/report');
    expect(body.get('post_id')).toBe('12345');
  });
});
